/** The card model's schema and the deck rules: what is accepted, and what is refused in words. */
import { describe, expect, it } from 'vitest';
import { parseCard } from './cards';
import { deckProblems } from './deck';
import { SEED_DECK } from './rules';
import { TEST_POOL, testDeck } from './test-cards';

describe('cards', () => {
  it('accepts every card of the test pool; the target requirement defaults to none', () => {
    for (const card of TEST_POOL) expect(parseCard(card)).toEqual({ ok: true, card });
    const { target: _t, ...noTarget } = TEST_POOL.find((c) => c.id === 'stone-golem') ?? { target: 'none' };
    expect(parseCard(noTarget)).toMatchObject({ ok: true, card: { target: 'none' } });
  });

  it('refuses cards that break the model, saying why', () => {
    const problems = (input: unknown) => {
      const r = parseCard(input);
      return r.ok ? [] : r.problems;
    };
    expect(problems({ id: 'x', name: 'Nameless', type: 'monster', cost: 2 })).toEqual(['Nameless: a monster needs stats (power, toughness, health)']);
    expect(problems({ id: 'x', name: 'Bolt', type: 'spell', cost: 1, onPlay: [{ do: 'damage', amount: 2, to: 'target' }] })).toEqual(['Bolt: onPlay[0]: "target" is used but the card has no target requirement']);
    expect(problems({ id: 'x', name: 'Bolt', type: 'spell', cost: 1, onPlay: [{ do: 'damage', amount: 2, to: 'this' }] })).toEqual(["Bolt: onPlay[0]: \"this\" names the card's own monster; only monsters have one"]);
    expect(problems({ id: 'x', name: 'Quake', type: 'spell', cost: 1, onPlay: [{ do: 'damage', amount: 2, to: 'each' }] })).toEqual(['Quake: onPlay[0]: "each" is only meaningful inside a for-each step']);
    expect(problems({ id: 'x', name: 'Ghost', type: 'monster', cost: 1, target: 'enemy-monster', stats: { power: 1, toughness: 1, health: 1 }, onDeath: [{ do: 'destroy', to: 'target' }] })).toEqual([
      'Ghost: onDeath[0]: "target" is chosen when the card is played; onDeath cannot use it',
    ]);
    expect(problems({ id: 'x', name: 'Helm', type: 'equipment', cost: 1, target: 'player', bonus: { power: 0, toughness: 1 } })).toEqual(['Helm: an equipment targets the monster it equips: own-monster, enemy-monster or any-monster']);
    expect(problems({ id: 'x', name: 'Big', type: 'spell', cost: 11 })[0]).toMatch(/^cost: /);
    expect(problems({ id: 'x', name: 'Odd', type: 'spell', cost: 1, onPlay: [{ do: 'explode' }] })[0]).toMatch(/^onPlay\.0\.do: /);
    // for-each does not nest.
    const nested = { do: 'for-each', monsters: 'own', step: { do: 'for-each', monsters: 'enemy', step: { do: 'damage', amount: 1, to: 'each' } } };
    expect(problems({ id: 'x', name: 'Twice', type: 'spell', cost: 1, onPlay: [nested] })[0]).toMatch(/^onPlay\.0\.step\.do: /);
  });
});

describe('decks', () => {
  it('a deck of 30 cards of the pool, at most 3 copies each, is fine', () => {
    expect(deckProblems(testDeck(['spark', 'mend'], 3), SEED_DECK)).toEqual([]);
  });

  it('says what is wrong otherwise', () => {
    const ok = testDeck([]);
    expect(deckProblems({ ...ok, cards: ok.cards.slice(0, 29) }, SEED_DECK)).toEqual(['The deck has 29 cards; it needs exactly 30 (add 1)']);
    expect(deckProblems({ ...ok, cards: [...ok.cards, 'spark'] }, SEED_DECK)[0]).toBe('The deck has 31 cards; it needs exactly 30 (remove 1)');
    const four = [...ok.cards.slice(0, 26), 'doom', 'doom', 'doom', 'doom'];
    expect(deckProblems({ ...ok, cards: four }, SEED_DECK)).toContain(`${four.filter((c) => c === 'doom').length} copies of "doom": a deck holds at most 3`);
    expect(deckProblems({ ...ok, cards: [...ok.cards.slice(0, 29), 'dragon'] }, SEED_DECK)).toEqual(['"dragon" is not a card of the pool']);
    expect(deckProblems({ ...ok, pool: [...ok.pool, ok.pool[0]!] }, SEED_DECK)).toEqual(['the pool defines "glass-brute" twice']);
  });

  it("checks a deck by the limits it is given (the ruleset's), not by the seed's", () => {
    const ok = testDeck([]);
    const twenty = { ...ok, cards: ok.cards.slice(0, 20) };
    expect(deckProblems(twenty, { minCards: 20, maxCards: 20, copies: 3 })).toEqual([]);
    expect(deckProblems(ok, { minCards: 20, maxCards: 20, copies: 3 })).toEqual(['The deck has 30 cards; it needs exactly 20 (remove 10)']);
    expect(deckProblems(twenty, { minCards: 25 })).toEqual(['The deck has 20 cards; it needs at least 25 (add 5)']);
    // No copy limit: four of a card is fine.
    expect(deckProblems({ ...ok, cards: [...ok.cards.slice(0, 26), 'doom', 'doom', 'doom', 'doom'] }, { minCards: 30, maxCards: 30 })).toEqual([]);
  });
});
