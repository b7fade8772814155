import { describe, expect, it } from 'vitest';
import { expiresAt, expiryFor } from './durations';
import { createRng, rollD100, shuffled } from './rng';
import { openRound, passPriority, responseBlocked } from './stack';

describe('rng', () => {
  it('is deterministic per seed, uniform enough, 1–100, and consumes forced rolls first', () => {
    const a = createRng(42);
    const b = createRng(42);
    const ra = Array.from({ length: 1000 }, () => rollD100(a).value);
    const rb = Array.from({ length: 1000 }, () => rollD100(b).value);
    expect(ra).toEqual(rb);
    expect(Math.min(...ra)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ra)).toBeLessThanOrEqual(100);
    const mean = ra.reduce((x, y) => x + y, 0) / ra.length;
    expect(mean).toBeGreaterThan(45);
    expect(mean).toBeLessThan(56);
    const f = createRng(42, [7, 99]);
    expect([rollD100(f), rollD100(f)]).toEqual([
      { value: 7, forced: true },
      { value: 99, forced: true },
    ]);
    expect(rollD100(f).forced).toBe(false);
  });

  it('shuffles into a permutation without touching forced rolls', () => {
    const r = createRng(3, [50]);
    const out = shuffled(r, [1, 2, 3, 4, 5, 6]);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.forced).toEqual([50]);
  });
});

describe('durations measured from the controller', () => {
  it("'until the end of the opponent's next turn' ends after the opponent's turn", () => {
    // Played by A on turn 5: ends at the end of B's turn 6 (l.386).
    const halving = expiryFor('end-of-opponents-next-turn', 'A', { number: 5, player: 'A' });
    expect(halving).toEqual({ boundary: 'end', turn: 6 });
    // Played by B on turn 6: ends at the end of A's turn 7 (l.579).
    expect(expiryFor('end-of-opponents-next-turn', 'B', { number: 6, player: 'B' })).toEqual({ boundary: 'end', turn: 7 });
    // Played by B on A's turn 5: the opponent's next turn is A's turn 7.
    expect(expiryFor('end-of-opponents-next-turn', 'B', { number: 5, player: 'A' })).toEqual({ boundary: 'end', turn: 7 });
    expect(expiresAt(halving, 'end', 5)).toBe(false);
    expect(expiresAt(halving, 'start', 6)).toBe(false);
    expect(expiresAt(halving, 'end', 6)).toBe(true);
    expect(expiryFor('permanent', 'A', { number: 1, player: 'A' })).toBeNull();
  });
});

describe('stack priority and speed lock', () => {
  it('gives the other player priority first and closes after two passes in a row', () => {
    let p = openRound('A');
    expect(p.holder).toBe('B');
    const first = passPriority(p);
    expect(first.closed).toBe(false);
    expect(first.priority.holder).toBe('A');
    p = first.priority;
    expect(passPriority(p).closed).toBe(true);
  });

  it('locks out slower speeds, with the speeds a game declares', () => {
    // Any ladder works: these names are no game's.
    const ladder = { speeds: ['slow', 'quick', 'instant'] };
    const item = (speed: string) => ({ id: speed, controller: 'A' as const, speed });
    expect(responseBlocked(ladder, [], 'slow')).toBeNull();
    expect(responseBlocked(ladder, [item('slow')], 'slow')).toMatch(/slow speed needs an empty stack/);
    expect(responseBlocked(ladder, [item('slow')], 'quick')).toBeNull();
    expect(responseBlocked(ladder, [item('slow'), item('instant')], 'quick')).toMatch(/locked at instant/);
    expect(responseBlocked(ladder, [item('quick')], 'instant')).toBeNull();
    expect(responseBlocked(ladder, [item('quick')], 'quick')).toBeNull();
    expect(responseBlocked(ladder, [], 'lightning')).toMatch(/not one of the game's speeds/);
  });
});
