import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { backends, useDatabase } from '../db/backends';
import { addCardsToSet, createSet, getSet, listSets, removeCardsFromSet } from '../../db/sets';
import { freezeSet, versionSnapshot, workingContents } from '../../db/set-versions';
import { diffEntryOf, diffSetSides } from '../../db/set-diffs';
import { diffSetVersions } from '../../sets/set-diff';
import { seedCards } from '../../db/seed';
import { loadGameDefinitions } from '../../sets/content-definitions-dir';
import { contentDir, sources } from './fixture-set';
import { publish } from './published';

const cardSource = (file: string) => readFileSync(join(contentDir, 'summoners-grid', 'cards', file), 'utf8');
const blastBolt = cardSource('action/blast-bolt.smith');
const rush = cardSource('action/rush.smith');

describe.each(backends)('card sets on $name', (backend) => {
  const database = useDatabase(backend);
  const db = () => database().db;

  it('creates a set, adds only published cards of its game, removes cards', async () => {
    await publish(db(), { id: 'blast-bolt', source: blastBolt });
    await publish(db(), { id: 'rush', source: rush });
    await seedCards(db(), [{ id: 'draft-only', game: 'summoners-grid', kind: 'action', name: 'Draft', source: 'action Draft {}', file: 'x' }]);

    const created = await createSet(db(), { name: 'Alpha', description: 'The first set' });
    expect(created.status === 'ok' && created.set).toMatchObject({ id: 'alpha', game: 'summoners-grid', name: 'Alpha', cardCount: 0, latestVersion: null, members: [], versions: [] });
    expect(await createSet(db(), { name: 'alpha' })).toEqual({ status: 'problems', problems: [{ message: 'a set with id "alpha" already exists' }] });

    const refused = await addCardsToSet(db(), 'alpha', [{ cardId: 'blast-bolt' }, { cardId: 'draft-only' }, { cardId: 'nope' }, { cardId: 'rush', version: 7 }]);
    expect(refused).toEqual({
      status: 'problems',
      problems: [
        { card: 'draft-only', message: 'has no published version yet: publish it first' },
        { card: 'nope', message: 'no such card' },
        { card: 'rush', message: 'has no published version 7' },
      ],
    });
    expect((await getSet(db(), 'alpha'))?.members).toEqual([]);

    const added = await addCardsToSet(db(), 'alpha', [{ cardId: 'blast-bolt' }, { cardId: 'rush', version: 1 }]);
    expect(added.status === 'ok' && added.set.members.map((m) => [m.cardId, m.pinnedVersion, m.currentVersion])).toEqual([
      ['blast-bolt', null, 1],
      ['rush', 1, 1],
    ]);
    const removed = await removeCardsFromSet(db(), 'alpha', ['rush']);
    expect(removed.status === 'ok' && removed.set.members.map((m) => m.cardId)).toEqual(['blast-bolt']);
    expect(await removeCardsFromSet(db(), 'alpha', ['rush'])).toEqual({ status: 'problems', problems: [{ card: 'rush', message: 'is not in set Alpha' }] });
    expect((await listSets(db())).map((s) => [s.id, s.cardCount])).toEqual([['alpha', 1]]);
  });

  it('freezes the chosen cards with the rules content they need, once per change', async () => {
    const content = await loadGameDefinitions(contentDir, 'summoners-grid');
    const tables = content.definitions.filter((d) => ['Ruleset', 'Growth', 'Rarity', 'Pack'].includes(d.ast.kind)).map((d) => d.id);
    const working = await workingContents(db(), 'alpha', sources);
    if (working.status !== 'ok') throw new Error('no set');
    expect(working.problems).toEqual([]);
    // Blast Bolt: "caster: your Magician" needs the Magician role; nothing else but the game's tables.
    expect(working.entries.map((e) => [e.id, e.included]).sort()).toEqual([['blast-bolt', 'selected'], ['magician', 'required'], ...tables.map((id) => [id, 'required'])].sort());

    const first = await freezeSet(db(), 'alpha', null, sources);
    expect(first).toMatchObject({ status: 'frozen', version: { version: 1, name: 'Alpha', frozenBy: null, cards: 1, selected: 1, definitions: tables.length + 1 } });
    expect(await freezeSet(db(), 'alpha', null, sources)).toMatchObject({ status: 'unchanged', version: { version: 1 } });

    await publish(db(), { id: 'blast-bolt', version: 2, source: blastBolt.replace('power 60', 'power 70'), changelog: 'Stronger' });
    expect(await freezeSet(db(), 'alpha', null, sources)).toMatchObject({ status: 'frozen', version: { version: 2 } });

    const v1 = await versionSnapshot(db(), 'alpha', 1);
    const latest = await versionSnapshot(db(), 'alpha');
    if (v1.status !== 'ok' || latest.status !== 'ok') throw new Error('snapshots');
    expect(v1.snapshot.entries.find((e) => e.id === 'blast-bolt')?.published?.version).toBe(1);
    expect(latest.snapshot.set.version).toBe(2);
    expect(latest.snapshot.entries.find((e) => e.id === 'blast-bolt')?.published).toMatchObject({ version: 2, publishedBy: 'ada', publishedAt: '2026-01-02T10:00:00.000Z', changelog: 'Stronger' });
    const magician = latest.snapshot.entries.find((e) => e.id === 'magician');
    expect(magician).toMatchObject({ name: 'Magician', included: 'required' });
    expect(magician?.published).toBeUndefined();
    expect(latest.snapshot.entries.find((e) => e.id === 'magician')?.source).toMatch(/^role Magician \{[^]*\}$/);

    const diff = await diffSetSides(db(), 'alpha', 1, 2, sources);
    if (diff.status !== 'ok') throw new Error('diff');
    expect(diff.diff.added).toEqual([]);
    expect(diff.diff.removed).toEqual([]);
    expect(diff.diff.changed.map((c) => [c.id, c.version, c.changelog])).toEqual([['blast-bolt', { before: 1, after: 2 }, 'Stronger']]);
    expect(diff.diff.changed[0]?.source?.filter((p) => p.op !== 'same').map((p) => [p.op, p.text.trim()])).toEqual([
      ['removed', 'power 60'],
      ['added', 'power 70'],
    ]);
  });

  it('refuses to freeze a version the DSL finds errors in, naming the card, and writes nothing', async () => {
    await publish(db(), { id: 'blast-bolt', version: 3, source: blastBolt.replace('crit x1.5', 'crit x') });
    const result = await freezeSet(db(), 'alpha', null, sources);
    expect(result.status).toBe('problems');
    if (result.status !== 'problems') return;
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.every((p) => p.card === 'blast-bolt')).toBe(true);
    expect(result.problems.map((p) => p.message)).toContain('L0003 Unexpected `x` in a crit rule (`x` begins a form here only with other words after it); expected `never`, `standard` or `=` — the option reads `crit standard [xN] | crit = FORMULA [xN] | crit xN | cannot crit | crit never`');
    expect((await getSet(db(), 'alpha'))?.latestVersion).toBe(2);
  });

  it('keeps frozen versions immutable in the database itself', async () => {
    await expect(db().execute(sql`update card_set_versions set name = 'Beta' where set_id = 'alpha'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from card_set_version_entries where set_id = 'alpha'`)).rejects.toThrow();
    await expect(db().execute(sql`update card_set_version_definitions set source = '' where set_id = 'alpha'`)).rejects.toThrow();
    const v1 = await versionSnapshot(db(), 'alpha', 1);
    expect(v1.status === 'ok' && v1.snapshot.set.name).toBe('Alpha');
  });

  it('compares two frozen versions as comparing every entry does, reading only the cards whose pins differ', async () => {
    await publish(db(), { id: 'dual-shot', source: cardSource('action/dual-shot.smith') });
    await publish(db(), { id: 'ensnare', source: cardSource('action/ensnare.smith') });
    await createSet(db(), { name: 'Gamma' });
    await addCardsToSet(db(), 'gamma', [{ cardId: 'rush', version: 1 }, { cardId: 'blast-bolt', version: 1 }, { cardId: 'dual-shot', version: 1 }]);
    expect(await freezeSet(db(), 'gamma', null, sources)).toMatchObject({ status: 'frozen', version: { version: 1 } });
    await removeCardsFromSet(db(), 'gamma', ['blast-bolt', 'dual-shot']);
    await addCardsToSet(db(), 'gamma', [{ cardId: 'blast-bolt', version: 2 }, { cardId: 'ensnare', version: 1 }]);
    expect(await freezeSet(db(), 'gamma', null, sources)).toMatchObject({ status: 'frozen', version: { version: 2 } });

    const diff = await diffSetSides(db(), 'gamma', 1, 2, sources);
    const [v1, v2] = [await versionSnapshot(db(), 'gamma', 1), await versionSnapshot(db(), 'gamma', 2)];
    if (diff.status !== 'ok' || v1.status !== 'ok' || v2.status !== 'ok') throw new Error('diff or snapshots');
    expect(diff.diff).toEqual(diffSetVersions(v1.snapshot.entries.map(diffEntryOf), v2.snapshot.entries.map(diffEntryOf)));
    expect(diff.diff.added.map((e) => e.id)).toContain('ensnare');
    expect(diff.diff.removed.map((e) => e.id)).toContain('dual-shot');
    expect(diff.diff.changed.map((c) => [c.id, c.version])).toContainEqual(['blast-bolt', { before: 1, after: 2 }]);
    // Rush, pinned to version 1 in both, is counted unchanged without being read.
    expect(diff.diff.changed.map((c) => c.id)).not.toContain('rush');
    expect(diff.diff.unchanged).toBeGreaterThanOrEqual(1);
    // The working selection is version 2's: against it, version 1 gives the same changes, and version 2 none.
    const fromWorking = await diffSetSides(db(), 'gamma', 1, 'working', sources);
    expect(fromWorking.status === 'ok' && fromWorking.diff).toEqual(diff.diff);
    const againstWorking = await diffSetSides(db(), 'gamma', 2, 'working', sources);
    if (againstWorking.status !== 'ok') throw new Error('diff against working');
    expect([againstWorking.diff.added, againstWorking.diff.removed, againstWorking.diff.changed]).toEqual([[], [], []]);
    expect(againstWorking.diff.unchanged).toBe(v2.snapshot.entries.length);
    expect(await diffSetSides(db(), 'gamma', 1, 9, sources)).toEqual({ status: 'not-found', side: 9 });
    expect(await diffSetSides(db(), 'gamma', 9, 2, sources)).toEqual({ status: 'not-found', side: 9 });
  });

  it('reports what a chosen card needs but nothing provides', async () => {
    await createSet(db(), { name: 'Beta' });
    await publish(db(), { id: 'odd-bolt', source: blastBolt.replace('"Blast Bolt"', '"Odd Bolt"').replace('your Magician', 'your Necromancer') });
    await addCardsToSet(db(), 'beta', [{ cardId: 'odd-bolt' }]);
    expect(await freezeSet(db(), 'beta', null, sources)).toEqual({
      status: 'problems',
      problems: [{ card: 'odd-bolt', message: 'refers to role "Necromancer", which has no published version' }],
    });
  });
});
