/**
 * Run limits of the studio's Balance runs: at most CARDSMITH_RUNS_PER_USER runs per user and
 * CARDSMITH_RUNS_TOTAL in all play at once; the rest are queued (the answer says so) and start in order
 * as runs end. Checked by watching the runs' statuses in the database while they play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, useDatabase } from '../db/backends';
import { loadContentFolder } from '../../db/content-load';
import { contentDir } from '../../db/config';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { balanceRuns } from '../../db/schema';
import type { RunListItem } from '../../db/balance-runs';
import type { User, UserRole } from '../../db/roles';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const saved = { perUser: process.env.CARDSMITH_RUNS_PER_USER, total: process.env.CARDSMITH_RUNS_TOTAL, workers: process.env.CARDSMITH_SIM_WORKERS };

describe.each(backends)('balance run limits on $name', (backend) => {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User>;
  const as = (role: UserRole) => createCaller(contextAs(database(), byRole[role]));
  const run = (seed: number) => ({ game: 'summoners-grid', decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'random' as const, B: 'random' as const }, games: 12, seed, swapSides: false });

  beforeAll(async () => {
    byRole = await usersByRole(database());
    // What the studio does at start-up: runs play the database's cards and decks.
    await loadContentFolder(database().db, contentDir());
    process.env.CARDSMITH_RUNS_PER_USER = '1';
    process.env.CARDSMITH_RUNS_TOTAL = '2';
    process.env.CARDSMITH_SIM_WORKERS = '1';
    await database().db.delete(balanceRuns);
  });
  afterAll(() => {
    for (const [name, value] of [['CARDSMITH_RUNS_PER_USER', saved.perUser], ['CARDSMITH_RUNS_TOTAL', saved.total], ['CARDSMITH_SIM_WORKERS', saved.workers]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('plays at most 1 run per user and 2 in all; queues the rest, says so, and plays every one in the end', { timeout: 180_000 }, async () => {
    expect((await as('viewer').balance.options()).limits).toEqual({ perUser: 1, total: 2 });
    const d1 = await as('designer').balance.start(run(1));
    const d2 = await as('designer').balance.start(run(2));
    const d3 = await as('designer').balance.start(run(3));
    const p1 = await as('publisher').balance.start(run(4));
    const p2 = await as('publisher').balance.start(run(5));
    expect(d1).toMatchObject({ queued: false, ahead: 0, notice: null });
    expect(d2).toMatchObject({ queued: true, ahead: 0 });
    expect(d2.notice).toBe('queued: you already have a run playing (at most 1 per user at once); it starts when a run ends');
    expect(d3).toMatchObject({ queued: true, ahead: 1 });
    expect(d3.notice).toBe('queued: you already have a run playing (at most 1 per user at once); it starts when the run waiting before it has started and a run ends');
    expect(p1).toMatchObject({ queued: false });
    // The publisher's second run: the server is full as well as the publisher's own share.
    expect(p2).toMatchObject({ queued: true, ahead: 2 });
    expect(p2.notice).toMatch(/^queued: you already have a run playing/);

    const owner = new Map([[d1.id, 'designer'], [d2.id, 'designer'], [d3.id, 'designer'], [p1.id, 'publisher'], [p2.id, 'publisher']]);
    let maxTotal = 0;
    let maxPerUser = 0;
    let statuses: RunListItem[] = [];
    for (let i = 0; i < 1500; i++) {
      statuses = (await as('viewer').balance.list()).filter((r) => owner.has(r.id));
      const running = statuses.filter((r) => r.status === 'running');
      maxTotal = Math.max(maxTotal, running.length);
      for (const who of ['designer', 'publisher']) maxPerUser = Math.max(maxPerUser, running.filter((r) => owner.get(r.id) === who).length);
      // Queued runs start in order: a user's later run never plays before the earlier one ended.
      const status = (id: string) => statuses.find((r) => r.id === id)?.status;
      if (status(d3.id) !== 'queued') expect(status(d2.id)).not.toMatch(/queued|running/);
      if (status(d2.id) !== 'queued') expect(status(d1.id)).not.toMatch(/queued|running/);
      if (statuses.every((r) => r.status !== 'queued' && r.status !== 'running')) break;
      await sleep(50);
    }
    expect(statuses.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(maxTotal).toBe(2);
    expect(maxPerUser).toBe(1);
  });

  it('a queued run can be stopped before it starts, and then never plays', { timeout: 120_000 }, async () => {
    const first = await as('designer').balance.start(run(6));
    const second = await as('designer').balance.start(run(7));
    expect(second.queued).toBe(true);
    expect(await as('designer').balance.stop({ id: second.id })).toEqual({ stopped: true });
    for (let i = 0; i < 600 && (await as('viewer').balance.get({ id: first.id })).status !== 'done'; i++) await sleep(100);
    await sleep(300);
    expect((await as('viewer').balance.get({ id: second.id })).status).toBe('cancelled');
    expect((await as('viewer').balance.get({ id: second.id })).gamesDone).toBe(0);
  });
});
