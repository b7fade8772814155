/**
 * Importing a set version from a bundle into the database: every published card version it carries
 * (created if this database lacks it, with its author, time and changelog), the set, and the frozen
 * version with its copy of the rules content — all in one transaction. Any conflict with what the
 * database already holds is a problem; with any problem nothing is written.
 *
 * Importing the same bundle twice is harmless: the second import finds everything present and identical
 * and reports it as such.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { cardSetCards, cardSetVersions, cardSets, cardVersions, cards, users } from './schema';
import { allOrNothing, refuse } from './all-or-nothing';
import { SET_ROWS_PER_STATEMENT, insertVersionContents, sameContents, versionSnapshot } from './set-versions';
import type { Publication } from '../sets/build-cards-file';
import { AstText, type ImportSnapshot } from '../sets/import-entry';
import { jsonValue } from '../lib/json-text';
import { canonicalCompact } from '../lib/canonical-json';
import { problemSchema, type Problem } from '../sets/problem';
import { declOfStoredAst } from '../sets/stored-ast';
import { cardKindOf } from './content-source';
import { chunksOf } from '../lib/chunks-of';
import { insertRows } from './insert-rows';

export const ImportResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('imported'),
    setId: z.string(),
    version: z.number().int().positive(),
    newCards: z.array(z.string()),
    newVersions: z.number().int().nonnegative(),
    reusedVersions: z.number().int().nonnegative(),
  }),
  z.object({ status: z.literal('already-present'), setId: z.string(), version: z.number().int().positive() }),
  z.object({ status: z.literal('problems'), problems: z.array(problemSchema) }),
]);
export type ImportResult = z.infer<typeof ImportResult>;

export interface ImportOptions {
  /** Rows per statement (default SET_ROWS_PER_STATEMENT); tests make it small to cross chunk boundaries with a few cards. */
  chunkRows?: number;
}

/** Writes a set version (a SetSnapshot, or an import's snapshot whose card ASTs are text). */
export async function importSetSnapshot(db: Database, snapshot: ImportSnapshot, options: ImportOptions = {}): Promise<ImportResult> {
  const chunkRows = options.chunkRows ?? SET_ROWS_PER_STATEMENT;
  const result = await allOrNothing(db, (tx) => importInTransaction(tx, snapshot, chunkRows));
  return result.ok ? result.value : { status: 'problems', problems: result.problems };
}

/**
 * Checks every entry against what the database holds (reading it a chunk of ids at a time), and only
 * when nothing conflicts writes the new cards and versions, a chunk of rows per statement. A bad entry is
 * reported and checking goes on with the next, so one refusal lists every problem.
 */
async function importInTransaction(db: Database, snapshot: ImportSnapshot, chunkRows: number): Promise<ImportResult> {
  const { set } = snapshot;
  const problems: Problem[] = [];

  const published = snapshot.entries.flatMap((e) => (e.published === undefined ? [] : [{ ...e, published: e.published }]));
  const existingCards = new Map<string, typeof cards.$inferSelect>();
  const stored = new Map<string, StoredVersion>();
  for (const ids of chunksOf(published.map((e) => e.id), chunkRows)) {
    for (const c of await db.select().from(cards).where(inArray(cards.id, ids))) existingCards.set(c.id, c);
    const versions = await db
      .select({ cardId: cardVersions.cardId, version: cardVersions.version, source: cardVersions.source, rulesText: cardVersions.rulesText, changelog: cardVersions.changelog, createdAt: cardVersions.createdAt, author: users.name, ast: cardVersions.ast })
      .from(cardVersions)
      .innerJoin(users, eq(users.id, cardVersions.author))
      .where(inArray(cardVersions.cardId, ids));
    for (const v of versions) stored.set(`${v.cardId}@${v.version}`, v);
  }

  const fresh: typeof published = [];
  const raised: Array<{ id: string; version: number; status: 'published' | 'deprecated' }> = [];
  let reusedVersions = 0;
  for (const entry of published) {
    const { version } = entry.published;
    const card = existingCards.get(entry.id);
    if (card !== undefined && card.game !== set.game) {
      problems.push({ card: entry.id, message: `this database has a ${card.game} card with this id; the bundle's is a ${set.game} card` });
      continue;
    }
    const present = stored.get(`${entry.id}@${version}`);
    if (present !== undefined) {
      const differences = versionDifferences(present, entry.published, entry.source, entry.ast);
      if (differences.length > 0) problems.push({ card: entry.id, message: `version ${version} in this database differs from the bundle's (${differences.join(', ')})` });
      else reusedVersions += 1;
      continue;
    }
    fresh.push(entry);
    // A newer published version than this database had becomes current; the draft is left alone.
    if (card !== undefined && (card.currentVersion === null || card.currentVersion < version)) {
      raised.push({ id: card.id, version, status: card.status === 'deprecated' ? 'deprecated' : 'published' });
    }
  }

  const [existingSet] = await db.select().from(cardSets).where(eq(cardSets.id, set.id));
  if (existingSet !== undefined && existingSet.game !== set.game) {
    problems.push({ message: `this database has a ${existingSet.game} set with id "${set.id}"; the bundle's is a ${set.game} set` });
  }
  const [existingVersion] = await db.select().from(cardSetVersions).where(and(eq(cardSetVersions.setId, set.id), eq(cardSetVersions.version, set.version)));
  if (existingVersion !== undefined) {
    const here = await versionSnapshot(db, set.id, set.version);
    const same = here.status === 'ok' && sameContents(here.snapshot.entries, snapshot.entries) && canonicalCompact(here.snapshot.set) === canonicalCompact(set);
    if (!same) problems.push({ message: `version ${set.version} of set "${set.id}" already exists here with different contents` });
    if (problems.length > 0) refuse(problems);
    return { status: 'already-present', setId: set.id, version: set.version };
  }
  if (problems.length > 0) refuse(problems);

  const userIds = await userIdsByName(db, [...fresh.map((e) => e.published.publishedBy), ...(set.frozenBy === null ? [] : [set.frozenBy])], chunkRows);
  const userId = (name: string) => {
    const id = userIds.get(name);
    if (id === undefined) throw new Error(`user ${name} vanished during an import`);
    return id;
  };
  const newCards = fresh.filter((e) => !existingCards.has(e.id));
  for (const chunk of chunksOf(newCards, chunkRows)) {
    await insertRows(
      db,
      cards,
      chunk.map((entry) => ({
        id: entry.id,
        game: set.game,
        // What seeding would store: the card type (a published version is always a card).
        kind: entry.ast instanceof AstText ? entry.ast.cardKind : cardKindOf(entry.ast),
        name: entry.name,
        draftSource: entry.source,
        status: 'published' as const,
        currentVersion: entry.published.version,
        updatedBy: userId(entry.published.publishedBy),
      })),
    );
  }
  // Rare (only cards this database already had at an older version): one statement each.
  for (const r of raised) await db.update(cards).set({ currentVersion: r.version, status: r.status }).where(eq(cards.id, r.id));
  for (const chunk of chunksOf(fresh, chunkRows)) {
    await insertRows(
      db,
      cardVersions,
      chunk.map((entry) => ({
        cardId: entry.id,
        version: entry.published.version,
        source: entry.source,
        ast: entry.ast,
        rulesText: entry.published.rulesText,
        author: userId(entry.published.publishedBy),
        createdAt: new Date(entry.published.publishedAt),
        changelog: entry.published.changelog,
      })),
    );
  }

  if (existingSet === undefined) {
    await db.insert(cardSets).values({ id: set.id, game: set.game, name: set.name, description: set.description });
    const selected = published.filter((e) => e.included === 'selected').map((e) => ({ setId: set.id, cardId: e.id, version: null }));
    for (const chunk of chunksOf(selected, chunkRows)) await insertRows(db, cardSetCards, chunk);
  }
  await db.insert(cardSetVersions).values({
    setId: set.id,
    version: set.version,
    name: set.name,
    description: set.description,
    frozenAt: new Date(set.frozenAt),
    frozenBy: set.frozenBy === null ? null : userId(set.frozenBy),
  });
  await insertVersionContents(db, set.id, set.version, snapshot.entries, chunkRows);
  return { status: 'imported', setId: set.id, version: set.version, newCards: newCards.map((e) => e.id), newVersions: fresh.length, reusedVersions };
}

type StoredVersion = { source: string; rulesText: string; changelog: string; createdAt: Date; author: string; ast: unknown };

function versionDifferences(
  present: StoredVersion,
  published: Publication,
  source: string,
  ast: unknown,
): string[] {
  const differences: string[] = [];
  if (present.source !== source) differences.push('source');
  const storedDecl = declOfStoredAst(present.ast);
  if (!storedDecl.ok || canonicalCompact(storedDecl.decl) !== canonicalCompact(jsonValue(ast))) differences.push('AST');
  if (present.rulesText !== published.rulesText) differences.push('rules text');
  if (present.changelog !== published.changelog) differences.push('changelog');
  if (present.author !== published.publishedBy) differences.push(`published by ${present.author}, not ${published.publishedBy}`);
  if (present.createdAt.toISOString() !== published.publishedAt) differences.push(`published at ${present.createdAt.toISOString()}, not ${published.publishedAt}`);
  return differences;
}

/**
 * The ids of the users with these names, a chunk of names per statement; an author the database does not
 * know becomes an account that cannot sign in.
 */
async function userIdsByName(db: Database, names: readonly string[], chunkRows: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunksOf([...new Set(names)], chunkRows)) {
    await db.insert(users).values(chunk.map((name) => ({ name }))).onConflictDoNothing({ target: users.name });
    for (const row of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.name, chunk))) ids.set(row.name, row.id);
  }
  return ids;
}
