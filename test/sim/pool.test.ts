import { describe, expect, it } from 'vitest';
import { RunSpecError } from '../../balance/match-from-spec';
import { runLocally } from '../../balance/run-local';
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

  it('refuses a run whose deck does not exist before starting any worker', async () => {
    await expect(runLocally({ ...spec, decks: { A: 'Player A', B: 'Nobody' } }, { workers: 2 })).rejects.toThrow(RunSpecError);
  });
});
