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
   * Search beats greedy only with enough playouts compared on common samples (the game's search hints:
   * 64 playouts, `commonSamples`): the opponent's hidden hand, redealt for every playout, moves a
   * position's value more than the choice between two good actions does. Measured with the command line
   * (`simulate --game mana-duel --ai search,greedy --swap-sides --games 200`, seeds 1 and 500): 57–58.5%,
   * both 95% intervals above 50%. That takes minutes; this test keeps to what a quick run shows — search
   * at 16 playouts is a real player against greedy — and prints its rate.
   */
  it('search (16 playouts) holds its own against greedy over 20 games', () => {
    const wins = series('search', 'greedy', 20, 2000, { playouts: 16, maxRolloutActions: 60 });
    console.log(`search vs greedy: ${wins}/20`);
    expect(wins).toBeGreaterThanOrEqual(6);
    // 20 searched games cost about 10 CPU-seconds; on a loaded machine (a CI run beside other work took
    // 31 s) the suite's 30 s default would fail a correct run, so this one test gets more room.
  }, 120_000);
});
