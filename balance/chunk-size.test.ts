import { describe, expect, it } from 'vitest';
import { nextChunkSize } from './chunk-size';

describe('chunk sizes of a run', () => {
  it('stay at the largest size while much is left', () => {
    // 1,000 games on 2 threads, chunks of at most 20: a quarter of what is left is 250.
    expect(nextChunkSize(1000, 2, 20)).toBe(20);
    expect(nextChunkSize(80, 2, 20)).toBe(20);
  });

  it('shrink near the end to a quarter of what is left on 2 threads, then to one game', () => {
    expect(nextChunkSize(60, 2, 20)).toBe(15);
    expect(nextChunkSize(9, 2, 20)).toBe(3);
    expect(nextChunkSize(3, 2, 20)).toBe(1);
    expect(nextChunkSize(1, 2, 20)).toBe(1);
  });

  it('never exceed what is left, and one thread gets half of it', () => {
    expect(nextChunkSize(2, 1, 20)).toBe(1);
    expect(nextChunkSize(30, 1, 20)).toBe(15);
    expect(nextChunkSize(5, 0, 20)).toBe(3);
  });

  it('add up to the whole run, whatever the sizes', () => {
    for (const [games, workers, largest] of [[1000, 2, 20], [7, 3, 100], [1, 2, 5], [333, 4, 9]] as const) {
      let left: number = games;
      let chunks = 0;
      while (left > 0) {
        const n = nextChunkSize(left, workers, largest);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(largest);
        left -= n;
        chunks++;
      }
      expect(left).toBe(0);
      expect(chunks).toBeLessThanOrEqual(games);
    }
  });
});
