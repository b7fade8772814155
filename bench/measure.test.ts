import { describe, expect, it } from 'vitest';
import { interleavedRounds, pairedRatio, showSpread, spread } from './measure';

describe('benchmark statistics', () => {
  it('a median and its spread: the middle value, or the mean of the two middle ones', () => {
    expect(spread([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 });
    expect(spread([10, 1, 2, 3])).toEqual({ median: 2.5, min: 1, max: 10, runs: 4 });
    expect(() => spread([])).toThrow('no measurements');
  });

  it('ratios to the baseline are taken round by round', () => {
    // Rounds: 2/1, 4/1, 6/3 → 2, 4, 2; the ratio of the medians (4 / 1) would say 4.
    expect(pairedRatio([2, 4, 6], [1, 1, 3])).toEqual({ median: 2, min: 2, max: 4, runs: 3 });
    expect(() => pairedRatio([1], [1, 2])).toThrow('1 task rounds against 2 baseline rounds');
  });

  it('runs each task once to warm up, then the rounds interleaved, one time per round', () => {
    const calls: string[] = [];
    const times = interleavedRounds({ a: () => void calls.push('a'), b: () => void calls.push('b') }, 3);
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(times.a).toHaveLength(3);
    expect(times.b).toHaveLength(3);
    for (const t of [...(times.a ?? []), ...(times.b ?? [])]) expect(t).toBeGreaterThanOrEqual(0);
  });

  it('warms up as many rounds as asked, and collects garbage before a measured call only when asked', () => {
    const calls: string[] = [];
    let collections = 0;
    const collector = () => void (collections += 1);
    interleavedRounds({ a: () => void calls.push('a') }, 2, { warmups: 3, collectGarbage: false, collector });
    expect(calls).toHaveLength(5);
    expect(collections).toBe(0);
    interleavedRounds({ a: () => void calls.push('a') }, 2, { collector });
    expect(collections).toBe(2);
  });

  it('shows a median with its spread', () => {
    expect(showSpread({ median: 12.345, min: 11.9, max: 14, runs: 9 }, 1)).toBe('12.3 (11.9–14.0)');
    expect(showSpread({ median: 2.5, min: 2.25, max: 3, runs: 9 }, 2, '×')).toBe('2.50× (2.25–3.00)');
  });
});
