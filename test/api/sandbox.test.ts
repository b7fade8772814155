import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { readFileSync, readdirSync } from 'node:fs';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { seedCards } from '../../db/seed';
import { decks, scenarios } from '../../db/schema';
import { createDeck } from '../../db/decks';
import { publishVersion } from '../../db/card-versions';
import { parse } from '../../dsl/parse';
import type { User, UserRole } from '../../db/roles';
import { clearCards, contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

const SCENARIO = `scenario "Bolt from afar" {
  ruleset "Summoner's Grid"
  seed 7
  turn 2 player B phase action
  player B {
    hand: "Blast Bolt"
  }
}
`;

describe.each(backends)('the sandbox API on $name', (backend) => {
  const database = useDatabase(backend);
  let users: Record<UserRole, User> | undefined;
  beforeAll(async () => {
    users = await usersByRole(database());
  });
  /** Reading needs a viewer, saving a designer (test/api/access.test.ts checks the refusals). */
  const caller = (role: UserRole = 'designer') => {
    if (!users) throw new Error('the users are not created yet');
    return createCaller(contextAs(database(), users[role]));
  };

  beforeEach(async () => {
    await database().db.delete(scenarios);
    await clearCards(database());
    await seedCards(database().db, [
      { id: 'rush', game: 'summoners-grid', kind: 'action', name: 'Rush', source: 'action "Rush" {\n}\n', file: 'rush.smith' },
      { id: 'elsewhere', game: 'other-game', kind: 'action', name: 'Elsewhere', source: 'action "Elsewhere" {\n}\n', file: 'elsewhere.smith' },
    ]);
  });

  it('content: the game’s definitions and scenarios from the content folder, its cards’ drafts and its decks from the database', async () => {
    await database().db.delete(decks);
    await createDeck(database().db, { id: 'studio-deck', game: 'summoners-grid', name: 'Studio Deck', source: 'deck "Studio Deck" {\n}\n' });
    const content = await caller().sandbox.content();
    expect(content.game).toBe('summoners-grid');
    expect(content.versions).toBe('draft');
    const paths = content.files.map((f) => f.path);
    expect(paths).toContain('content/summoners-grid/ruleset.smith');
    expect(paths).toContain('content/summoners-grid/scenarios/play-example.smith');
    expect(paths.some((p) => p.includes('/cards/'))).toBe(false);
    // The decks are the database's (the deck builder's), not the content folder's files.
    expect(paths.filter((p) => p.includes('/decks/'))).toEqual(['content/summoners-grid/decks/studio-deck.smith']);
    // Only this game's cards, as their drafts, at a path the DSL project reads as a card file.
    expect(content.cards).toEqual([{ id: 'rush', status: 'draft', path: 'content/summoners-grid/cards/rush.smith', text: 'action "Rush" {\n}\n' }]);
    await expect(caller().sandbox.content({ game: 'nope' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'NOT_FOUND');
  });

  it('content with the published versions: each card as published, a card never published left out', async () => {
    await seedCards(database().db, [{ id: 'haste', game: 'summoners-grid', kind: 'action', name: 'Haste', source: 'action "Haste" {\n}\n', file: 'haste.smith' }]);
    const author = users?.publisher.id ?? 0;
    const published = 'action "Rush" {\n  // as published\n}\n';
    expect(await publishVersion(database().db, { cardId: 'rush', baseRevision: 1, baseVersion: null, source: published, ast: {}, rulesText: '', author, changelog: '' })).toEqual({ status: 'published', version: 1 });
    const drafts = await caller('viewer').sandbox.content({ versions: 'draft' });
    expect(drafts.cards.map((c) => c.id)).toEqual(['haste', 'rush']);
    const content = await caller('viewer').sandbox.content({ versions: 'published' });
    expect(content.versions).toBe('published');
    expect(content.cards).toEqual([{ id: 'rush', status: 'published', path: 'content/summoners-grid/cards/rush.smith', text: published }]);
  });

  it('scenarios.list names every scenario of the content folder, each file’s scenarios by index', async () => {
    const list = await caller().sandbox.scenarios.list();
    const files = readdirSync('content/summoners-grid/scenarios');
    const expected = files.flatMap((f) => {
      const decls = parse(readFileSync(`content/summoners-grid/scenarios/${f}`, 'utf8')).document.decls;
      return decls.filter((d) => d.kind === 'Scenario').map((d, i) => `content/summoners-grid/scenarios/${f}:${i} ${d.name.text}`);
    });
    expect(list.map((s) => `${s.ref} ${s.name}`).sort()).toEqual(expected.sort());
    const ensnare = list.find((s) => s.ref === 'content/summoners-grid/scenarios/ensnare.smith:1');
    expect(ensnare?.name).toBe('Ensnare: a save of 30 or less resists the immobilize');
    const got = await caller().sandbox.scenarios.get({ ref: 'content/summoners-grid/scenarios/ensnare.smith:1' });
    expect(got.index).toBe(1);
    expect(got.source).toContain('scenario "Ensnare: a save of 30 or less resists the immobilize"');
  });

  it('scenarios.save stores one scenario under an id from its name, overwrites by id, and lists it first', async () => {
    const first = await caller().sandbox.scenarios.save({ source: SCENARIO });
    expect(first).toMatchObject({ status: 'saved', ref: 'db:bolt-from-afar', scenario: { id: 'bolt-from-afar', name: 'Bolt from afar' } });
    const second = await caller().sandbox.scenarios.save({ source: SCENARIO });
    expect(second).toMatchObject({ status: 'saved', ref: 'db:bolt-from-afar-2' });
    const renamed = SCENARIO.replace('Bolt from afar', 'Bolt, renamed');
    expect(await caller().sandbox.scenarios.save({ id: 'bolt-from-afar', source: renamed })).toMatchObject({ status: 'saved', scenario: { id: 'bolt-from-afar', name: 'Bolt, renamed' } });
    const list = await caller().sandbox.scenarios.list();
    // Saved scenarios first, by name ("Bolt from" sorts before "Bolt, renamed").
    expect(list.slice(0, 2).map((s) => [s.ref, s.name, s.origin])).toEqual([
      ['db:bolt-from-afar-2', 'Bolt from afar', 'db'],
      ['db:bolt-from-afar', 'Bolt, renamed', 'db'],
    ]);
    expect((await caller().sandbox.scenarios.get({ ref: 'db:bolt-from-afar' })).source).toBe(renamed);
  });

  it('scenarios.save refuses text that is not exactly one well-formed scenario, and writes nothing', async () => {
    const broken = await caller().sandbox.scenarios.save({ source: 'scenario "x" {\n  seed\n}\n' });
    expect(broken.status).toBe('invalid');
    if (broken.status === 'invalid') expect(broken.problems[0]?.line).toBeGreaterThan(0);
    const twoThings = await caller().sandbox.scenarios.save({ source: `${SCENARIO}\naction "Extra" {\n}\n` });
    expect(twoThings).toEqual({ status: 'invalid', problems: [{ line: 10, column: 1, message: 'a saved scenario must hold exactly one scenario declaration and nothing else' }] });
    expect(await caller().sandbox.scenarios.list()).not.toContainEqual(expect.objectContaining({ origin: 'db' }));
    await expect(caller().sandbox.scenarios.get({ ref: 'db:x' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'NOT_FOUND');
    await expect(caller().sandbox.scenarios.get({ ref: 'content/../etc/passwd.smith:0' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'BAD_REQUEST');
  });
});
