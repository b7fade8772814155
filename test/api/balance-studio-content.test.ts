/**
 * Balance runs play the studio's cards and decks (issue 15): a deck built in the deck builder with a card
 * only the database has is offered and played; a broken deck file in content/ is reported and skipped,
 * and does not fail runs of other decks; the published versions leave out a card never published.
 * On a copy of the content folder, seeded as the studio seeds it at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { loadContentFolder } from '../../db/content-load';
import { seedCards } from '../../db/seed';
import type { User } from '../../db/roles';
import { contextAs, usersByRole } from './context';
import { finishedRun } from './finished-run';

const createCaller = createCallerFactory(appRouter);
const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-balance-studio-'));
const content = join(tmp, 'content');
const previousContent = process.env.CARDSMITH_CONTENT_DIR;

// A deck file naming a card that exists nowhere: what "Write to content/" once wrote.
const BROKEN = 'deck "Broken Deck" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Nowhere Card"\n  }\n}\n';
const SPARK_TRIO = 'deck "Spark Trio" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Studio Spark"\n    2 "Blast Bolt"\n  }\n}\n';

beforeAll(() => {
  cpSync('content', content, { recursive: true });
  writeFileSync(join(content, 'summoners-grid/decks/broken-deck.smith'), BROKEN);
  process.env.CARDSMITH_CONTENT_DIR = content;
});
afterAll(() => {
  if (previousContent === undefined) delete process.env.CARDSMITH_CONTENT_DIR;
  else process.env.CARDSMITH_CONTENT_DIR = previousContent;
  rmSync(tmp, { recursive: true, force: true });
});

describe.each(backends)('Balance runs of studio cards and decks on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));

  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
    process.env.CARDSMITH_SIM_WORKERS = '1';
    await loadContentFolder(database().db, content);
    const spark = readFileSync('content/summoners-grid/cards/action/blast-bolt.smith', 'utf8').replace('action "Blast Bolt"', 'action "Studio Spark"');
    await seedCards(database().db, [{ id: 'studio-spark', game: 'summoners-grid', kind: 'action', name: 'Studio Spark', source: spark, file: 'studio-spark.smith' }]);
    expect(await caller().decks.create({ game: 'summoners-grid', source: SPARK_TRIO })).toMatchObject({ status: 'created' });
  });

  const finished = (id: string) => finishedRun((input) => caller().balance.get(input), id);

  it('offers the deck builder’s decks beside the seeded ones', async () => {
    const decks = (await caller().balance.options()).games.find((g) => g.game === 'summoners-grid')?.decks ?? [];
    expect(decks).toEqual(expect.arrayContaining(['Spark Trio', 'Player B', 'Broken Deck']));
  });

  it('plays a studio deck with a studio-only card, reporting and skipping the broken deck file', { timeout: 120_000 }, async () => {
    const started = await caller().balance.start({ game: 'summoners-grid', decks: { A: 'Spark Trio', B: 'Player B' }, ai: { A: 'greedy', B: 'random' }, games: 4, seed: 3, swapSides: false });
    expect(started.skipped).toHaveLength(1);
    expect(started.skipped[0]).toContain('content/summoners-grid/decks/broken-deck.smith');
    expect(started.skipped[0]).toContain('Nowhere Card');
    expect(started.skipped[0]).toContain('deck "Broken Deck"');
    const run = await finished(started.id);
    expect(run.status).toBe('done');
    expect(run.results?.games).toBe(4);
    // Deck A holds Studio Spark in every game: its row counts the 4 games, from seat A only.
    const spark = run.results?.cards.find((c) => c.name === 'Studio Spark');
    expect(spark?.games).toBe(4);
    expect(spark?.playedBy.B.games).toBe(0);
  });

  it('refuses a run of the broken deck, saying why', async () => {
    await expect(caller().balance.start({ game: 'summoners-grid', decks: { A: 'Broken Deck', B: 'Player B' }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1, swapSides: false })).rejects.toSatisfy(
      (e) => e instanceof TRPCError && e.code === 'BAD_REQUEST' && e.message.includes('the deck "Broken Deck" cannot be played') && e.message.includes('Nowhere Card'),
    );
  });

  it('with the published versions, a card never published is absent: the deck naming it cannot play, the content’s decks can', { timeout: 120_000 }, async () => {
    await expect(caller().balance.start({ game: 'summoners-grid', decks: { A: 'Spark Trio', B: 'Player B' }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1, swapSides: false, versions: 'published' })).rejects.toSatisfy(
      (e) => e instanceof TRPCError && e.message.includes('the deck "Spark Trio" cannot be played') && e.message.includes('Studio Spark'),
    );
    const started = await caller().balance.start({ game: 'summoners-grid', decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1, swapSides: false, versions: 'published' });
    const run = await finished(started.id);
    expect(run.status).toBe('done');
    expect(run.label).toBe('Player A vs Player B · random · 2 games · seed 1 · published cards');
  });
});
