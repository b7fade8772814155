/**
 * Plays a run's games on worker threads (the machine's cores), handing out chunks of games as workers
 * finish their last one. Tallies are whole-number counts merged in any order, so the results do not
 * depend on the number of workers or the chunk size.
 *
 * Workers run balance/sim-worker.ts under the project root through tsx (found at run time, so the studio's
 * bundler leaves it alone).
 */
import type { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { projectRoot } from '../db/config';
import { emptyTally, mergeTally, type Tally } from '../engine/sim/tally';
import type { Timing } from '../engine/sim/results';
import type { RunSpec } from './run-spec';
import { startTsWorker } from './ts-worker';
import { FromWorker } from './worker-protocol';

export interface PoolOptions {
  workers: number;
  /** First game index and number of games (default: the whole run). */
  from?: number;
  count?: number;
  /** Games per chunk (default: about ten chunks per worker, at most 100 games). */
  chunkSize?: number;
  /** Called after every finished game with the number finished so far. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Measure the speed-up: the first games (5%, at least 20 and at most 200) are played on one worker, the
   * rest on all of them; the throughputs of the two phases give the ratio. Ignored with one worker or
   * fewer than 100 games.
   */
  calibrate?: boolean;
  /** Stops the run (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

export interface PoolResult {
  tally: Tally;
  timing: Timing;
}

export function workerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'balance', 'sim-worker.ts');
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

export async function runInThreads(spec: RunSpec, options: PoolOptions): Promise<PoolResult> {
  const from = options.from ?? 0;
  const total = options.count ?? spec.games;
  const started = performance.now();
  const wanted = Math.max(1, Math.min(options.workers, total));
  const chunkSize = options.chunkSize ?? Math.max(1, Math.min(100, Math.ceil(total / (wanted * 10))));
  const calibration = options.calibrate && wanted > 1 && total >= 100 ? Math.max(20, Math.min(200, Math.ceil(total / 20))) : 0;
  const tally = emptyTally();
  let done = 0;
  const slots: Slot[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    wake?.();
  };
  const onAbort = () => fail(options.signal?.reason instanceof Error ? options.signal.reason : new Error('the run was stopped'));
  options.signal?.addEventListener('abort', onAbort);

  /** Resolves when something happens (a chunk finished, a worker became ready, a failure). */
  const nextEvent = () => new Promise<void>((resolve) => (wake = resolve));
  const events: FromWorker[] = [];
  const spawn = (): Slot => {
    const worker = startTsWorker(workerScript());
    const slot: Slot = { worker, busy: true };
    worker.on('message', (raw: unknown) => {
      const parsed = FromWorker.safeParse(raw);
      if (!parsed.success) return fail(new Error(`a simulation worker sent a bad message: ${parsed.error.message}`));
      const m = parsed.data;
      if (m.type === 'game') {
        done++;
        options.onProgress?.(done, total);
        return;
      }
      if (m.type === 'error') return fail(new Error(m.message));
      slot.busy = false;
      events.push(m);
      wake?.();
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`a simulation worker stopped with exit code ${code}`));
    });
    worker.postMessage({ type: 'start', spec });
    return slot;
  };

  try {
    let next = from;
    const last = from + total;
    const give = (slot: Slot, count: number) => {
      slot.busy = true;
      slot.worker.postMessage({ type: 'chunk', from: next, count });
      next += count;
    };
    /** Waits for `condition`, merging finished chunks and, with `dispatch`, giving idle workers the next chunk. */
    const until = async (condition: () => boolean, dispatch: boolean) => {
      for (;;) {
        if (failure) throw failure;
        while (events.length > 0) {
          const m = events.shift() as FromWorker;
          if (m.type === 'done') mergeTally(tally, m.tally);
        }
        if (condition()) return;
        if (dispatch) for (const slot of slots) if (!slot.busy && next < last) give(slot, Math.min(chunkSize, last - next));
        await nextEvent();
      }
    };
    for (let i = 0; i < wanted; i++) slots.push(spawn());
    await until(() => slots.every((s) => !s.busy), false);
    let speedup: Timing['speedup'];
    let oneWorker = 0;
    if (calibration > 0) {
      const t0 = performance.now();
      give(slots[0] as Slot, calibration);
      await until(() => tally.games >= calibration, false);
      oneWorker = calibration / Math.max(1e-9, (performance.now() - t0) / 1000);
    }
    const t1 = performance.now();
    await until(() => tally.games >= total, true);
    if (calibration > 0 && total > calibration) {
      const allWorkers = (total - calibration) / Math.max(1e-9, (performance.now() - t1) / 1000);
      speedup = { oneWorker, allWorkers, ratio: allWorkers / oneWorker, calibrationGames: calibration };
    }
    const milliseconds = performance.now() - started;
    return { tally, timing: { milliseconds, gamesPerSecond: total / (milliseconds / 1000), workers: wanted, ...(speedup ? { speedup } : {}) } };
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
