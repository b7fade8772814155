/**
 * A set import writes in chunks (multi-row statements of `chunkRows` rows inside one transaction): the
 * same rows whatever the chunk size — one row per chunk, a chunk boundary inside the set, the set as one
 * chunk — and a bad entry in the middle of a chunk is reported while the entries after it are still
 * checked, with nothing written. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { backends, useDatabase } from '../db/backends';
import type { Database } from '../../db/client';
import { scanContentCards } from '../../db/content-files';
import { cardSetCards, cardSetVersionEntries, cardSetVersions, cardSets, cardVersions, cards, users } from '../../db/schema';
import { importSetSnapshot } from '../../db/set-import';
import { parse } from '../../dsl/parse';
import type { SetSnapshot, SnapshotEntry } from '../../sets/build-cards-file';
import { contentDir } from './fixture-set';
import { publish } from './published';

const templates = scanContentCards(contentDir).cards.filter((c) => c.game === 'summoners-grid').slice(0, 7);

/** Seven published cards under ids of their own (`<id>-<tag>`), every third one 'required', two authors. */
function snapshot(tag: string): SetSnapshot {
  const entries: SnapshotEntry[] = templates.map((t, i) => {
    const [decl] = parse(t.source).document.decls;
    if (decl === undefined) throw new Error(`${t.id} does not parse`);
    return {
      id: `${t.id}-${tag}`,
      name: decl.name.text,
      included: i % 3 === 2 ? 'required' : 'selected',
      source: t.source,
      ast: decl,
      published: { version: 1, rulesText: `rules of ${i}`, publishedBy: i % 2 === 0 ? 'ada' : 'bo', publishedAt: `2026-01-0${i + 1}T10:00:00.000Z`, changelog: `change ${i}` },
    };
  });
  return { set: { id: `batch-${tag}`, name: `Batch ${tag}`, game: 'summoners-grid', version: 1, description: 'chunks', frozenAt: '2026-03-01T00:00:00.000Z', frozenBy: 'ada' }, entries };
}

function published(entry: SnapshotEntry) {
  if (entry.published === undefined) throw new Error('fixture');
  return entry.published;
}

/** Everything an import wrote for these entries, read back and put in the snapshot's terms. */
async function written(db: Database, setId: string, ids: string[]) {
  const cardRows = await db.select().from(cards).where(inArray(cards.id, ids)).orderBy(cards.id);
  const versionRows = await db
    .select({ cardId: cardVersions.cardId, version: cardVersions.version, source: cardVersions.source, ast: cardVersions.ast, rulesText: cardVersions.rulesText, author: users.name, createdAt: cardVersions.createdAt, changelog: cardVersions.changelog })
    .from(cardVersions)
    .innerJoin(users, eq(users.id, cardVersions.author))
    .where(inArray(cardVersions.cardId, ids))
    .orderBy(cardVersions.cardId);
  const pinned = await db.select().from(cardSetVersionEntries).where(and(eq(cardSetVersionEntries.setId, setId), eq(cardSetVersionEntries.setVersion, 1))).orderBy(cardSetVersionEntries.cardId);
  const selected = await db.select().from(cardSetCards).where(eq(cardSetCards.setId, setId)).orderBy(cardSetCards.cardId);
  const [version] = await db.select({ frozenBy: users.name, frozenAt: cardSetVersions.frozenAt }).from(cardSetVersions).leftJoin(users, eq(users.id, cardSetVersions.frozenBy)).where(eq(cardSetVersions.setId, setId));
  return { cardRows, versionRows, pinned, selected, version };
}

describe.each(backends)('set import in chunks on $name', (backend) => {
  const database = useDatabase(backend);

  it.each([1, 3, 7, 500])('writes every row of a seven-card set with %i row(s) per statement', async (chunkRows) => {
    const { db } = database();
    const snap = snapshot(`c${chunkRows}`);
    const ids = snap.entries.map((e) => e.id);
    const result = await importSetSnapshot(db, snap, { chunkRows });
    expect(result).toEqual({ status: 'imported', setId: snap.set.id, version: 1, newCards: ids, newVersions: 7, reusedVersions: 0 });

    const sorted = [...snap.entries].sort((a, b) => (a.id < b.id ? -1 : 1));
    const got = await written(db, snap.set.id, ids);
    expect(got.cardRows.map((c) => ({ id: c.id, name: c.name, status: c.status, currentVersion: c.currentVersion, draftSource: c.draftSource, game: c.game }))).toEqual(
      sorted.map((e) => ({ id: e.id, name: e.name, status: 'published', currentVersion: 1, draftSource: e.source, game: 'summoners-grid' })),
    );
    expect(got.versionRows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }))).toEqual(
      sorted.map((e) => ({ cardId: e.id, version: 1, source: e.source, ast: e.ast, rulesText: published(e).rulesText, author: published(e).publishedBy, createdAt: published(e).publishedAt, changelog: published(e).changelog })),
    );
    expect(got.pinned.map((p) => [p.cardId, p.cardVersion, p.included])).toEqual(sorted.map((e) => [e.id, 1, e.included]));
    // Indexes 0, 1, 3, 4, 6 are selected (every third, 2 and 5, is required).
    expect(got.selected.map((s) => s.cardId)).toEqual([0, 1, 3, 4, 6].map((i) => ids[i]).sort());
    expect(got.version).toEqual({ frozenBy: 'ada', frozenAt: new Date('2026-03-01T00:00:00.000Z') });
    // The second import finds it all there, whatever the chunk size.
    expect(await importSetSnapshot(db, snap, { chunkRows: 2 })).toEqual({ status: 'already-present', setId: snap.set.id, version: 1 });
  });

  it('reports bad entries in the middle of a chunk, checks the rest, and writes nothing', async () => {
    const { db } = database();
    const snap = snapshot('bad');
    const ids = snap.entries.map((e) => e.id);
    const [second, fifth] = [snap.entries[1], snap.entries[4]];
    if (second === undefined || fifth === undefined) throw new Error('fixture');
    // With 3 rows per chunk, entry 1 sits mid-way in the first chunk and entry 4 mid-way in the second.
    await publish(db, { id: second.id, source: second.source, game: 'mana-duel' });
    await publish(db, { id: fifth.id, source: fifth.source, rulesText: published(fifth).rulesText, author: published(fifth).publishedBy, publishedAt: published(fifth).publishedAt, changelog: 'another changelog' });
    const result = await importSetSnapshot(db, snap, { chunkRows: 3 });
    expect(result).toEqual({
      status: 'problems',
      problems: [
        { card: second.id, message: "this database has a mana-duel card with this id; the bundle's is a summoners-grid card" },
        { card: fifth.id, message: "version 1 in this database differs from the bundle's (changelog)" },
      ],
    });
    const got = await written(db, snap.set.id, ids);
    expect(got.cardRows.map((c) => c.id).sort()).toEqual([second.id, fifth.id].sort());
    expect(got.versionRows.map((v) => [v.cardId, v.changelog]).sort()).toEqual([[second.id, 'version 1'], [fifth.id, 'another changelog']].sort());
    expect(await db.$count(cardSets, eq(cardSets.id, snap.set.id))).toBe(0);
    expect(got.pinned).toEqual([]);
  });

  it('reuses an identical version in the middle of a chunk and writes the others around it', async () => {
    const { db } = database();
    const snap = snapshot('reuse');
    const ids = snap.entries.map((e) => e.id);
    const fifth = snap.entries[4];
    if (fifth === undefined) throw new Error('fixture');
    await publish(db, { id: fifth.id, source: fifth.source, rulesText: published(fifth).rulesText, author: published(fifth).publishedBy, publishedAt: published(fifth).publishedAt, changelog: published(fifth).changelog });
    const result = await importSetSnapshot(db, snap, { chunkRows: 3 });
    expect(result).toEqual({ status: 'imported', setId: snap.set.id, version: 1, newCards: ids.filter((id) => id !== fifth.id), newVersions: 6, reusedVersions: 1 });
    const got = await written(db, snap.set.id, ids);
    expect(got.versionRows).toHaveLength(7);
    expect(got.pinned).toHaveLength(7);
  });
});
