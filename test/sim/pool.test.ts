import { describe, expect, it } from 'vitest';
import { RunSpecError } from '../../balance/match-from-spec';
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
