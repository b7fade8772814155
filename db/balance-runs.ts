/**
 * Simulation runs in the database (issue 8): created by the studio or by `cardsmith simulate --queue`,
 * advanced by whoever plays their games, read by the Balance page. Rows leave this module parsed by zod.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tally } from '../games/sim/tally';
import type { SimResults } from '../games/sim/results';
import { RunSpecSchema, type RunSpec } from '../balance/run-spec';
import { GAME_OF_EARLY_RUNS, RunDescriptionSchema, SimResultsSchema } from '../balance/results-schema';
import { TallySchema } from '../balance/worker-protocol';
import type { Database } from './client';
import { balanceRunChunks, balanceRuns } from './schema';

export const RunStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type RunStatus = z.infer<typeof RunStatus>;

/** What a list of runs shows without loading results: the inputs and the headline rates. */
export const RunSummary = RunDescriptionSchema.extend({ winA: z.number().optional(), winB: z.number().optional() });
export type RunSummary = z.infer<typeof RunSummary>;

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((d) => d.toISOString());

export const RunListItem = z.object({
  id: z.string(),
  label: z.string(),
  status: RunStatus,
  runner: z.string(),
  games: z.number().int(),
  gamesDone: z.number().int(),
  summary: RunSummary.nullable(),
  error: z.string().nullable(),
  createdAt: IsoTime,
  finishedAt: IsoTime.nullable(),
});
export type RunListItem = z.infer<typeof RunListItem>;
const RunListRow = RunListItem.extend({ createdAt: RowTime, finishedAt: RowTime.nullable() });

export const RunDetail = RunListItem.extend({ results: SimResultsSchema.nullable() });
export type RunDetail = z.infer<typeof RunDetail>;
const RunDetailRow = RunDetail.extend({ createdAt: RowTime, finishedAt: RowTime.nullable() });

const listColumns = {
  id: balanceRuns.id,
  label: balanceRuns.label,
  status: balanceRuns.status,
  runner: balanceRuns.runner,
  games: balanceRuns.games,
  gamesDone: balanceRuns.gamesDone,
  summary: balanceRuns.summary,
  error: balanceRuns.error,
  createdAt: balanceRuns.createdAt,
  finishedAt: balanceRuns.finishedAt,
};

export interface NewRun {
  id: string;
  label: string;
  runner: 'studio' | 'queue';
  spec: RunSpec;
  chunkSize: number;
  summary: RunSummary;
  createdBy?: number | null;
}

export async function createRun(db: Database, run: NewRun): Promise<void> {
  await db.insert(balanceRuns).values({
    id: run.id,
    label: run.label,
    runner: run.runner,
    spec: RunSpecSchema.parse(run.spec),
    games: run.spec.games,
    chunkSize: run.chunkSize,
    summary: RunSummary.parse(run.summary),
    createdBy: run.createdBy ?? null,
  });
}

export async function markRunning(db: Database, id: string): Promise<void> {
  await db.update(balanceRuns).set({ status: 'running', updatedAt: sql`now()` }).where(and(eq(balanceRuns.id, id), eq(balanceRuns.status, 'queued')));
}

/** Progress of a run played in one place (the studio's threads): games finished so far. */
export async function setProgress(db: Database, id: string, gamesDone: number): Promise<void> {
  await db.update(balanceRuns).set({ gamesDone, updatedAt: sql`now()` }).where(eq(balanceRuns.id, id));
}

/**
 * Records a chunk's tally once: the insert and the progress move together, and a second attempt of the
 * same chunk (retried after its worker died) changes nothing. Returns whether this call recorded it.
 */
export async function recordChunk(db: Database, chunk: { runId: string; chunk: number; fromGame: number; games: number; tally: Tally; worker: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(balanceRunChunks)
      .values({ ...chunk, tally: TallySchema.parse(chunk.tally) })
      .onConflictDoNothing()
      .returning({ chunk: balanceRunChunks.chunk });
    if (inserted.length === 0) return false;
    await tx
      .update(balanceRuns)
      .set({ gamesDone: sql`${balanceRuns.gamesDone} + ${chunk.games}`, status: 'running', updatedAt: sql`now()` })
      .where(eq(balanceRuns.id, chunk.runId));
    return true;
  });
}

/** The recorded chunks of a run, by chunk number. */
export async function chunkRows(db: Database, runId: string): Promise<Array<{ chunk: number; tally: Tally; worker: string }>> {
  const rows = await db
    .select({ chunk: balanceRunChunks.chunk, tally: balanceRunChunks.tally, worker: balanceRunChunks.worker })
    .from(balanceRunChunks)
    .where(eq(balanceRunChunks.runId, runId))
    .orderBy(balanceRunChunks.chunk);
  return rows.map((r) => ({ chunk: r.chunk, tally: TallySchema.parse(r.tally), worker: r.worker }));
}

export async function finishRun(db: Database, id: string, results: SimResults): Promise<void> {
  const parsed = SimResultsSchema.parse(results);
  const [row] = await db.select({ summary: balanceRuns.summary }).from(balanceRuns).where(eq(balanceRuns.id, id));
  const summary = { ...RunSummary.parse(row?.summary ?? parsed.run), winA: parsed.wins.A.rate, winB: parsed.wins.B.rate };
  await db
    .update(balanceRuns)
    .set({ status: 'done', results: parsed, summary, gamesDone: parsed.games, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(balanceRuns.id, id));
}

export async function failRun(db: Database, id: string, error: string, status: 'failed' | 'cancelled' = 'failed'): Promise<void> {
  await db.update(balanceRuns).set({ status, error, updatedAt: sql`now()`, finishedAt: sql`now()` }).where(eq(balanceRuns.id, id));
}

/** The newest runs, of one game when `game` is given (the game its summary names; an early run's is Summoner's Grid). */
export async function listRuns(db: Database, game?: string, limit = 50): Promise<RunListItem[]> {
  const ofGame = game === undefined ? undefined : sql`coalesce(${balanceRuns.summary}->>'game', ${GAME_OF_EARLY_RUNS}) = ${game}`;
  const rows = await db.select(listColumns).from(balanceRuns).where(ofGame).orderBy(desc(balanceRuns.createdAt), desc(balanceRuns.id)).limit(limit);
  return z.array(RunListRow).parse(rows);
}

export async function getRun(db: Database, id: string): Promise<RunDetail | undefined> {
  const [row] = await db.select({ ...listColumns, results: balanceRuns.results }).from(balanceRuns).where(eq(balanceRuns.id, id));
  return row ? RunDetailRow.parse(row) : undefined;
}

export async function getRunSpec(db: Database, id: string): Promise<RunSpec | undefined> {
  const [row] = await db.select({ spec: balanceRuns.spec }).from(balanceRuns).where(eq(balanceRuns.id, id));
  return row ? RunSpecSchema.parse(row.spec) : undefined;
}

export async function getRunStatus(db: Database, id: string): Promise<{ status: RunStatus; gamesDone: number; games: number; error: string | null } | undefined> {
  const [row] = await db.select({ status: balanceRuns.status, gamesDone: balanceRuns.gamesDone, games: balanceRuns.games, error: balanceRuns.error }).from(balanceRuns).where(eq(balanceRuns.id, id));
  return row ? z.object({ status: RunStatus, gamesDone: z.number().int(), games: z.number().int(), error: z.string().nullable() }).parse(row) : undefined;
}

/**
 * Marks the unfinished runs of `runner` that no live process is playing (the studio stopped during the
 * run) as failed, so the Balance page never shows a run waiting forever. Only runs silent for
 * `silentSeconds` count: another studio server on the same database may be playing the others.
 * Returns how many it marked.
 */
export async function failAbandonedRuns(db: Database, runner: 'studio' | 'queue', alive: readonly string[], error: string, silentSeconds = 120): Promise<number> {
  const open = await db
    .select({ id: balanceRuns.id })
    .from(balanceRuns)
    .where(
      and(
        eq(balanceRuns.runner, runner),
        inArray(balanceRuns.status, ['queued', 'running']),
        sql`${balanceRuns.updatedAt} < now() - make_interval(secs => ${silentSeconds})`,
      ),
    );
  const abandoned = open.map((r) => r.id).filter((id) => !alive.includes(id));
  if (abandoned.length === 0) return 0;
  await db.update(balanceRuns).set({ status: 'failed', error, updatedAt: sql`now()`, finishedAt: sql`now()` }).where(inArray(balanceRuns.id, abandoned));
  return abandoned.length;
}
