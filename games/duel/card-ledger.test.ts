import { describe, expect, it } from 'vitest';
import { CardLedger, cardsOf, decklistProblems } from './card-ledger';
import type { HandsAndDecks } from './hands-and-decks';

const state = (): HandsAndDecks => ({
  decklists: { A: ['a', 'b', 'c'], B: ['x', 'y'] },
  cards: { A1: { card: 'b', owner: 'A' }, B1: { card: 'x', owner: 'B' } },
  players: { A: { hand: ['A1'], deck: ['c', 'a'] }, B: { hand: ['B1'], deck: ['y'] } },
});

describe('the card ledger', () => {
  it('reports a card placed in two zones, and a card no zone holds', () => {
    const problems: string[] = [];
    const ledger = new CardLedger(problems);
    ledger.place('A1', "A's hand");
    ledger.place('A1', "A's graveyard");
    ledger.expectPlaced(['A1', 'B1']);
    expect(problems).toEqual(["A1 is both in A's hand and in A's graveyard", 'B1 is in no zone']);
    expect([...ledger.placed()]).toEqual([['A1', "A's graveyard"]]);
  });

  it("finds a player's cards in their deck and their instances, and holds them to the decklist", () => {
    const s = state();
    expect(cardsOf(s, 'A')).toEqual(['a', 'b', 'c']);
    expect(decklistProblems(s, 'A')).toEqual([]);
    s.players.B.deck = ['x'];
    expect(decklistProblems(s, 'B')).toEqual(["B's cards are not their decklist's"]);
  });
});
