/** The mana duel's content compiled as the sandbox compiles it in the browser, and new games started from it. */
import { describe, expect, it } from 'vitest';
import { compiledWith } from '../../../test/sandbox/helpers';
import { compileManaDuel } from './compile';
import { startMatch, type DuelSetup } from '../duel/run';

const compiled = () => compiledWith('mana-duel', compileManaDuel);

const setup = (over: Partial<DuelSetup> = {}): DuelSetup => ({ decks: { A: 'Fire and Fury', B: 'Stone Wall' }, seed: 11, seats: { A: 'human', B: 'greedy' }, script: [], ...over });

describe('the mana duel in the sandbox', () => {
  it('compiles the content: four decks by name, every card with its rules text, nothing left out', () => {
    const game = compiled();
    expect(game.decks.map((d) => d.name).sort()).toEqual(['Arcane Tempo', 'Fire and Fury', 'Grave Tide', 'Stone Wall']);
    expect(game.problems).toEqual([]);
    expect(game.leftOut).toEqual([]);
    expect(Object.keys(game.texts)).toHaveLength(47);
    // content/mana-duel/cards/monster/ember-whelp.smith: summoned, it deals 1 damage to the opponent.
    expect(game.texts['ember-whelp']).toMatch(/Power 3 · Toughness 1 · Health 2/);
  });

  it('starts a game from two decks and a seed; the scripted coin decides who chooses the first player', () => {
    const game = compiled();
    const heads = startMatch(game, setup({ script: [{ kind: 'coin', value: 'heads' }] }));
    if (!heads.ok) throw new Error(heads.reason);
    expect(heads.frame.state.coinWinner).toBe('A');
    expect(heads.frame.state.players.A.hand).toHaveLength(5);
    const tails = startMatch(game, setup({ script: [{ kind: 'coin', value: 'tails' }] }));
    expect(tails.ok && tails.frame.state.coinWinner).toBe('B');
  });

  it('refuses an unknown deck and a scripted draw that does not fit, in words', () => {
    const game = compiled();
    expect(startMatch(game, setup({ decks: { A: 'Nope', B: 'Stone Wall' } }))).toEqual({ ok: false, reason: 'no deck "Nope" in the content' });
    const r = startMatch(game, setup({ script: [{ kind: 'shuffle', order: [0, 1, 2] }] }));
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.reason).toMatch(/not an order of the 30 items/);
  });
});
