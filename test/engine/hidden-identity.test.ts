/**
 * A player's view names nothing the player may not know. Two games with the same deck lists and seed
 * whose only difference is a hidden one (the order A's main deck was shuffled into, scripted) must look
 * identical to B, card instance ids included, while A's hand really holds different cards: if ids were
 * numbered in deck-list order (as they were until 2026-11-24), B could tell A's hidden cards by their ids.
 */
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../engine/core/game';
import { createEngine, findCard, legacyDeckIds, type Action, type GameState } from '../../games/summoners-grid/index';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';
import { fixtureDecks } from './sim-fixture';

const engine = createEngine(fixtureContent(all));

/** The same moves in both games: choose to go first, then end turns and pass, until `turns` turns began. */
function advance(state: GameState, turns: number): GameState {
  let s = state;
  for (let i = 0; i < 200 && s.turn.number < turns; i++) {
    const player = actorOf(engine.awaiting(s));
    if (player === null) break;
    const legal = engine.legalActions(s, player);
    const step: Action | undefined = legal.find((a) => a.type === 'choose' && a.option === 0) ?? legal.find((a) => a.type === 'end-turn') ?? legal.find((a) => a.type === 'pass');
    if (!step) throw new Error(`no neutral move for ${player} (${legal.map((a) => a.type).join(', ')})`);
    const r = engine.apply(s, step);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

const handNames = (s: GameState, p: 'A' | 'B') => s.players[p].zones.hand.map((iid) => s.cards[iid]?.card);

describe('hidden card identities', () => {
  it("B's view is the same whichever order A's deck was shuffled into, though A's hand differs", () => {
    const n = fixtureDecks.A.main.length;
    const identity = Array.from({ length: n }, (_, i) => i);
    const reversed = [...identity].reverse();
    const games = [identity, reversed].map((order) => advance(engine.newGame(fixtureDecks, 5, { script: [{ kind: 'shuffle', order }] }).state, 4));
    const [one, two] = games as [GameState, GameState];
    // The hidden difference is real: A holds other cards (by name) in the two games.
    expect(handNames(one, 'A')).not.toEqual(handNames(two, 'A'));
    expect(handNames(one, 'A').length).toBeGreaterThan(3);
    // And invisible to B: the whole view, ids included, is the same.
    expect(JSON.stringify(engine.viewFor(one, 'B'))).toBe(JSON.stringify(engine.viewFor(two, 'B')));
    // A sees the difference in their own view.
    expect(JSON.stringify(engine.viewFor(one, 'A'))).not.toBe(JSON.stringify(engine.viewFor(two, 'A')));
  });

  it('renames an old history: each main-deck card its old id named is the card its new id names', () => {
    for (const seed of [1, 7, 42, 1234]) {
      const { state } = engine.newGame(fixtureDecks, seed);
      const ids = legacyDeckIds(fixtureDecks, seed);
      expect(ids.size).toBe(fixtureDecks.A.main.length + fixtureDecks.B.main.length);
      expect(new Set(ids.values()).size).toBe(ids.size);
      // Old numbering: per player, summon slots first, then the main deck in list order.
      let next = 1;
      for (const p of ['A', 'B'] as const) {
        next += fixtureDecks[p].slots.length;
        fixtureDecks[p].main.forEach((name, i) => {
          const renamed = ids.get(`c${next + i}`);
          expect(renamed && state.cards[renamed]?.owner).toBe(p);
          const card = renamed ? state.cards[renamed]?.card : undefined;
          expect(card && findCard(engine.def.content, card)?.name.text).toBe(name);
        });
        next += fixtureDecks[p].main.length + fixtureDecks[p].advance.length;
      }
    }
  });
});
