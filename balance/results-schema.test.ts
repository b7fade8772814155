import { describe, expect, it } from 'vitest';
import { TimingSchema } from './results-schema';

describe('TimingSchema', () => {
  it('reads a run stored with the withdrawn calibrated speed-up: the run loads, that figure is dropped', () => {
    const stored = { milliseconds: 76_000, gamesPerSecond: 2.6, workers: 2, speedup: { oneWorker: 1.5, allWorkers: 2.6, ratio: 1.78, calibrationGames: 20 } };
    expect(TimingSchema.parse(stored)).toEqual({ milliseconds: 76_000, gamesPerSecond: 2.6, workers: 2 });
  });

  it('keeps the one-worker run of a run measured with --speedup, and reads runs without it', () => {
    const measured = { milliseconds: 50_000, gamesPerSecond: 4, workers: 2, oneWorker: { milliseconds: 90_000, gamesPerSecond: 2.2 } };
    expect(TimingSchema.parse(measured)).toEqual(measured);
    expect(TimingSchema.parse({ milliseconds: 1, gamesPerSecond: 1, workers: 0 })).toEqual({ milliseconds: 1, gamesPerSecond: 1, workers: 0 });
    expect(TimingSchema.safeParse({ ...measured, oneWorker: { milliseconds: 'slow' } }).success).toBe(false);
  });
});
