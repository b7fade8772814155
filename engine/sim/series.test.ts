import { describe, expect, it } from 'vitest';
import { createPlayer } from '../ai/index';
import { Engine } from '../core/engine';
import { pennies, type PenniesAction, type PenniesState } from '../testing/pennies';
import { playGame } from './play';
import { playSeries, seatsFor } from './series';

describe('a series of headless games', () => {
  const engine = new Engine(pennies);
  const options = { games: 20, seed: 5, ai: { A: 'greedy', B: 'random' } as const, swapSides: true, check: true, maxActions: 200 };
  const play = (seats: { A: 'greedy' | 'random' | 'search'; B: 'greedy' | 'random' | 'search' }, seed: number) =>
    playGame(engine, { A: 5, B: 5 }, seed, { check: true, maxActions: 200, players: (s) => ({ A: createPlayer<PenniesState, PenniesAction>(seats.A, s * 2 + 1), B: createPlayer<PenniesState, PenniesAction>(seats.B, s * 2 + 2) }) });

  it('swaps seats on odd games and counts wins by seat and by player', () => {
    expect(seatsFor(options, 0)).toEqual({ A: 'greedy', B: 'random' });
    expect(seatsFor(options, 1)).toEqual({ A: 'random', B: 'greedy' });
    const records: Array<{ winner: string | null; seats: Record<string, string> }> = [];
    const result = playSeries(options, (seats, seed) => {
      const r = play(seats, seed);
      records.push({ winner: r.winner, seats });
      return r;
    });
    // Tallied independently from the records: a kind's wins are the games where the winning seat held it.
    const greedyWins = records.filter((r) => r.winner && r.seats[r.winner] === 'greedy').length;
    expect(result.players.find((p) => p.kind === 'greedy')?.wins.successes).toBe(greedyWins);
    expect(result.players.find((p) => p.kind === 'greedy')?.wins.trials).toBe(20);
    expect(result.seats.A.successes + result.seats.B.successes + result.draws + result.unfinished).toBe(20);
    expect(result.violations).toEqual([]);
    expect(result.averageTurns).toBeGreaterThan(1);
  });
});
