/**
 * The chain duel through the generic simulator: random-vs-random games with every check on (probes
 * refused, enumerated actions accepted, inputs never mutated, the game's invariants, replay identical),
 * and the greedy player against the random one over every pairing of the content's four decks, seats
 * alternating so that neither the first player's edge nor a deck's strength decides.
 */
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../engine/ai/index';
import type { PlayerId } from '../../engine/core/players';
import { playGame } from '../../engine/sim/play';
import type { ChainAction } from './actions';
import type { ChainState } from './state';
import { CONTENT, decks, ENGINE } from './test-content';

const names = CONTENT.decks.map((d) => d.name);
const pairings = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

describe('simulation', () => {
  it('plays 120 random-vs-random games with every check on: all finish, no violation', () => {
    const violations: string[] = [];
    let unfinished = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const [a, b] = pairings[seed % pairings.length] ?? ['', ''];
      const r = playGame(ENGINE, decks(a, b), seed, { maxActions: 3000, check: true });
      violations.push(...r.violations.map((v) => `seed ${seed}: ${v}`));
      if (r.winner === null) unfinished++;
    }
    expect(violations).toEqual([]);
    expect(unfinished).toBe(0);
  });

  it('greedy beats random in at least 90% of 60 games (every pairing of decks, both seats)', () => {
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const [a, b] = pairings[Math.floor(g / 2) % pairings.length] ?? ['', ''];
      const heroSeat: PlayerId = g % 2 === 0 ? 'A' : 'B';
      const r = playGame(ENGINE, decks(a, b), 5000 + g, {
        maxActions: 3000,
        check: false,
        players: (sd) => {
          const hero = createPlayer<ChainState, ChainAction>('greedy', sd * 2 + 1);
          const villain = createPlayer<ChainState, ChainAction>('random', sd * 2 + 2);
          return heroSeat === 'A' ? { A: hero, B: villain } : { A: villain, B: hero };
        },
      });
      if (r.winner === heroSeat) wins++;
    }
    console.log(`greedy vs random: ${wins}/${games}`);
    expect(wins).toBeGreaterThanOrEqual(54);
  });
});
