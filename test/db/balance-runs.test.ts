import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useDatabase } from './backends';
import { chunkRows, createRun, failRun, finishRun, getRun, getRunSpec, getRunStatus, listRuns, recordChunk } from '../../db/balance-runs';
import { balanceRuns } from '../../db/schema';
import { RunSpecSchema } from '../../balance/run-spec';
import { buildResults } from '../../games/sim/results';
import { emptyTally } from '../../games/sim/tally';

const spec = RunSpecSchema.parse({
  files: [{ path: 'ruleset.smith', text: 'ruleset "Tiny" {}\n' }],
  decks: { A: 'Left', B: 'Right' },
  ai: { A: 'greedy', B: 'random' },
  games: 10,
  seed: 3,
});
const summary = { game: 'summoners-grid', decks: { A: 'Left', B: 'Right' }, ai: spec.ai, swapSides: false, games: 10, seed: 3, maxActions: 3000 };

/** A chunk's tally: `games` games, `winsA` of them won by seat A and the rest by B. */
function tally(games: number, winsA: number) {
  const t = emptyTally();
  t.games = games;
  t.wins = { A: winsA, B: games - winsA, draw: 0, unfinished: 0 };
  return t;
}

describe.each(backends)('balance runs on $name', (backend) => {
  const database = useDatabase(backend);
  beforeEach(async () => {
    await database().db.delete(balanceRuns);
    await createRun(database().db, { id: 'r1', label: 'Left vs Right', runner: 'queue', spec, chunkSize: 4, summary });
  });

  it('stores the spec as given and starts queued with no games done', async () => {
    expect(await getRunSpec(database().db, 'r1')).toEqual(spec);
    expect(await getRunStatus(database().db, 'r1')).toEqual({ status: 'queued', gamesDone: 0, games: 10, error: null });
    expect(await getRunStatus(database().db, 'nope')).toBeUndefined();
  });

  it('records each chunk once: a retried chunk neither counts twice nor replaces the first result', async () => {
    const db = database().db;
    expect(await recordChunk(db, { runId: 'r1', chunk: 0, fromGame: 0, games: 4, tally: tally(4, 3), worker: 'w1' })).toBe(true);
    expect(await recordChunk(db, { runId: 'r1', chunk: 0, fromGame: 0, games: 4, tally: tally(4, 0), worker: 'w2' })).toBe(false);
    expect(await recordChunk(db, { runId: 'r1', chunk: 1, fromGame: 4, games: 4, tally: tally(4, 1), worker: 'w2' })).toBe(true);
    expect(await getRunStatus(db, 'r1')).toEqual({ status: 'running', gamesDone: 8, games: 10, error: null });
    const rows = await chunkRows(db, 'r1');
    expect(rows.map((r) => [r.chunk, r.worker, r.tally.wins.A])).toEqual([
      [0, 'w1', 3],
      [1, 'w2', 1],
    ]);
  });

  it('keeps results and headline rates when a run finishes, and the error when one fails', async () => {
    const db = database().db;
    const results = buildResults(summary, tally(10, 7), { milliseconds: 1000, gamesPerSecond: 10, workers: 1 });
    await finishRun(db, 'r1', results);
    const run = await getRun(db, 'r1');
    expect(run?.status).toBe('done');
    expect(run?.gamesDone).toBe(10);
    expect(run?.results?.wins.A.successes).toBe(7);
    expect(run?.summary?.winA).toBeCloseTo(0.7, 10);
    expect(run?.finishedAt).not.toBeNull();

    await createRun(db, { id: 'r2', label: 'second', runner: 'studio', spec, chunkSize: 10, summary });
    await failRun(db, 'r2', 'the content has errors');
    const list = await listRuns(db);
    expect(list.map((r) => [r.id, r.status, r.error])).toEqual([
      ['r2', 'failed', 'the content has errors'],
      ['r1', 'done', null],
    ]);
  });

  it("lists one game's runs when asked, an early run (its summary names no game) as Summoner's Grid's", async () => {
    const db = database().db;
    await createRun(db, { id: 'r2', label: 'mana', runner: 'studio', spec, chunkSize: 10, summary: { ...summary, game: 'mana-duel' } });
    await createRun(db, { id: 'r3', label: 'early', runner: 'studio', spec, chunkSize: 10, summary });
    const { game: _dropped, ...early } = summary;
    await db.update(balanceRuns).set({ summary: early }).where(eq(balanceRuns.id, 'r3'));
    const ids = async (game?: string) => (await listRuns(db, game)).map((r) => r.id).sort();
    expect(await ids()).toEqual(['r1', 'r2', 'r3']);
    expect(await ids('mana-duel')).toEqual(['r2']);
    expect(await ids('summoners-grid')).toEqual(['r1', 'r3']);
    expect(await ids('chain-duel')).toEqual([]);
    // A game id is data, not SQL.
    expect(await ids("x' or '1'='1")).toEqual([]);
  });
});
