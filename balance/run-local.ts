/** Runs a simulation on this machine: in worker threads, or (workers = 0) in this thread. */
import { buildResults, type SimResults, type Timing } from '../games/sim/results';
import { playChunk, prepareRun } from './match-from-spec';
import { runInThreads, type WarmThreads } from './pool';
import { describeRun, type RunSpec } from './run-spec';
import { describeSkipped } from '../games/playable-sources';

export interface LocalRunOptions {
  workers: number;
  chunkSize?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Hears of the card and deck files left out for their errors (one line each), before the games start. */
  onSkipped?: (lines: string[]) => void;
  /** Threads kept between runs (the studio's); default: started for this run and closed after it. */
  warm?: WarmThreads;
}

export async function runLocally(spec: RunSpec, options: LocalRunOptions): Promise<SimResults> {
  // Prepared here too: a bad spec fails before any worker starts, and the report needs the deck names.
  const prepared = prepareRun(spec);
  if (prepared.skipped.length > 0) options.onSkipped?.(prepared.skipped.map(describeSkipped));
  const run = describeRun(spec, prepared);
  if (options.workers <= 0) {
    const started = performance.now();
    let done = 0;
    const tally = playChunk(prepared, 0, spec.games, () => {
      if (options.signal?.aborted) throw new Error('the run was stopped');
      options.onProgress?.(++done, spec.games);
    });
    const milliseconds = performance.now() - started;
    return buildResults(run, tally, { milliseconds, gamesPerSecond: spec.games / (milliseconds / 1000), workers: 0 });
  }
  const { tally, timing } = await runInThreads(spec, options);
  return buildResults(run, tally, timing);
}

/**
 * The speed-up, measured honestly: plays the run's games again on one worker thread and returns the
 * run's timing with that whole run's wall time beside its own (both include starting the threads and
 * preparing the content in them). It doubles the work, so it is only done when asked for.
 */
export async function withOneWorkerRun(spec: RunSpec, timing: Timing, options: Pick<LocalRunOptions, 'onProgress' | 'signal'> = {}): Promise<Timing> {
  const { timing: one } = await runInThreads(spec, { ...options, workers: 1 });
  return { ...timing, oneWorker: { milliseconds: one.milliseconds, gamesPerSecond: one.gamesPerSecond } };
}
