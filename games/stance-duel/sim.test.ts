/**
 * The stance duel through the generic simulator with every check on (probes refused, enumerated actions
 * accepted, inputs never mutated, the game's invariants, replay identical), and the search player against
 * the random one.
 */
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../engine/ai/index';
import { playGame } from '../../engine/sim/play';
import type { StanceAction } from './actions';
import type { StanceState } from './state';
import { testGame } from './test-content';

const g = testGame();
const names = ['Iron Wall', 'Red Fury', 'Quicksilver', 'Counterpoint'];

describe('simulated stance duels', () => {
  it('finish within max-exchanges with no invariant violation, between every pair of decks', () => {
    let games = 0;
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i)) {
        for (let seed = 1; seed <= 6; seed++) {
          const r = playGame(g.engine, { A: g.deck(a), B: g.deck(b) }, seed, {
            maxActions: 100,
            check: true,
            players: (sd) => ({ A: createPlayer<StanceState, StanceAction>('random', sd * 2 + 1), B: createPlayer<StanceState, StanceAction>('random', sd * 2 + 2) }),
          });
          expect(r.violations).toEqual([]);
          expect(r.winner).not.toBeNull();
          expect(r.final.exchange - 1).toBeLessThanOrEqual(g.rules.settings['max-exchanges']);
          expect(r.final.history.length).toBe(r.final.exchange - 1);
          games++;
        }
      }
    }
    expect(games).toBe(60);
  });
});
