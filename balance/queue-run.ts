/**
 * `cardsmith simulate --queue`: creates the run in the database, puts its chunks on the job queue, and
 * waits while `cardsmith worker` processes (anywhere) play them, showing progress; then merges the
 * chunks' tallies into the run's results and stores them.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrationsDir } from '../db/config';
import { migrateDatabase } from '../db/migrate';
import { chunkRows, createRun, failRun, finishRun, getRunStatus } from '../db/balance-runs';
import { buildResults, type SimResults } from '../games/sim/results';
import { emptyTally, mergeTally } from '../games/sim/tally';
import { prepareRun } from './match-from-spec';
import { chunkPlan, CHUNK_QUEUE, defaultChunkSize, enqueueChunks, startQueue } from './queue';
import { describeRun, type RunSpec } from './run-spec';
import { runLabel } from './run-label';

export class QueueRunError extends Error {
  override name = 'QueueRunError';
}

export interface QueueRunOptions {
  /** The PostgreSQL server (DATABASE_URL). */
  url: string;
  chunkSize?: number;
  chunkTimeoutSeconds?: number;
  retryLimit?: number;
  onProgress?: (done: number, total: number) => void;
  /** Told once the run exists, with its id (to show where workers should look). */
  onCreated?: (runId: string, chunks: number) => void;
  env?: Record<string, string | undefined>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runOnQueue(spec: RunSpec, options: QueueRunOptions): Promise<SimResults> {
  const prepared = prepareRun(spec);
  const run = describeRun(spec, prepared);
  const chunkSize = options.chunkSize ?? defaultChunkSize(spec.games);
  const chunkTimeoutSeconds = options.chunkTimeoutSeconds ?? 900;
  let handle: DatabaseHandle | undefined;
  let boss: Awaited<ReturnType<typeof startQueue>> | undefined;
  const started = performance.now();
  try {
    handle = await openDatabase({ backend: 'postgres', url: options.url }, { purpose: 'cardsmith simulate --queue' });
    await migrateDatabase(handle, migrationsDir());
    boss = await startQueue({ url: options.url, maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(chunkTimeoutSeconds / 4))), ...(options.env ? { env: options.env } : {}) });
    const runId = randomUUID();
    await createRun(handle.db, { id: runId, label: runLabel(run), runner: 'queue', spec, chunkSize, summary: run });
    const chunks = chunkPlan(runId, spec.games, chunkSize);
    const ids = await enqueueChunks(boss, chunks, { chunkTimeoutSeconds, retryLimit: options.retryLimit ?? 5 });
    options.onCreated?.(runId, chunks.length);
    let lastCheck = 0;
    for (;;) {
      const status = await getRunStatus(handle.db, runId);
      if (!status) throw new QueueRunError(`run ${runId} disappeared from the database`);
      if (status.status === 'failed' || status.status === 'cancelled') throw new QueueRunError(`run ${runId} ${status.status}: ${status.error ?? ''}`);
      options.onProgress?.(status.gamesDone, status.games);
      if (status.gamesDone >= status.games) break;
      if (performance.now() - lastCheck > 5000) {
        lastCheck = performance.now();
        const recorded = new Set((await chunkRows(handle.db, runId)).map((c) => c.chunk));
        for (const c of chunks) {
          if (recorded.has(c.chunk)) continue;
          const job = await boss.getJobById(CHUNK_QUEUE, ids[c.chunk] as string);
          if (job?.state === 'failed') {
            const message = `chunk ${c.chunk} (games ${c.from}–${c.from + c.count - 1}) failed ${options.retryLimit ?? 5} retries`;
            await failRun(handle.db, runId, message);
            throw new QueueRunError(message);
          }
        }
      }
      await sleep(500);
    }
    const rows = await chunkRows(handle.db, runId);
    const tally = rows.reduce((t, r) => mergeTally(t, r.tally), emptyTally());
    const milliseconds = performance.now() - started;
    const results = buildResults(run, tally, { milliseconds, gamesPerSecond: spec.games / (milliseconds / 1000), workers: new Set(rows.map((r) => r.worker)).size });
    await finishRun(handle.db, runId, results);
    return results;
  } finally {
    await boss?.stop({ graceful: false, wait: true, close: true });
    await handle?.close();
  }
}
