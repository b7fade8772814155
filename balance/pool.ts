/**
 * Plays a run's games on worker threads (the machine's cores), handing out chunks of games as workers
 * finish their last one. Tallies are whole-number counts merged in any order, so the results do not
 * depend on the number of workers or the chunk size. The threads run compiled JavaScript
 * (lib/compiled-js.ts); a long-lived process (the studio) keeps them between runs (`WarmThreads`), so a
 * run after the first starts no thread at all and only prepares its content in the threads it is lent.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { projectRoot } from '../db/config';
import type { Timing } from '../games/sim/results';
import { emptyTally, mergeTally, type Tally } from '../games/sim/tally';
import { nextChunkSize } from './chunk-size';
import { setCompilingFor } from './compile-in-thread';
import type { RunSpec } from './run-spec';
import { startCompiledWorker } from '../lib/ts-worker';
import { FromWorker, type ToWorker } from './worker-protocol';

export interface PoolOptions {
  workers: number;
  /** First game index and number of games (default: the whole run). */
  from?: number;
  count?: number;
  /**
   * The most games in a chunk (default: about 25 chunks per worker, at most 100 games); chunks shrink
   * near the end of the run (balance/chunk-size.ts), so the threads finish together. A chunk costs two
   * messages and a tally of a few kilobytes.
   */
  chunkSize?: number;
  /** Called after every finished game with the number finished so far. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the run (the promise rejects). */
  signal?: AbortSignal;
  /** Threads kept between runs: taken from here and given back after the run (default: started and closed for this run). */
  warm?: WarmThreads;
}

export interface PoolResult {
  tally: Tally;
  timing: Timing;
}

/** balance/sim-worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function workerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'balance', 'sim-worker.ts');
}

/** One worker thread; prepared for a run spec, it plays chunks of it, one at a time. */
export class SimThread {
  private pending: { resolve: (t: Tally) => void; reject: (e: Error) => void; onGame?: (index: number) => void } | undefined;
  private failure: Error | undefined;
  private turns: Promise<unknown> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (raw: unknown) => this.receive(raw));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`a simulation worker stopped${code === 0 ? '' : ` with exit code ${code}`}`)));
  }

  /** Starts a thread (not yet prepared for any run). */
  static async launch(): Promise<SimThread> {
    return new SimThread(await startCompiledWorker(workerScript()));
  }

  /** Starts a thread and prepares `spec` in it (parses the content once). */
  static async start(spec: RunSpec): Promise<SimThread> {
    const thread = await SimThread.launch();
    await thread.prepare(spec);
    return thread;
  }

  /** Prepares `spec` in this thread (parses its content), replacing the run it was prepared for. */
  prepare(spec: RunSpec): Promise<void> {
    return this.untilReady({ type: 'start', spec });
  }

  /** Resolves when the thread answers: it has loaded its code and is ready for a run. */
  ping(): Promise<void> {
    return this.untilReady({ type: 'ping' });
  }

  private untilReady(message: ToWorker): Promise<void> {
    return this.inTurn(
      () =>
        new Promise<void>((resolve, reject) => {
          if (this.failure) return reject(this.failure);
          this.pending = { resolve: () => resolve(), reject };
          this.worker.postMessage(message);
        }),
    );
  }

  /** False once the thread failed or was closed. */
  get usable(): boolean {
    return this.failure === undefined;
  }

  /** Whether this thread keeps the process alive: an idle warm thread does not. */
  keepsProcessAlive(yes: boolean): void {
    if (yes) this.worker.ref();
    else this.worker.unref();
  }

  /**
   * Plays games `from`..`from + count - 1`. Calls made while a chunk is in hand wait their turn (a queue
   * job that timed out may still be playing here when the next one arrives), so each answer is matched
   * to its own chunk.
   */
  play(from: number, count: number, onGame?: (index: number) => void): Promise<Tally> {
    return this.inTurn(() => this.playNow(from, count, onGame));
  }

  private inTurn<T>(turn: () => Promise<T>): Promise<T> {
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

/**
 * Worker threads kept started between runs, for a long-lived process (the studio server): a run takes
 * the idle ones it needs (starting more if there are too few) and gives them back when it ends. A
 * thread that failed or was closed (a stopped run) is not given back. Idle threads do not keep the
 * process alive; at most `keep` are kept, the rest are closed.
 */
export class WarmThreads {
  private readonly idle: SimThread[] = [];
  /** Threads this keeper has started in all (the rest of the runs' threads were warm ones). */
  launched = 0;

  constructor(private readonly keep: number) {}

  async take(): Promise<SimThread> {
    for (let thread = this.idle.pop(); thread; thread = this.idle.pop()) {
      if (!thread.usable) continue;
      thread.keepsProcessAlive(true);
      return thread;
    }
    this.launched += 1;
    return SimThread.launch();
  }

  async give(thread: SimThread): Promise<void> {
    if (thread.usable && this.idle.length < this.keep) {
      thread.keepsProcessAlive(false);
      this.idle.push(thread);
    } else await thread.close();
  }

  /** Threads waiting for the next run. */
  get idleCount(): number {
    return this.idle.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((t) => t.close()));
  }
}

export async function runInThreads(spec: RunSpec, options: PoolOptions): Promise<PoolResult> {
  const from = options.from ?? 0;
  const total = options.count ?? spec.games;
  const last = from + total;
  const started = performance.now();
  const wanted = Math.max(1, Math.min(options.workers, total));
  const chunkSize = options.chunkSize ?? Math.max(1, Math.min(100, Math.ceil(total / (wanted * 25))));
  const tally = emptyTally();
  let done = 0;
  const onGame = () => options.onProgress?.(++done, total);
  const threads: SimThread[] = [];
  const stop = () => void Promise.all(threads.map((t) => t.close()));
  options.signal?.addEventListener('abort', stop);
  const warm = options.warm;
  if (!warm) setCompilingFor(wanted);
  const start = async (): Promise<SimThread> => {
    const thread = warm ? await warm.take() : await SimThread.launch();
    threads.push(thread);
    await thread.prepare(spec);
    return thread;
  };
  try {
    const settled = await Promise.allSettled(Array.from({ length: wanted }, start));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.signal?.aborted) throw new Error('the run was stopped');
    let next = from;
    await Promise.all(
      threads.map(async (thread) => {
        while (next < last) {
          const count = nextChunkSize(last - next, wanted, chunkSize);
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
    await Promise.all(threads.map((t) => (warm ? warm.give(t) : t.close())));
  }
}
