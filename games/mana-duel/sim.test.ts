/**
 * The mana duel through the generic simulator: random-vs-random games with every check on (probes refused,
 * enumerated actions accepted, inputs never mutated, the game's invariants, replay identical), and the AI
 * players against each other (seats alternate so the first player's edge cancels out).
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/core/engine';
import type { PlayerId } from '../../engine/core/players';
import { createPlayer, type PlayerKind } from '../../engine/ai/index';
import { playGame } from '../../engine/sim/play';
import type { ManaAction } from './actions';
import { manaDuel } from './game';
import { DEFAULT_RULES } from './rules';
import type { ManaState } from './state';
import { SIM_DECKS } from './test-cards';

const engine = new Engine(manaDuel(DEFAULT_RULES));

/** Games won by `hero` against `villain`, alternating seats; every game must finish. */
function series(hero: PlayerKind, villain: PlayerKind, games: number, firstSeed: number, search = { playouts: 8, maxRolloutActions: 60 }): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seed = firstSeed + g;
    const heroSeat: PlayerId = g % 2 === 0 ? 'A' : 'B';
    const r = playGame(engine, SIM_DECKS, seed, {
      maxActions: 3000,
      check: false,
      players: (sd) => {
        const heroPlayer = createPlayer<ManaState, ManaAction>(hero, sd * 2 + 1, { search });
        const villainPlayer = createPlayer<ManaState, ManaAction>(villain, sd * 2 + 2, { search });
        return heroSeat === 'A' ? { A: heroPlayer, B: villainPlayer } : { A: villainPlayer, B: heroPlayer };
      },
    });
    expect(r.winner === 'A' || r.winner === 'B').toBe(true);
    if (r.winner === heroSeat) wins++;
  }
  return wins;
}

describe('simulation', () => {
  it('plays 200 random-vs-random games with every check on: all finish, no violation', () => {
    const violations: string[] = [];
    let unfinished = 0;
    let turns = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = playGame(engine, SIM_DECKS, seed, { maxActions: 3000, check: true });
      violations.push(...r.violations.map((v) => `seed ${seed}: ${v}`));
      if (r.winner === null) unfinished++;
      turns += r.turns;
    }
    expect(violations).toEqual([]);
    expect(unfinished).toBe(0);
    console.log(`200 random games: average ${(turns / 200).toFixed(1)} turns`);
  });

  it('greedy beats random in at least 90% of 40 games', () => {
    const wins = series('greedy', 'random', 40, 1000);
    console.log(`greedy vs random: ${wins}/40`);
    expect(wins).toBeGreaterThanOrEqual(36);
  });

  /**
   * The brief asked for search to beat greedy more often than not. It does not, reliably: over 280 games
   * at 8–64 playouts, 2–6 candidates and evaluation scales 6–30 it won 140 (50%; this test's 20 seeds
   * give 11), and a variant of the evaluation did not change that either; greedy's one-ply choice is
   * usually right in this game (attacks draw no counterattack), and the search's determinized playouts
   * (the opponent's hidden hand redealt each time) are noisier than the differences between its candidate
   * actions. So this test asserts what holds — search is a real player, far from random (random wins
   * 0 of 40 against greedy) — and prints the rate, which the README reports.
   */
  it('search (16 playouts) holds its own against greedy over 20 games', () => {
    const wins = series('search', 'greedy', 20, 2000, { playouts: 16, maxRolloutActions: 60 });
    console.log(`search vs greedy: ${wins}/20`);
    expect(wins).toBeGreaterThanOrEqual(6);
  });
});
