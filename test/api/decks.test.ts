/**
 * The decks API on a copy of the content folder: decks seeded from deck files, saves checked against the
 * game (only decks without errors are stored), optimistic concurrency, and export back to a deck file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import type { User } from '../../db/roles';
import { contextAs, usersByRole } from './context';
import { seedCards, seedFromContentDir } from '../../db/seed';
import { seedDecksFromContentDir } from '../../db/deck-seed';
import { loadProject } from '../../dsl/load-dir';

const createCaller = createCallerFactory(appRouter);
const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-decks-api-'));
const content = join(tmp, 'content');
const previousContent = process.env.CARDSMITH_CONTENT_DIR;

beforeAll(() => {
  cpSync('content', content, { recursive: true });
  process.env.CARDSMITH_CONTENT_DIR = content;
});
afterAll(() => {
  if (previousContent === undefined) delete process.env.CARDSMITH_CONTENT_DIR;
  else process.env.CARDSMITH_CONTENT_DIR = previousContent;
  rmSync(tmp, { recursive: true, force: true });
});

const ironVanguard = () => readFileSync('content/summoners-grid/decks/iron-vanguard.smith', 'utf8');

describe.each(backends)('the decks API on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));

  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
    await seedFromContentDir(database().db, content);
    const report = await seedDecksFromContentDir(database().db, content);
    expect(report.problems).toEqual([]);
    // Summoner's Grid's 8 decks, the mana duel's 4, the stance duel's 4 and the chain duel's 4.
    expect(report.inserted).toHaveLength(20);
  });

  it('lists the seeded decks, each with the text of its file', async () => {
    const list = await caller().decks.list();
    expect(list.filter((d) => d.game === 'summoners-grid').map((d) => d.id)).toEqual(['arcane-circle', 'berserker-warband', 'dark-rite', 'iron-vanguard', 'player-a', 'player-b', 'skirmish-patrol', 'wildwood-hunters']);
    expect(list.filter((d) => d.game === 'mana-duel').map((d) => d.id)).toEqual(['arcane-tempo', 'fire-and-fury', 'grave-tide', 'stone-wall']);
    const deck = await caller().decks.get({ id: 'iron-vanguard' });
    expect(deck).toMatchObject({ name: 'Iron Vanguard', game: 'summoners-grid', revision: 1 });
    expect(deck.source).toBe(ironVanguard());
  });

  it('refuses to store a deck with errors, and says where they are', async () => {
    const broken = ironVanguard().replace('slot "Angar Champion"', 'slot "Stoneheart Bulwark"');
    const r = await caller().decks.save({ id: 'iron-vanguard', baseRevision: 1, source: broken });
    expect(r).toEqual({
      status: 'invalid',
      reason: 'The deck has 1 problem to fix.',
      diagnostics: [{ code: 'L0414', severity: 'error', message: '"Stoneheart Bulwark" is a unique summon and already fills another slot of this deck', line: 6, column: 8 }],
    });
    expect((await caller().decks.get({ id: 'iron-vanguard' })).revision).toBe(1);
  });

  it('saves a valid edit formatted, and a stale save gets a conflict', async () => {
    const edited = ironVanguard().replace('    1 "Dramatic Return!"\n', '    1 "Dramatic Return!"\n1    Graverobbing\n');
    const first = await caller().decks.save({ id: 'iron-vanguard', baseRevision: 1, source: edited });
    expect(first).toMatchObject({ status: 'saved', deck: { revision: 2 } });
    if (first.status !== 'saved') throw new Error('not saved');
    expect(first.deck.source).toContain('    1 "Dramatic Return!"\n    1 Graverobbing\n');
    const stale = await caller().decks.save({ id: 'iron-vanguard', baseRevision: 1, source: ironVanguard() });
    expect(stale).toMatchObject({ status: 'conflict', current: { revision: 2 } });
  });

  it('keeps a deck id: a text that renames the deck without `id` is refused', async () => {
    const renamed = ironVanguard().replace('deck "Iron Vanguard"', 'deck "Steel Vanguard"');
    expect(await caller().decks.save({ id: 'iron-vanguard', baseRevision: 2, source: renamed })).toMatchObject({ status: 'invalid', reason: expect.stringContaining('`id iron-vanguard`') });
    const kept = renamed.replace('deck "Steel Vanguard" {\n', 'deck "Steel Vanguard" {\n  id iron-vanguard\n');
    expect(await caller().decks.save({ id: 'iron-vanguard', baseRevision: 2, source: kept })).toMatchObject({ status: 'saved', deck: { name: 'Steel Vanguard', revision: 3 } });
  });

  it('records who saved a deck', async () => {
    expect((await caller().decks.get({ id: 'iron-vanguard' })).updatedBy).toBe(designer.id);
  });

  it('creates a new deck once', async () => {
    const source = 'deck "Test Trio" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Blast Bolt"\n  }\n}\n';
    expect(await caller().decks.create({ game: 'summoners-grid', source })).toMatchObject({ status: 'created', deck: { id: 'test-trio', revision: 1 }, warnings: [] });
    expect(await caller().decks.create({ game: 'summoners-grid', source })).toEqual({ status: 'exists', id: 'test-trio' });
    expect(await caller().decks.create({ game: 'summoners-grid', source: 'deck "X" { slot Nobody as Magician }' })).toMatchObject({ status: 'invalid' });
  });

  it('exports a deck to its file, which validates with the content', async () => {
    const r = await caller().decks.exportFile({ id: 'test-trio' });
    expect(r).toEqual({ status: 'written', path: 'summoners-grid/decks/test-trio.smith', unchanged: false, cards: [] });
    const file = readFileSync(join(content, 'summoners-grid/decks/test-trio.smith'), 'utf8');
    expect(file).toBe((await caller().decks.get({ id: 'test-trio' })).source);
    expect(await caller().decks.exportFile({ id: 'test-trio' })).toMatchObject({ status: 'written', unchanged: true });
    const project = await loadProject([join(content, 'summoners-grid')]);
    expect(project.allDiagnostics().filter((d) => d.path.includes('/decks/'))).toEqual([]);
  });

  it('refuses to write a deck naming a card only the database has, and writes the card with it when asked', async () => {
    const spark = readFileSync('content/summoners-grid/cards/action/blast-bolt.smith', 'utf8').replace('action "Blast Bolt"', 'action "Studio Spark"');
    await seedCards(database().db, [{ id: 'studio-spark', game: 'summoners-grid', kind: 'action', name: 'Studio Spark', source: spark, file: 'studio-spark.smith' }]);
    const source = 'deck "Spark Trio" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Studio Spark"\n  }\n}\n';
    // The studio plays it: the database has the card.
    expect(await caller().decks.create({ game: 'summoners-grid', source })).toMatchObject({ status: 'created', deck: { id: 'spark-trio' } });
    const deckFile = join(content, 'summoners-grid/decks/spark-trio.smith');
    const cardFile = join(content, 'summoners-grid/cards/action/studio-spark.smith');
    const refused = await caller().decks.exportFile({ id: 'spark-trio' });
    expect(refused).toMatchObject({ status: 'refused', reason: expect.stringContaining('only the database has ("Studio Spark")'), studioCards: [{ id: 'studio-spark', name: 'Studio Spark', kind: 'action' }] });
    expect(existsSync(deckFile)).toBe(false);
    const written = await caller().decks.exportFile({ id: 'spark-trio', withCards: true });
    expect(written).toEqual({ status: 'written', path: 'summoners-grid/decks/spark-trio.smith', unchanged: false, cards: ['summoners-grid/cards/action/studio-spark.smith'] });
    expect(readFileSync(cardFile, 'utf8')).toBe(spark);
    // content/ alone now loads both without errors.
    const project = await loadProject([join(content, 'summoners-grid')]);
    expect(project.allDiagnostics().filter((d) => d.severity === 'error' && (d.path.endsWith('spark-trio.smith') || d.path.endsWith('studio-spark.smith')))).toEqual([]);
    expect(project.diagnostics(deckFile).filter((d) => d.severity === 'error')).toEqual([]);
    rmSync(deckFile);
    rmSync(cardFile);
  });

  it('finds a card only the database has when the deck names it by id, though the card was renamed', async () => {
    const ember = readFileSync('content/summoners-grid/cards/action/blast-bolt.smith', 'utf8').replace('action "Blast Bolt"', 'action "Ember Renamed"');
    await seedCards(database().db, [{ id: 'studio-ember', game: 'summoners-grid', kind: 'action', name: 'Ember Renamed', source: ember, file: 'studio-ember.smith' }]);
    const source = 'deck "Ember Trio" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 studio-ember\n  }\n}\n';
    expect(await caller().decks.create({ game: 'summoners-grid', source })).toMatchObject({ status: 'created', deck: { id: 'ember-trio' } });
    const refused = await caller().decks.exportFile({ id: 'ember-trio' });
    expect(refused).toMatchObject({ status: 'refused', reason: expect.stringContaining('only the database has ("Ember Renamed")'), studioCards: [{ id: 'studio-ember', name: 'Ember Renamed', kind: 'action' }] });
    expect(existsSync(join(content, 'summoners-grid/decks/ember-trio.smith'))).toBe(false);
  });

  it('refuses to overwrite a file that holds other declarations', async () => {
    writeFileSync(join(content, 'summoners-grid/decks/test-trio.smith'), 'deck "Other" {\n}\n');
    expect(await caller().decks.exportFile({ id: 'test-trio' })).toEqual({ status: 'refused', reason: 'decks/test-trio.smith holds other declarations; move them out first', diagnostics: [], studioCards: [] });
    rmSync(join(content, 'summoners-grid/decks/test-trio.smith'));
  });

  it('deletes only the revision the caller saw', async () => {
    expect(await caller().decks.remove({ id: 'test-trio', baseRevision: 5 })).toEqual({ status: 'conflict', revision: 1 });
    expect(await caller().decks.remove({ id: 'test-trio', baseRevision: 1 })).toEqual({ status: 'deleted' });
    expect(await caller().decks.remove({ id: 'test-trio', baseRevision: 1 })).toEqual({ status: 'not-found' });
  });

  it('lists one game’s decks when asked, and checks a mana duel deck by the mana duel’s deck rules (exactly 30 cards, at most 3 copies)', async () => {
    expect((await caller().decks.list({ game: 'mana-duel' })).map((d) => d.id)).toEqual(['arcane-tempo', 'fire-and-fury', 'grave-tide', 'stone-wall']);
    // Ten cards, three copies each: 30 (the mana duel's ruleset: `deck exactly 30 cards, at most 3 copies`).
    const names = ['Mana Wisp', 'Arcane Scholar', 'Forest Wolf', 'Hill Giant', 'Shield Bearer', 'Flame Dart', 'Frost Nova', 'Weaken', 'Battle Axe', 'Iron Sword'];
    const deck = (entries: Array<[number, string]>) => `deck "Duel Test" {\n  main {\n${entries.map(([n, c]) => `    ${n} "${c}"`).join('\n')}\n  }\n}\n`;
    const thirty = names.map((n): [number, string] => [3, n]);
    const short = await caller().decks.create({ game: 'mana-duel', source: deck(thirty.slice(1)) });
    expect(short).toMatchObject({ status: 'invalid', diagnostics: [{ code: 'L0418', message: 'The deck has 27 cards; it needs exactly 30 (add 3)' }] });
    const fourCopies = await caller().decks.create({ game: 'mana-duel', source: deck([[4, 'Mana Wisp'], [2, 'Arcane Scholar'], ...thirty.slice(2)]) });
    expect(fourCopies).toMatchObject({ status: 'invalid', diagnostics: [{ code: 'L0418', message: '4 copies of "Mana Wisp": a deck holds at most 3' }] });
    // Summoner's Grid's slots are not a mana duel deck's.
    const slots = await caller().decks.create({ game: 'mana-duel', source: deck(thirty).replace('  main {', '  slot "Demar Hexer" as Magician\n  main {') });
    expect(slots).toMatchObject({ status: 'invalid' });
    expect(await caller().decks.create({ game: 'mana-duel', source: deck(thirty) })).toMatchObject({ status: 'created', deck: { id: 'duel-test', game: 'mana-duel' }, warnings: [] });
    expect((await caller().decks.list({ game: 'mana-duel' })).map((d) => d.id)).toContain('duel-test');
    expect((await caller().decks.list({ game: 'summoners-grid' })).map((d) => d.id)).not.toContain('duel-test');
    expect(await caller().decks.remove({ id: 'duel-test', baseRevision: 1 })).toEqual({ status: 'deleted' });
  });

  it('serves the game files with card drafts from the database', async () => {
    expect(await caller().gameFiles.games()).toEqual(['chain-duel', 'mana-duel', 'stance-duel', 'summoners-grid']);
    const files = await caller().gameFiles.files({ game: 'summoners-grid' });
    const paths = files.map((f) => f.path);
    expect(paths).toContain('content/summoners-grid/ruleset.smith');
    expect(paths).toContain('content/summoners-grid/cards/blast-bolt.smith');
    expect(paths.some((p) => p.includes('/decks/'))).toBe(false);
    await caller().cards.saveDraft({ id: 'blast-bolt', baseRevision: 1, source: readFileSync('content/summoners-grid/cards/action/blast-bolt.smith', 'utf8').replace('power 60', 'power 65') });
    const after = await caller().gameFiles.files({ game: 'summoners-grid' });
    expect(after.find((f) => f.path.endsWith('/blast-bolt.smith'))?.text).toContain('power 65');
  });
});
