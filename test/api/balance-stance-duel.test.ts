/**
 * A stance duel run through the studio's runner (balance.start → worker threads → results), read back as
 * the Balance page reads it: beside the win rates, each stance's picks and rounds won and the matchup
 * matrix. Expectations come from the run's own counts: every exchange is counted once per player, the
 * picks add up to the choices made, the matrix is square and its mirrored cells agree (a round Attack won
 * against Defend is one Defend lost against Attack, unless nobody won it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { balanceRuns } from '../../db/schema';
import { loadContentFolder } from '../../db/content-load';
import { contentDir } from '../../db/config';
import type { User } from '../../db/roles';
import { finishedRun } from './finished-run';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);
const STANCES = ['Attack', 'Defend', 'Reckless', 'Riposte'];

describe.each(backends)('a stance duel run on the Balance page, on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));
  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
    process.env.CARDSMITH_SIM_WORKERS = '2';
    await database().db.delete(balanceRuns);
    // What the studio does at start-up: runs play the database's cards and decks.
    await loadContentFolder(database().db, contentDir());
  });

  const finished = (id: string) => finishedRun((input) => caller().balance.get(input), id);

  it('offers the stance duel and its decks', async () => {
    const options = await caller().balance.options();
    expect(options.games.find((g) => g.game === 'stance-duel')?.decks).toEqual(expect.arrayContaining(['Iron Wall', 'Red Fury', 'Quicksilver', 'Counterpoint']));
  });

  it('reports each stance\'s pick and win rate and the matchup matrix', { timeout: 300_000 }, async () => {
    const games = 40;
    const { id } = await caller().balance.start({ game: 'stance-duel', decks: { A: 'Iron Wall', B: 'Red Fury' }, ai: { A: 'random', B: 'random' }, games, seed: 3, swapSides: false });
    const run = await finished(id);
    expect(run.error).toBeNull();
    const r = run.results;
    if (!r) throw new Error('no results');
    expect(r.violations).toEqual([]);
    expect(r.wins.unfinished).toBe(0);
    // An exchange is a round with two choices, and a fight lasts at least 3 exchanges.
    expect(r.choices.map((c) => c.choice).sort()).toEqual(STANCES);
    const picks = r.choices.reduce((n, c) => n + c.picks, 0);
    expect(picks % 2).toBe(0);
    expect(picks).toBeGreaterThanOrEqual(games * 3 * 2);
    expect(r.choices.reduce((n, c) => n + c.pickRate, 0)).toBeCloseTo(1, 10);
    expect(r.matchups).toHaveLength(16);
    for (const c of r.choices) expect(r.matchups.filter((m) => m.mine === c.choice).reduce((n, m) => n + m.wins.trials, 0)).toBe(c.picks);
    for (const m of r.matchups) {
      const mirror = r.matchups.find((x) => x.mine === m.theirs && x.theirs === m.mine);
      expect(mirror?.wins.trials).toBe(m.wins.trials);
      if (m.mine !== m.theirs) expect((mirror?.wins.successes ?? 0) + m.wins.successes).toBeLessThanOrEqual(m.wins.trials);
    }
    // Riposte never attacks: against Riposte, Riposte wins no round (0 damage each: nobody wins).
    expect(r.matchups.find((m) => m.mine === 'Riposte' && m.theirs === 'Riposte')?.wins.successes).toBe(0);
  });
});
