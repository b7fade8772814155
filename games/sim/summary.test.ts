import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/core/engine';
import { pennies } from '../../engine/testing/pennies';
import { seatsFor } from '../../engine/sim/series';
import { summarizedGame } from './summary';

describe('summaries of headless games', () => {
  const engine = new Engine(pennies);
  const options = { ai: { A: 'greedy', B: 'random' } as const, swapSides: true };

  it('summarises a checked game of a module without card hooks: no cards, no first player, the seats it was played with', () => {
    const seats = seatsFor(options, 3);
    const g = summarizedGame(engine, { A: 5, B: 5 }, seats, 3, 8, { check: true, maxActions: 200 });
    expect(g).toMatchObject({ index: 3, players: { A: 'random', B: 'greedy' }, first: null, violations: [] });
    expect(g.cards).toEqual({ A: { deck: [], cards: {} }, B: { deck: [], cards: {} } });
    expect(g.turns).toBeGreaterThan(0);
    expect(['A', 'B', 'draw']).toContain(g.winner);
    // Deterministic: the same index and seed give the same game.
    expect(summarizedGame(engine, { A: 5, B: 5 }, seats, 3, 8, { check: false, maxActions: 200 })).toEqual(g);
  });
});
