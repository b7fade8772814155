import { describe, expect, it } from 'vitest';
import { createEngine, type GameState } from '../../games/summoners-grid/index';
import { determinize } from '../../games/summoners-grid/ai/determinize';
import { createRng } from '../../engine/core/rng';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { playGame } from '../../engine/sim/play';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const deck = (name: string) => deckFromDecl(game.content, game.content.decks.find((d) => d.name.text === name) ?? game.content.decks[0]!);
const decks = { A: deck('Player A'), B: deck('Player B') };
const positions: GameState[] = [25, 60, 110].map((n) => playGame(engine, decks, 41, { maxActions: n, check: false }).final);

function multiset(s: GameState, owner: 'A' | 'B'): string[] {
  return Object.values(s.cards)
    .filter((c) => c.owner === owner)
    .map((c) => `${c.card}${c.generated ? '*' : ''}`)
    .sort();
}

describe('determinize', () => {
  it('keeps everything the player may see', () => {
    for (const s of positions) {
      for (const me of ['A', 'B'] as const) {
        const sample = determinize(game.content, s, me, createRng(9));
        expect(engine.viewFor(sample, me)).toEqual(engine.viewFor(s, me));
      }
    }
  });

  it("redraws the opponent's unseen cards from the same cards, and new dice", () => {
    let moved = 0;
    for (const s of positions) {
      const sample = determinize(game.content, s, 'A', createRng(3));
      expect(multiset(sample, 'B')).toEqual(multiset(s, 'B'));
      expect(multiset(sample, 'A')).toEqual(multiset(s, 'A'));
      expect(sample.rng.seed).not.toBe(s.rng.seed);
      for (const iid of [...s.players.B.zones.hand, ...s.players.B.zones['main-deck']]) if (sample.cards[iid]?.card !== s.cards[iid]?.card) moved++;
      // A's own hand is A's to see: it never changes.
      for (const iid of s.players.A.zones.hand) expect(sample.cards[iid]).toEqual(s.cards[iid]);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('learns nothing from where the hidden cards really are', () => {
    // A position where B holds a hand card that differs from some card of B's main deck (which one has
    // such a pair depends on the content's random playouts).
    const swappable = (p: GameState): [string, string] | undefined => {
      const hand = p.players.B.zones.hand.filter((iid) => !p.cards[iid]?.slot);
      const deckCards = p.players.B.zones['main-deck'];
      const h = hand.find((iid) => deckCards.some((d) => p.cards[d]?.card !== p.cards[iid]?.card));
      const d = deckCards.find((iid) => h !== undefined && p.cards[iid]?.card !== p.cards[h]?.card);
      return h !== undefined && d !== undefined ? [h, d] : undefined;
    };
    const s = positions.find((p) => swappable(p) !== undefined) as GameState;
    expect(s).toBeDefined();
    const [h, d] = swappable(s) as [string, string];
    // The same view, the same unseen cards, a different truth: B's hand card and a deck card swapped.
    const swapped: GameState = { ...s, cards: { ...s.cards, [h]: { ...s.cards[h]!, card: s.cards[d]!.card }, [d]: { ...s.cards[d]!, card: s.cards[h]!.card } } };
    expect(engine.viewFor(swapped, 'A')).toEqual(engine.viewFor(s, 'A'));
    expect(determinize(game.content, swapped, 'A', createRng(17))).toEqual(determinize(game.content, s, 'A', createRng(17)));
  });
});
