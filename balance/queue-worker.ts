/**
 * `cardsmith worker`: takes chunks of queued runs from the job queue and plays them, one chunk per
 * thread at a time, recording each chunk's tally in the run's database. A thread keeps its run prepared
 * (content parsed) for the next chunk of the same run.
 */
import { hostname } from 'node:os';
import { getRunSpec, getRunStatus, failRun, recordChunk } from '../db/balance-runs';
import type { DatabaseHandle } from '../db/client';
import { prepareRun, RunSpecError } from './match-from-spec';
import { setCompilingFor } from './compile-in-thread';
import { SimThread } from './pool';
import { ChunkJob, CHUNK_QUEUE, startQueue } from './queue';

export type WorkerEvent =
  | { kind: 'started'; worker: string; job: ChunkJob }
  | { kind: 'finished'; worker: string; job: ChunkJob; recorded: boolean; seconds: number }
  | { kind: 'skipped'; worker: string; job: ChunkJob; why: string };

export interface QueueWorkerOptions {
  url: string;
  handle: DatabaseHandle;
  threads: number;
  onEvent?: (event: WorkerEvent) => void;
  env?: Record<string, string | undefined>;
}

export interface RunningWorker {
  /** Stops taking chunks, lets the chunks in hand finish, and closes the threads. */
  stop(): Promise<void>;
}

export async function startQueueWorker(options: QueueWorkerOptions): Promise<RunningWorker> {
  const threads = Math.max(1, options.threads);
  setCompilingFor(threads);
  const boss = await startQueue({ url: options.url, ...(options.env ? { env: options.env } : {}) });
  const db = options.handle.db;
  const slots: Array<{ runId: string; thread: SimThread } | undefined> = [];
  const play = async (slot: number, job: ChunkJob) => {
    const name = `${hostname()}:${process.pid}:${slot}`;
    const status = await getRunStatus(db, job.runId);
    if (!status || status.status === 'failed' || status.status === 'cancelled' || status.status === 'done') {
      return options.onEvent?.({ kind: 'skipped', worker: name, job, why: status ? `the run is ${status.status}` : 'the run no longer exists' });
    }
    let current = slots[slot];
    if (current?.runId !== job.runId) {
      if (current && !current.thread.usable) {
        await current.thread.close();
        slots[slot] = current = undefined;
      }
      const spec = await getRunSpec(db, job.runId);
      if (!spec) return options.onEvent?.({ kind: 'skipped', worker: name, job, why: 'the run no longer exists' });
      try {
        prepareRun(spec);
      } catch (error) {
        // Content that cannot be played fails the whole run at once: retrying would not help.
        if (error instanceof RunSpecError) {
          await failRun(db, job.runId, error.message);
          return options.onEvent?.({ kind: 'skipped', worker: name, job, why: error.message });
        }
        throw error;
      }
      // The slot's thread, still running, is prepared for the new run: no new thread to start.
      const thread = current ? current.thread : await SimThread.launch();
      slots[slot] = undefined;
      try {
        await thread.prepare(spec);
      } catch (error) {
        await thread.close();
        throw error;
      }
      slots[slot] = current = { runId: job.runId, thread };
    }
    options.onEvent?.({ kind: 'started', worker: name, job });
    const t0 = performance.now();
    const tally = await current.thread.play(job.from, job.count);
    const recorded = await recordChunk(db, { runId: job.runId, chunk: job.chunk, fromGame: job.from, games: job.count, tally, worker: name });
    options.onEvent?.({ kind: 'finished', worker: name, job, recorded, seconds: (performance.now() - t0) / 1000 });
  };
  for (let slot = 0; slot < threads; slot++) {
    await boss.work<unknown>(CHUNK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await play(slot, ChunkJob.parse(job.data));
    });
  }
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 60_000 });
      await Promise.all(slots.map((s) => s?.thread.close()));
    },
  };
}
