/**
 * Plays a run's games on worker threads (the machine's cores), handing out chunks of games as workers
 * finish their last one. Tallies are whole-number counts merged in any order, so the results do not
 * depend on the number of workers or the chunk size.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { projectRoot } from '../db/config';
import type { Timing } from '../games/sim/results';
import { emptyTally, mergeTally, type Tally } from '../games/sim/tally';
import type { RunSpec } from './run-spec';
import { startTsWorker } from '../lib/ts-worker';
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
  /** Stops the run (the promise rejects). */
  signal?: AbortSignal;
}

export interface PoolResult {
  tally: Tally;
  timing: Timing;
}

/** balance/sim-worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function workerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'balance', 'sim-worker.ts');
}

/** One worker thread prepared for one run spec; plays chunks of it, one at a time. */
export class SimThread {
  private pending: { resolve: (t: Tally) => void; reject: (e: Error) => void; onGame?: (index: number) => void } | undefined;
  private failure: Error | undefined;
  private turns: Promise<unknown> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (raw: unknown) => this.receive(raw));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`a simulation worker stopped${code === 0 ? '' : ` with exit code ${code}`}`)));
  }

  /** Starts a thread and prepares `spec` in it (parses the content once). */
  static start(spec: RunSpec): Promise<SimThread> {
    const thread = new SimThread(startTsWorker(workerScript()));
    return new Promise((resolve, reject) => {
      thread.pending = { resolve: () => resolve(thread), reject };
      thread.worker.postMessage({ type: 'start', spec });
    });
  }

  /**
   * Plays games `from`..`from + count - 1`. Calls made while a chunk is in hand wait their turn (a queue
   * job that timed out may still be playing here when the next one arrives), so each answer is matched
   * to its own chunk.
   */
  play(from: number, count: number, onGame?: (index: number) => void): Promise<Tally> {
    const turn = () => this.playNow(from, count, onGame);
    const result = this.turns.then(turn, turn);
    this.turns = result.catch(() => undefined);
    return result;
  }

  private playNow(from: number, count: number, onGame?: (index: number) => void): Promise<Tally> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, ...(onGame ? { onGame } : {}) };
      this.worker.postMessage({ type: 'chunk', from, count });
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error('the simulation worker was closed');
    await this.worker.terminate();
  }

  private receive(raw: unknown): void {
    const parsed = FromWorker.safeParse(raw);
    if (!parsed.success) return this.fail(new Error(`a simulation worker sent a bad message: ${parsed.error.message}`));
    const m = parsed.data;
    if (m.type === 'game') return this.pending?.onGame?.(m.index);
    if (m.type === 'error') return this.fail(new Error(m.message));
    const p = this.pending;
    this.pending = undefined;
    p?.resolve(m.type === 'done' ? m.tally : emptyTally());
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const p = this.pending;
    this.pending = undefined;
    p?.reject(error);
  }
}

export async function runInThreads(spec: RunSpec, options: PoolOptions): Promise<PoolResult> {
  const from = options.from ?? 0;
  const total = options.count ?? spec.games;
  const last = from + total;
  const started = performance.now();
  const wanted = Math.max(1, Math.min(options.workers, total));
  const chunkSize = options.chunkSize ?? Math.max(1, Math.min(100, Math.ceil(total / (wanted * 10))));
  const tally = emptyTally();
  let done = 0;
  const onGame = () => options.onProgress?.(++done, total);
  const threads: SimThread[] = [];
  const stop = () => void Promise.all(threads.map((t) => t.close()));
  options.signal?.addEventListener('abort', stop);
  try {
    const starting = Array.from({ length: wanted }, () => SimThread.start(spec));
    const settled = await Promise.allSettled(starting);
    for (const s of settled) if (s.status === 'fulfilled') threads.push(s.value);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.signal?.aborted) throw new Error('the run was stopped');
    let next = from;
    await Promise.all(
      threads.map(async (thread) => {
        while (next < last) {
          const count = Math.min(chunkSize, last - next);
          const at = next;
          next += count;
          mergeTally(tally, await thread.play(at, count, onGame));
        }
      }),
    );
    const milliseconds = performance.now() - started;
    return { tally, timing: { milliseconds, gamesPerSecond: total / (milliseconds / 1000), workers: wanted } };
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await Promise.all(threads.map((t) => t.close()));
  }
}
