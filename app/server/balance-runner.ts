/**
 * Runs started from the studio's Balance page: stored in the database at once, played in the studio
 * server's worker threads in the background, their progress written to the run's row a few times a
 * second (the page polls it), their results stored when they finish. A run split over many machines is
 * `cardsmith simulate --queue` instead; it lands in the same table and shows on the same page.
 *
 * The live runs' stop switches are kept on `globalThis` (one map per server process, whatever Next's
 * bundles and reloads do; see database.ts).
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { contentDir } from '../../db/config';
import { cards } from '../../db/schema';
import { createRun, failAbandonedRuns, failRun, finishRun, markRunning, setProgress } from '../../db/balance-runs';
import { PLAYER_KINDS } from '../../engine/ai/player';
import { prepareRun, RunSpecError } from '../../balance/match-from-spec';
import { runLabel } from '../../balance/run-label';
import { runLocally } from '../../balance/run-local';
import { describeRun, RunSpecSchema, type RunSpec } from '../../balance/run-spec';
import { studioGames, studioRunFiles } from '../../balance/studio-content';

/** Upper bound on games per studio run: a bigger run belongs on the job queue. */
export const MAX_STUDIO_GAMES = 100_000;

export const StartRunInput = z.object({
  game: z.string().min(1),
  decks: z.object({ A: z.string().min(1), B: z.string().min(1) }),
  ai: z.object({ A: z.enum(PLAYER_KINDS), B: z.enum(PLAYER_KINDS) }),
  swapSides: z.boolean().default(false),
  games: z.number().int().min(1).max(MAX_STUDIO_GAMES),
  seed: z.number().int().min(0).max(2 ** 31 - 1),
});
export type StartRunInput = z.infer<typeof StartRunInput>;

/** A run the studio refuses to start, with a message for the designer. */
export class StudioRunError extends Error {
  override name = 'StudioRunError';
}

const KEY = Symbol.for('cardsmith.balanceRuns');
type Slot = { [KEY]?: Map<string, AbortController> };

function liveRuns(): Map<string, AbortController> {
  const slot = globalThis as Slot;
  slot[KEY] ??= new Map();
  return slot[KEY];
}

/** Worker threads per studio run: CARDSMITH_SIM_WORKERS, else one per core. */
export function studioWorkers(env: Record<string, string | undefined> = process.env): number {
  const wanted = Number(env.CARDSMITH_SIM_WORKERS);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : availableParallelism();
}

export async function startStudioRun(db: Database, input: StartRunInput, createdBy: number | null): Promise<{ id: string }> {
  const games = await studioGames(contentDir());
  const game = games.find((g) => g.game === input.game);
  if (!game) throw new StudioRunError(`no game "${input.game}" in the content folder`);
  for (const deck of [input.decks.A, input.decks.B]) if (!game.decks.includes(deck)) throw new StudioRunError(`the game "${input.game}" has no deck "${deck}"`);
  const drafts = new Map((await db.select({ id: cards.id, source: cards.draftSource }).from(cards).where(eq(cards.game, input.game))).map((r) => [r.id, r.source]));
  const { files, drafted } = await studioRunFiles(contentDir(), input.game, drafts);
  const spec = RunSpecSchema.parse({ files, decks: input.decks, ai: input.ai, swapSides: input.swapSides, games: input.games, seed: input.seed });
  let deckNames;
  try {
    deckNames = prepareRun(spec).deckNames;
  } catch (error) {
    if (error instanceof RunSpecError) throw new StudioRunError(error.message);
    throw error;
  }
  const run = describeRun(spec, deckNames);
  const id = randomUUID();
  const label = `${runLabel(run)}${drafted > 0 ? ` · ${drafted} edited card${drafted === 1 ? '' : 's'}` : ''}`;
  await createRun(db, { id, label, runner: 'studio', spec, chunkSize: spec.games, summary: run, createdBy });
  const controller = new AbortController();
  liveRuns().set(id, controller);
  void play(db, id, spec, controller.signal).finally(() => liveRuns().delete(id));
  return { id };
}

/** Stops a live run of this server; false when it is not playing here. */
export async function stopStudioRun(db: Database, id: string): Promise<boolean> {
  const controller = liveRuns().get(id);
  if (!controller) return false;
  controller.abort();
  await failRun(db, id, 'stopped from the Balance page', 'cancelled');
  return true;
}

/** Runs left unfinished by an earlier studio process are marked failed (called before listing runs). */
export function settleAbandonedRuns(db: Database): Promise<number> {
  return failAbandonedRuns(db, 'studio', [...liveRuns().keys()], 'the studio server stopped during the run');
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
    const results = await runLocally(spec, { workers: Math.min(studioWorkers(), spec.games), calibrate: spec.games >= 100, onProgress, signal });
    await written;
    await finishRun(db, id, results);
  } catch (error) {
    await written;
    if (signal.aborted) return; // stopStudioRun recorded it
    await failRun(db, id, error instanceof Error ? error.message : String(error)).catch((e: unknown) => console.error(`cardsmith: balance run ${id}: ${String(e)}`));
  }
}
