import { describe, expect, it } from 'vitest';
import { RunSpecError } from '../../balance/match-from-spec';
import { WarmThreads } from '../../balance/pool';
import { runLocally, withOneWorkerRun } from '../../balance/run-local';
import { gameFiles } from '../../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../../balance/run-spec';
import type { SimResults } from '../../games/sim/results';

const files = await gameFiles('content/summoners-grid');
const spec: RunSpec = RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'greedy', B: 'random' }, swapSides: true, games: 12, seed: 5 });

function withoutTiming(r: SimResults): Omit<SimResults, 'timing'> {
  const { timing: _timing, ...rest } = r;
  return rest;
}

describe('worker threads', () => {
  it('give the same results as one thread, whatever the chunks', { timeout: 180_000 }, async () => {
    const progress: number[] = [];
    const here = await runLocally(spec, { workers: 0 });
    const threads = await runLocally(spec, { workers: 2, chunkSize: 2, onProgress: (done) => progress.push(done) });
    expect(JSON.stringify(withoutTiming(threads))).toBe(JSON.stringify(withoutTiming(here)));
    expect(threads.timing?.workers).toBe(2);
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('measure the speed-up against a one-worker run of the same games, when asked', { timeout: 180_000 }, async () => {
    const small = { ...spec, games: 4 };
    const threads = await runLocally(small, { workers: 2 });
    const timing = threads.timing;
    if (!timing) throw new Error('a run in threads has its timing');
    expect(timing.oneWorker).toBeUndefined();
    const progress: number[] = [];
    const measured = await withOneWorkerRun(small, timing, { onProgress: (done) => progress.push(done) });
    // The run's own figures stay; the one-worker run played the same 4 games, one by one.
    expect(measured).toMatchObject({ milliseconds: timing.milliseconds, gamesPerSecond: timing.gamesPerSecond, workers: 2 });
    expect(progress).toEqual([1, 2, 3, 4]);
    const one = measured.oneWorker;
    expect(one?.milliseconds).toBeGreaterThan(0);
    expect(one?.gamesPerSecond).toBeCloseTo(4 / ((one?.milliseconds ?? 0) / 1000), 6);
  });

  it('refuses a run whose deck does not exist before starting any worker', async () => {
    await expect(runLocally({ ...spec, decks: { A: 'Player A', B: 'Nobody' } }, { workers: 2 })).rejects.toThrow(RunSpecError);
  });
});

describe('warm threads', () => {
  it('serve run after run without starting new ones, and give the same results as fresh threads', { timeout: 180_000 }, async () => {
    const warm = new WarmThreads(2);
    try {
      const first = await runLocally(spec, { workers: 2, chunkSize: 3, warm });
      expect(warm.launched).toBe(2);
      expect(warm.idleCount).toBe(2);
      // Another content (the mana duel) in the same threads: the new spec replaces the old one.
      const duelFiles = await gameFiles('content/mana-duel');
      const duel = RunSpecSchema.parse({ files: duelFiles, decks: { A: 'Fire and Fury', B: 'Stone Wall' }, ai: { A: 'greedy', B: 'random' }, games: 6, seed: 3 });
      const duelWarm = await runLocally(duel, { workers: 2, chunkSize: 1, warm });
      const again = await runLocally(spec, { workers: 2, chunkSize: 5, warm });
      expect(warm.launched).toBe(2);
      expect(warm.idleCount).toBe(2);
      expect(JSON.stringify(withoutTiming(again))).toBe(JSON.stringify(withoutTiming(first)));
      const duelHere = await runLocally(duel, { workers: 0 });
      expect(JSON.stringify(withoutTiming(duelWarm))).toBe(JSON.stringify(withoutTiming(duelHere)));
    } finally {
      await warm.close();
    }
    expect(warm.idleCount).toBe(0);
  });

  it('are not kept after a stopped run (its threads were closed mid-chunk)', { timeout: 180_000 }, async () => {
    const warm = new WarmThreads(2);
    const controller = new AbortController();
    const run = runLocally({ ...spec, games: 40 }, { workers: 2, chunkSize: 20, warm, signal: controller.signal, onProgress: (done) => done === 1 && controller.abort() });
    await expect(run).rejects.toThrow();
    expect(warm.idleCount).toBe(0);
    // The next run starts fresh threads and plays normally.
    const next = await runLocally({ ...spec, games: 4 }, { workers: 2, warm });
    expect(next.timing?.workers).toBe(2);
    expect(warm.launched).toBe(4);
    await warm.close();
  });

  it('keep at most their limit; the others are closed', { timeout: 180_000 }, async () => {
    const warm = new WarmThreads(1);
    await runLocally({ ...spec, games: 4 }, { workers: 2, warm });
    expect(warm.idleCount).toBe(1);
    await warm.close();
  });
});
