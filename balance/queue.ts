/**
 * The job queue of queued runs: pg-boss in the run's PostgreSQL database (its own schema, `pgboss` unless
 * CARDSMITH_QUEUE_SCHEMA says otherwise). A run is split into chunks of games; each chunk is a job that
 * any `cardsmith worker` may take. A job whose worker dies stays active until it expires
 * (`chunkTimeoutSeconds`), then pg-boss's maintenance puts it back for another worker: no game is lost,
 * and the chunk table's "first result wins" keeps a retried chunk from counting twice.
 */
import PgBoss from 'pg-boss';
import { z } from 'zod';

export const CHUNK_QUEUE = 'cardsmith-sim-chunks';

export const ChunkJob = z.object({ runId: z.string().min(1), chunk: z.number().int().min(0), from: z.number().int().min(0), count: z.number().int().positive() });
export type ChunkJob = z.infer<typeof ChunkJob>;

export interface QueueSettings {
  url: string;
  /** How often this process expires jobs whose worker went silent (seconds). */
  maintenanceIntervalSeconds?: number;
  env?: Record<string, string | undefined>;
}

export function queueSchema(env: Record<string, string | undefined> = process.env): string {
  return env.CARDSMITH_QUEUE_SCHEMA || 'pgboss';
}

export async function startQueue(settings: QueueSettings): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: settings.url,
    schema: queueSchema(settings.env),
    max: 4,
    ...(settings.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => console.error(`cardsmith: job queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(CHUNK_QUEUE);
  return boss;
}

/** The chunks of a run: consecutive game ranges of `chunkSize` games (the last one shorter). */
export function chunkPlan(runId: string, games: number, chunkSize: number): ChunkJob[] {
  const out: ChunkJob[] = [];
  for (let from = 0, chunk = 0; from < games; from += chunkSize, chunk++) out.push({ runId, chunk, from, count: Math.min(chunkSize, games - from) });
  return out;
}

/** A chunk size giving a run about 20 chunks per expected worker, between 5 and 200 games. */
export function defaultChunkSize(games: number): number {
  return Math.max(5, Math.min(200, Math.ceil(games / 40)));
}

export interface EnqueueOptions {
  /** A chunk not finished this long after a worker took it is given to another worker. */
  chunkTimeoutSeconds: number;
  /** Attempts after the first (a chunk fails the run only after this many deaths). */
  retryLimit: number;
}

/** Puts a run's chunks on the queue; returns each chunk's job id (by chunk number). */
export async function enqueueChunks(boss: PgBoss, chunks: readonly ChunkJob[], options: EnqueueOptions): Promise<string[]> {
  const ids = chunks.map(() => crypto.randomUUID());
  await boss.insert(chunks.map((data, i) => ({ id: ids[i] as string, name: CHUNK_QUEUE, data, expireInSeconds: options.chunkTimeoutSeconds, retryLimit: options.retryLimit })));
  return ids;
}
