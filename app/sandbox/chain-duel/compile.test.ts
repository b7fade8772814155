/** The chain duel's content compiled as the sandbox compiles it in the browser, and new games started from it. */
import { describe, expect, it } from 'vitest';
import { compiledWith } from '../../../test/sandbox/helpers';
import { startMatch, type DuelSetup } from '../duel/run';
import { compileChainDuel } from './compile';

const compiled = () => compiledWith('chain-duel', compileChainDuel);

const setup = (over: Partial<DuelSetup> = {}): DuelSetup => ({ decks: { A: 'Drake Blaze', B: 'Serpent Tide' }, seed: 1, seats: { A: 'human', B: 'human' }, script: [], ...over });

describe('the chain duel in the sandbox', () => {
  it('compiles the content: four decks by name, every card with its rules text, nothing left out', () => {
    const game = compiled();
    expect(game.decks.map((d) => d.name)).toEqual(['Drake Blaze', 'Golem Wall', 'Roc Storm', 'Serpent Tide']);
    expect(game.problems).toEqual([]);
    expect(game.leftOut).toEqual([]);
    expect(Object.keys(game.texts)).toHaveLength(45);
  });

  it('starts a game from two decks, a seed and the scripted coin (heads: A starts)', () => {
    const heads = startMatch(compiled(), setup({ script: [{ kind: 'coin', value: 'heads' }] }));
    if (!heads.ok) throw new Error(heads.reason);
    expect(heads.frame.state.turn).toMatchObject({ number: 1, player: 'A' });
    const tails = startMatch(compiled(), setup({ script: [{ kind: 'coin', value: 'tails' }] }));
    expect(tails.ok && tails.frame.state.turn.player).toBe('B');
  });

  it('refuses a deck the game refuses and a scripted shuffle that does not fit, in words', () => {
    const game = compiled();
    const drake = game.decks.find((d) => d.name === 'Drake Blaze');
    if (!drake) throw new Error('no Drake Blaze');
    // A deck of 19 moves, 20 cards: the ruleset's deck rules (exactly 21) refuse it at setup (a DeckError), and the launcher says why.
    const short = { ...game, decks: [...game.decks, { name: 'Short', deck: { ...drake.deck, cards: drake.deck.cards.slice(0, -1) } }] };
    const refused = startMatch(short, setup({ decks: { A: 'Short', B: 'Serpent Tide' } }));
    expect(refused.ok ? '' : refused.reason).toBe("A's deck: The deck has 20 cards; it needs exactly 21 (add 1)");
    const r = startMatch(game, setup({ script: [{ kind: 'shuffle', order: [0, 1, 2] }] }));
    expect(r.ok ? '' : r.reason).toMatch(/not an order of the 20 items/);
  });
});
