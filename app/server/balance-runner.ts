/**
 * Runs started from the studio's Balance page: stored in the database at once, played in the studio
 * server's worker threads in the background, their progress written to the run's row a few times a
 * second (the page polls it), their results stored when they finish. A run split over many machines is
 * `cardsmith simulate --queue` instead; it lands in the same table and shows on the same page.
 *
 * At most `runLimits()` runs play at once: CARDSMITH_RUNS_PER_USER per user (default 1) and
 * CARDSMITH_RUNS_TOTAL in all (default 2); each run already uses every worker thread. A run started past
 * a limit is stored as queued and starts, first come first served, when a run ends; the answer says so.
 *
 * The live runs' stop switches, the waiting runs and the warm simulation threads (kept started between
 * runs) are kept on `globalThis` (one scheduler per server process, whatever Next's bundles and reloads
 * do; see database.ts).
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { deckSources } from '../../db/decks';
import { createRun, failAbandonedRuns, failRun, finishRun, markRunning, setProgress } from '../../db/balance-runs';
import { PLAYER_KINDS } from '../../engine/ai/player';
import { runLabel } from '../../balance/run-label';
import { runLocally } from '../../balance/run-local';
import { WarmThreads } from '../../balance/pool';
import { describeRun, RunSpecSchema, type RunSpec } from '../../balance/run-spec';
import { CardVersions, contentGames, playedFiles, studioContent } from './game-sources';
import { languageWorker } from './language/client';

/** Upper bound on games per studio run: a bigger run belongs on the job queue. */
export const MAX_STUDIO_GAMES = 100_000;

export const StartRunInput = z.object({
  game: z.string().min(1),
  decks: z.object({ A: z.string().min(1), B: z.string().min(1) }),
  ai: z.object({ A: z.enum(PLAYER_KINDS), B: z.enum(PLAYER_KINDS) }),
  swapSides: z.boolean().default(false),
  games: z.number().int().min(1).max(MAX_STUDIO_GAMES),
  seed: z.number().int().min(0).max(2 ** 31 - 1),
  /** The database's cards as drafts (what designers are editing) or as published. */
  versions: CardVersions.default('draft'),
});
export type StartRunInput = z.infer<typeof StartRunInput>;

/** A run the studio refuses to start, with a message for the designer. */
export class StudioRunError extends Error {
  override name = 'StudioRunError';
}

export interface RunLimits {
  /** Runs one user may have playing at once. */
  perUser: number;
  /** Runs playing at once on this server. */
  total: number;
}

/** CARDSMITH_RUNS_PER_USER (default 1) and CARDSMITH_RUNS_TOTAL (default 2), read at every start. */
export function runLimits(env: Record<string, string | undefined> = process.env): RunLimits {
  const count = (text: string | undefined, fallback: number) => {
    const n = Number(text);
    return text !== undefined && text !== '' && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return { perUser: count(env.CARDSMITH_RUNS_PER_USER, 1), total: count(env.CARDSMITH_RUNS_TOTAL, 2) };
}

export const StartRunAnswer = z.object({
  id: z.string(),
  /** True when the run waits for another to end before it starts. */
  queued: z.boolean(),
  /** Runs waiting before this one. */
  ahead: z.number().int().nonnegative(),
  /** What to tell the designer when the run is queued. */
  notice: z.string().nullable(),
  /** Card and deck files left out of the run for their errors, one line each (the run's decks do not use them). */
  skipped: z.array(z.string()),
});
export type StartRunAnswer = z.infer<typeof StartRunAnswer>;

interface Waiting {
  id: string;
  user: number | null;
  spec: RunSpec;
  db: Database;
}

interface Scheduler {
  live: Map<string, { controller: AbortController; user: number | null }>;
  waiting: Waiting[];
  /** Simulation threads kept started between runs (enough for the runs that may play at once). */
  threads: WarmThreads;
}

const KEY = Symbol.for('cardsmith.balanceRuns');
type Slot = { [KEY]?: Scheduler };

function scheduler(): Scheduler {
  const slot = globalThis as Slot;
  slot[KEY] ??= { live: new Map(), waiting: [], threads: new WarmThreads(studioWorkers() * runLimits().total) };
  return slot[KEY];
}

/** The studio's warm simulation threads: a run after the first starts none, it only prepares its content. */
function warmThreads(): WarmThreads {
  return scheduler().threads;
}

function liveCount(user: number | null): number {
  let n = 0;
  for (const run of scheduler().live.values()) if (run.user === user) n += 1;
  return n;
}

/** Starts waiting runs, in order, while the limits allow. */
function startWaitingRuns(): void {
  const limits = runLimits();
  const s = scheduler();
  for (let i = 0; i < s.waiting.length && s.live.size < limits.total; ) {
    const next = s.waiting[i];
    if (!next) break;
    if (liveCount(next.user) >= limits.perUser) {
      i += 1;
      continue;
    }
    s.waiting.splice(i, 1);
    const controller = new AbortController();
    s.live.set(next.id, { controller, user: next.user });
    void play(next.db, next.id, next.spec, controller.signal).finally(() => {
      s.live.delete(next.id);
      startWaitingRuns();
    });
  }
}

function queuedNotice(user: number | null, ahead: number): string {
  const limits = runLimits();
  const why =
    liveCount(user) >= limits.perUser
      ? `you already have ${limits.perUser === 1 ? 'a run' : `${limits.perUser} runs`} playing (at most ${limits.perUser} per user at once)`
      : `${limits.total} runs are playing (at most ${limits.total} at once on this server)`;
  const before = ahead === 0 ? '' : ahead === 1 ? 'the run waiting before it has started and ' : `the ${ahead} runs waiting before it have started and `;
  return `queued: ${why}; it starts when ${before}a run ends`;
}

/** Worker threads per studio run: CARDSMITH_SIM_WORKERS, else one per core. */
export function studioWorkers(env: Record<string, string | undefined> = process.env): number {
  const wanted = Number(env.CARDSMITH_SIM_WORKERS);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : availableParallelism();
}

/** The games of the content folder, each with the decks of the database a run can play. */
export async function studioRunOptions(db: Database): Promise<Array<{ game: string; decks: string[] }>> {
  return Promise.all(contentGames().map(async (game) => ({ game, decks: (await deckSources(db, game)).map((d) => d.name) })));
}

export async function startStudioRun(db: Database, input: StartRunInput, createdBy: number | null): Promise<StartRunAnswer> {
  if (!contentGames().includes(input.game)) throw new StudioRunError(`no game "${input.game}" in the content folder`);
  const content = await studioContent(db, input.game, input.versions);
  for (const deck of [input.decks.A, input.decks.B]) if (!content.decks.some((d) => d.name === deck)) throw new StudioRunError(`the game "${input.game}" has no deck "${deck}"`);
  const spec = RunSpecSchema.parse({ files: playedFiles(content), decks: input.decks, ai: input.ai, swapSides: input.swapSides, games: input.games, seed: input.seed });
  // Reading the whole game (every card up to 200 KB) is the language worker's work, not this thread's.
  const prepared = await languageWorker().ask({ type: 'prepareRun', spec });
  if (!prepared.ok) throw new StudioRunError(prepared.message);
  const run = describeRun(spec, prepared);
  const id = randomUUID();
  const label = `${runLabel(run)}${input.versions === 'published' ? ' · published cards' : ''}`;
  await createRun(db, { id, label, runner: 'studio', spec, chunkSize: spec.games, summary: run, createdBy });
  const s = scheduler();
  s.waiting.push({ id, user: createdBy, spec, db });
  startWaitingRuns();
  const ahead = s.waiting.findIndex((w) => w.id === id);
  if (ahead < 0) return { id, queued: false, ahead: 0, notice: null, skipped: prepared.skipped };
  return { id, queued: true, ahead, notice: queuedNotice(createdBy, ahead), skipped: prepared.skipped };
}

/** Stops a live or waiting run of this server; false when it is neither here. */
export async function stopStudioRun(db: Database, id: string): Promise<boolean> {
  const s = scheduler();
  const waiting = s.waiting.findIndex((w) => w.id === id);
  if (waiting >= 0) s.waiting.splice(waiting, 1);
  const live = s.live.get(id);
  if (waiting < 0 && !live) return false;
  live?.controller.abort();
  await failRun(db, id, 'stopped from the Balance page', 'cancelled');
  return true;
}

/** Runs left unfinished by an earlier studio process are marked failed (called before listing runs). */
export function settleAbandonedRuns(db: Database): Promise<number> {
  const s = scheduler();
  return failAbandonedRuns(db, 'studio', [...s.live.keys(), ...s.waiting.map((w) => w.id)], 'the studio server stopped during the run');
}

async function play(db: Database, id: string, spec: RunSpec, signal: AbortSignal): Promise<void> {
  // Progress writes go one after another (never two racing) and at most every 250 ms, plus the last one.
  let written = Promise.resolve();
  let lastWrite = 0;
  const onProgress = (done: number, total: number) => {
    const now = performance.now();
    if (done < total && now - lastWrite < 250) return;
    lastWrite = now;
    written = written.then(() => setProgress(db, id, done)).catch(() => undefined);
  };
  try {
    await markRunning(db, id);
    const results = await runLocally(spec, { workers: Math.min(studioWorkers(), spec.games), onProgress, signal, warm: warmThreads() });
    await written;
    await finishRun(db, id, results);
  } catch (error) {
    await written;
    if (signal.aborted) return; // stopStudioRun recorded it
    await failRun(db, id, error instanceof Error ? error.message : String(error)).catch((e: unknown) => console.error(`cardsmith: balance run ${id}: ${String(e)}`));
  }
}
