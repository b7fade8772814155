/**
 * The studio server's DSL work runs on its language worker (app/server/language/): the server answers a
 * health check within 200 ms while another request saves and analyses the largest draft allowed, one
 * built to be slow; and a worker that is killed is replaced, its state rebuilt from the database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { languageWorker } from '../../app/server/language/client';
import { scanDefinitions } from '../../app/server/content-definitions';
import { MAX_DRAFT_LENGTH } from '../../db/draft-length';
import { readCardHeader } from '../../db/content-source';
import { contentDir } from '../../db/config';
import { seedCards } from '../../db/seed';
import { cards } from '../../db/schema';
import { Project } from '../../dsl/project';
import { clearCards, contextAs, usersByRole } from './context';
import { probeWhile } from './latency-probe';
import type { User } from '../../db/roles';

const createCaller = createCallerFactory(appRouter);

/**
 * The slowest 200 KB draft found (of the deep shapes, mutated content and repeated broken steps): a mana
 * duel spell whose effect is one step repeated, each naming a target the spell does not have and a
 * misspelt stat. Every line parses, and every line is an error the validator explains with a
 * did-you-mean: it costs the parser and the validator the most per character.
 */
function slowDraft(): string {
  const head = 'spell "Slow" {\n  mana 1\n  effect {\n';
  const tail = '  }\n}\n';
  const step = '    target.powr +3\n';
  const body = step.repeat(Math.floor((MAX_DRAFT_LENGTH - head.length - tail.length) / step.length));
  return head + body + ' '.repeat(MAX_DRAFT_LENGTH - head.length - body.length - tail.length) + tail;
}

const SLOW_PATH = 'content/mana-duel/cards/spell/slow.smith';

/** What saving and analysing the draft cost when it ran on the main thread: the save's header read, then parse and validate in the studio's project. */
function mainThreadWork(project: Project, source: string): void {
  readCardHeader(source);
  project.update(SLOW_PATH, source);
  project.diagnostics(SLOW_PATH);
}

describe.each(backends)('the language worker on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const api = () => createCaller(contextAs(database(), designer));

  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
  });

  beforeEach(async () => {
    await clearCards(database());
    await database().db.delete(cards);
    await seedCards(database().db, [
      { id: 'slow', game: 'mana-duel', kind: 'spell', name: 'Slow', source: 'spell "Slow" {\n  mana 1\n}\n', file: 'slow.smith' },
      { id: 'blast-bolt', game: 'summoners-grid', kind: 'action', name: 'Blast Bolt', source: 'action "Blast Bolt" {\n  speed action\n}\n', file: 'blast-bolt.smith' },
    ]);
  });

  afterAll(async () => {
    await languageWorker().stop();
  });

  it('answers health within 200 ms, every time, while a request saves and analyses a 200,000-character slow draft', async () => {
    const source = slowDraft();
    expect(source.length).toBe(MAX_DRAFT_LENGTH);
    // Warm up: the worker starts and compiles the parser and validator.
    await api().cards.list();

    // The same work on this thread takes longer than health's 200 ms bound: that is what the health check
    // waited for before. (Only the bound itself is asserted: a fast machine does it in ~250 ms, this one in ~600.)
    const project = new Project(scanDefinitions(contentDir()));
    const t0 = performance.now();
    mainThreadWork(project, source);
    const onMainThread = performance.now() - t0;
    expect(onMainThread).toBeGreaterThan(200);

    const saveAndAnalyse = async () => {
      const saved = await api().cards.saveDraft({ id: 'slow', baseRevision: 1, source });
      const list = await api().cards.list();
      return { saved, slow: list.find((card) => card.id === 'slow') };
    };
    const { result, waits, operationMs } = await probeWhile(saveAndAnalyse, () => api().health(), 20);
    console.log(`language worker: save + analyse of ${source.length} characters took ${operationMs.toFixed(0)} ms (the same work on the main thread: ${onMainThread.toFixed(0)} ms); ${waits.length} health checks, slowest ${Math.max(...waits).toFixed(0)} ms`);

    // The work was done, and found what the draft holds (200 problems listed, and L0005 counting the rest).
    expect(result.saved.status).toBe('saved');
    expect(result.slow?.name).toBe('Slow');
    expect(result.slow?.errors).toBe(201);
    // Health was asked all along (every 20 ms of an operation that took hundreds), and never waited 200 ms.
    expect(operationMs).toBeGreaterThan(200);
    expect(waits.length).toBeGreaterThanOrEqual(Math.floor(operationMs / 20 / 2));
    expect(Math.max(...waits)).toBeLessThan(200);
  });

  it('the probe does see a blocked main thread: the same work done here makes health wait over 200 ms', async () => {
    const source = slowDraft();
    const project = new Project(scanDefinitions(contentDir()));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const onMainThread = async () => {
      await sleep(50);
      mainThreadWork(project, source);
      await sleep(50);
    };
    const { waits } = await probeWhile(onMainThread, () => api().health(), 20);
    expect(Math.max(...waits)).toBeGreaterThan(200);
  });

  it('a killed worker is replaced on the next request, its drafts read again from the database', async () => {
    const before = await api().cards.list();
    expect(before.map((card) => [card.id, card.face?.name, card.errors]).sort()).toEqual([
      ['blast-bolt', 'Blast Bolt', 0],
      ['slow', 'Slow', 0],
    ]);
    const client = languageWorker();
    const generation = client.generation();
    await client.stop();

    const after = await api().cards.list();
    expect(client.generation()).toBe(generation + 1);
    expect(after).toEqual(before);
  });

  it('a project synced before the kill starts over in the new worker', async () => {
    const context = contextAs(database(), designer);
    const caller = createCaller(context);
    await caller.cards.list();
    await languageWorker().stop();
    await caller.cards.saveDraft({ id: 'slow', baseRevision: 1, source: 'spell "Slow" {\n  mana 1\n  effect {\n    drow 1 cards\n  }\n}\n' });
    const slow = (await caller.cards.list()).find((card) => card.id === 'slow');
    // The other card was not changed since the kill: it is there all the same, as is the saved draft's error.
    expect((await caller.cards.list()).map((card) => card.id).sort()).toEqual(['blast-bolt', 'slow']);
    expect(slow?.errors).toBeGreaterThan(0);
    expect((await caller.cards.list()).find((card) => card.id === 'blast-bolt')?.face?.name).toBe('Blast Bolt');
  });
});
