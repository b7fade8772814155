/**
 * The simultaneous hidden choice: before both stances are in, a player's view, the events they see, and
 * everything the AI samples from that view are the same whatever the other player chose, so nothing of
 * the other's stance reaches them. Checked over random positions of random games.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../engine/core/events';
import { opponentOf, PLAYERS } from '../../engine/core/players';
import { createRng, nextInt } from '../../engine/core/rng';
import type { StanceDeck } from './cards';
import { STANCES } from './rules';
import { HIDDEN, type StanceState } from './state';
import { testGame } from './test-content';

const g = testGame();
const decks = [g.deck('Iron Wall'), g.deck('Red Fury'), g.deck('Quicksilver'), g.deck('Counterpoint')];

/** Every position of random games (random stances, seeded), the start of each exchange among them. */
function positions(games: number): StanceState[] {
  const out: StanceState[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const pick = createRng(seed * 7919);
    let s = g.engine.newGame({ A: decks[seed % 4] as StanceDeck, B: decks[(seed + 1) % 4] as StanceDeck }, seed).state;
    for (let i = 0; i < 40 && !g.engine.outcome(s); i++) {
      out.push(s);
      const actor = i % 2 === 0 ? 'A' : 'B';
      const legal = g.engine.legalActions(s, actor);
      const action = legal[nextInt(pick, legal.length) - 1];
      if (!action) throw new Error(`${actor} has no legal action`);
      const r = g.engine.apply(s, action);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  return out;
}

describe('a stance stays hidden until both are committed', () => {
  const starts = positions(30).filter((s) => Object.keys(s.committed).length === 0);

  it('covers many positions', () => {
    expect(starts.length).toBeGreaterThan(60);
  });

  it('the other player sees the same view, the same events and the same AI samples, whichever stance was committed', () => {
    for (const s of starts) {
      for (const first of PLAYERS) {
        const watcher = opponentOf(first);
        const views = STANCES.map((stance) => {
          const r = g.engine.apply(s, { type: 'stance', player: first, stance });
          if (!r.ok) throw new Error(r.reason);
          const view = g.engine.viewFor(r.state, watcher);
          expect(view.committed[first]).toBe(HIDDEN);
          expect(g.engine.awaiting(r.state)).toEqual({ kind: 'simultaneous', players: [watcher] });
          const seen = eventsFor(r.events, watcher).map((e) => e.text);
          for (const text of seen) expect(text.toLowerCase()).not.toMatch(/attack|reckless|defend|riposte/);
          const sample = g.engine.game.ai.determinize(view, watcher, createRng(7));
          return JSON.stringify({ view, seen, sample });
        });
        expect(new Set(views).size).toBe(1);
      }
    }
  });

  it('the committing player sees their own stance, and both are revealed once the second is in', () => {
    const s = starts[0] as StanceState;
    const a = g.engine.apply(s, { type: 'stance', player: 'A', stance: 'reckless' });
    if (!a.ok) throw new Error(a.reason);
    expect(g.engine.viewFor(a.state, 'A').committed.A).toBe('reckless');
    expect(eventsFor(a.events, 'A')[0]?.text).toContain('Reckless');
    const b = g.engine.apply(a.state, { type: 'stance', player: 'B', stance: 'defend' });
    if (!b.ok) throw new Error(b.reason);
    const reveal = eventsFor(b.events, 'B').find((e) => e.kind === 'reveal');
    expect(reveal?.text).toMatch(/takes Reckless, .* takes Defend/);
  });

  it('a view carries no dice: no seed and nothing scripted', () => {
    const s = g.engine.script(starts[0] as StanceState, [{ kind: 'd100', value: 30 }]);
    for (const p of PLAYERS) expect(g.engine.viewFor(s, p).rng).toEqual({ seed: 0, counter: s.rng.counter, forced: [] });
  });
});
