import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { inArray, sql } from 'drizzle-orm';
import { backends, useDatabase } from '../db/backends';
import { loadContentFolder } from '../../db/content-load';
import { contentDir } from '../../db/config';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { balanceRuns } from '../../db/schema';
import { createRun } from '../../db/balance-runs';
import { RunSpecSchema } from '../../balance/run-spec';
import type { RunDetail } from '../../db/balance-runs';
import type { User } from '../../db/roles';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('the balance API on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));
  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
    // What the studio does at start-up: runs play the database's cards and decks.
    await loadContentFolder(database().db, contentDir());
    process.env.CARDSMITH_SIM_WORKERS = '1';
    await database().db.delete(balanceRuns);
  });

  async function finished(id: string): Promise<{ run: RunDetail; progress: number[] }> {
    const progress: number[] = [];
    for (let i = 0; i < 600; i++) {
      const run = await caller().balance.get({ id });
      progress.push(run.gamesDone);
      if (run.status !== 'queued' && run.status !== 'running') return { run, progress };
      await sleep(100);
    }
    throw new Error(`run ${id} did not finish`);
  }

  it('offers the content folder’s game and decks', async () => {
    const options = await caller().balance.options();
    const game = options.games.find((g) => g.game === 'summoners-grid');
    expect(game?.decks).toEqual(expect.arrayContaining(['Player A', 'Player B']));
    expect(options.players).toEqual(['random', 'greedy', 'search']);
  });

  it('starts a run, reports progress, and stores consistent results', { timeout: 120_000 }, async () => {
    const { id } = await caller().balance.start({ game: 'summoners-grid', decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'random', B: 'random' }, games: 6, seed: 9, swapSides: false });
    const { run, progress } = await finished(id);
    expect(run.status).toBe('done');
    expect(run.gamesDone).toBe(6);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const r = run.results;
    if (!r) throw new Error('no results');
    expect(r.games).toBe(6);
    expect(r.wins.A.successes + r.wins.B.successes + r.wins.draw.successes + r.wins.unfinished).toBe(6);
    for (const rate of [r.wins.A, r.wins.B, r.firstPlayer]) expect(rate.low <= rate.rate && rate.rate <= rate.high).toBe(true);
    expect(r.length.histogram.reduce((n, h) => n + h.games, 0)).toBe(6 - r.wins.unfinished);
    expect(run.label).toBe('Player A vs Player B · random · 6 games · seed 9');
    expect((await caller().balance.list()).map((x) => x.id)).toContain(id);
    // The Balance page asks for its current game's runs.
    expect((await caller().balance.list({ game: 'summoners-grid' })).map((x) => x.id)).toContain(id);
    expect((await caller().balance.list({ game: 'mana-duel' })).map((x) => x.id)).not.toContain(id);
  });

  it('refuses an unknown deck with BAD_REQUEST and a clear message', async () => {
    await expect(
      caller().balance.start({ game: 'summoners-grid', decks: { A: 'Player A', B: 'Nobody' }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1, swapSides: false }),
    ).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'BAD_REQUEST' && e.message.includes('no deck "Nobody"'));
  });

  it('marks a studio run no live process plays (the server restarted) as failed when listing', async () => {
    const spec = RunSpecSchema.parse({ files: [{ path: 'r.smith', text: '' }], decks: { A: 'a', B: 'b' }, ai: { A: 'random', B: 'random' }, games: 3, seed: 1 });
    const summary = { game: 'summoners-grid', decks: { A: 'a', B: 'b' }, ai: spec.ai, swapSides: false, games: 3, seed: 1, maxActions: 3000 };
    await createRun(database().db, { id: 'orphan', label: 'orphan', runner: 'studio', spec, chunkSize: 3, summary });
    await createRun(database().db, { id: 'queued-elsewhere', label: 'queue', runner: 'queue', spec, chunkSize: 3, summary });
    await createRun(database().db, { id: 'other-studio', label: 'live elsewhere', runner: 'studio', spec, chunkSize: 3, summary });
    // Silent for ten minutes: no studio server is playing these two.
    await database().db.update(balanceRuns).set({ updatedAt: sql`now() - interval '10 minutes'` }).where(inArray(balanceRuns.id, ['orphan', 'queued-elsewhere']));
    const list = await caller().balance.list();
    expect(list.find((x) => x.id === 'orphan')).toMatchObject({ status: 'failed', error: 'the studio server stopped during the run' });
    expect(list.find((x) => x.id === 'queued-elsewhere')?.status).toBe('queued');
    expect(list.find((x) => x.id === 'other-studio')?.status).toBe('queued');
  });
});
