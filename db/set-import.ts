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
import { insertVersionContents, sameContents, versionSnapshot } from './set-versions';
import type { Publication, SetSnapshot } from '../sets/build-cards-file';
import { canonicalCompact } from '../lib/canonical-json';
import { problemSchema, type Problem } from '../sets/problem';
import { declOfStoredAst } from '../sets/stored-ast';
import { cardKindOf } from './content-source';

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

export async function importSetSnapshot(db: Database, snapshot: SetSnapshot): Promise<ImportResult> {
  const result = await allOrNothing(db, (tx) => importInTransaction(tx, snapshot));
  return result.ok ? result.value : { status: 'problems', problems: result.problems };
}

async function importInTransaction(db: Database, snapshot: SetSnapshot): Promise<ImportResult> {
  const { set } = snapshot;
  const problems: Problem[] = [];
  const userIds = new Map<string, number>();
  const userId = async (name: string) => {
    const known = userIds.get(name) ?? (await userByName(db, name));
    userIds.set(name, known);
    return known;
  };

  const published = snapshot.entries.flatMap((e) => (e.published === undefined ? [] : [{ ...e, published: e.published }]));
  const ids = published.map((e) => e.id);
  const existingCards = new Map((ids.length === 0 ? [] : await db.select().from(cards).where(inArray(cards.id, ids))).map((c) => [c.id, c]));
  const existingVersions = ids.length === 0 ? [] : await db
    .select({ cardId: cardVersions.cardId, version: cardVersions.version, source: cardVersions.source, rulesText: cardVersions.rulesText, changelog: cardVersions.changelog, createdAt: cardVersions.createdAt, author: users.name, ast: cardVersions.ast })
    .from(cardVersions)
    .innerJoin(users, eq(users.id, cardVersions.author))
    .where(inArray(cardVersions.cardId, ids));
  const stored = new Map(existingVersions.map((v) => [`${v.cardId}@${v.version}`, v]));

  const newCards: string[] = [];
  let newVersions = 0;
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
    const author = await userId(entry.published.publishedBy);
    if (card === undefined) {
      await db.insert(cards).values({
        id: entry.id,
        game: set.game,
        // What seeding would store: the card type (a published version is always a card).
        kind: cardKindOf(entry.ast),
        name: entry.name,
        draftSource: entry.source,
        status: 'published',
        currentVersion: version,
        updatedBy: author,
      });
      newCards.push(entry.id);
    } else if (card.currentVersion === null || card.currentVersion < version) {
      // A newer published version than this database had becomes current; the draft is left alone.
      await db
        .update(cards)
        .set({ currentVersion: version, status: card.status === 'deprecated' ? 'deprecated' : 'published' })
        .where(eq(cards.id, entry.id));
    }
    await db.insert(cardVersions).values({
      cardId: entry.id,
      version,
      source: entry.source,
      ast: entry.ast,
      rulesText: entry.published.rulesText,
      author,
      createdAt: new Date(entry.published.publishedAt),
      changelog: entry.published.changelog,
    });
    newVersions += 1;
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

  if (existingSet === undefined) {
    await db.insert(cardSets).values({ id: set.id, game: set.game, name: set.name, description: set.description });
    const selected = published.filter((e) => e.included === 'selected').map((e) => ({ setId: set.id, cardId: e.id, version: null }));
    if (selected.length > 0) await db.insert(cardSetCards).values(selected);
  }
  await db.insert(cardSetVersions).values({
    setId: set.id,
    version: set.version,
    name: set.name,
    description: set.description,
    frozenAt: new Date(set.frozenAt),
    frozenBy: set.frozenBy === null ? null : await userId(set.frozenBy),
  });
  await insertVersionContents(db, set.id, set.version, snapshot.entries);
  return { status: 'imported', setId: set.id, version: set.version, newCards, newVersions, reusedVersions };
}

function versionDifferences(
  present: { source: string; rulesText: string; changelog: string; createdAt: Date; author: string; ast: unknown },
  published: Publication,
  source: string,
  ast: unknown,
): string[] {
  const differences: string[] = [];
  if (present.source !== source) differences.push('source');
  const storedDecl = declOfStoredAst(present.ast);
  if (!storedDecl.ok || canonicalCompact(storedDecl.decl) !== canonicalCompact(ast)) differences.push('AST');
  if (present.rulesText !== published.rulesText) differences.push('rules text');
  if (present.changelog !== published.changelog) differences.push('changelog');
  if (present.author !== published.publishedBy) differences.push(`published by ${present.author}, not ${published.publishedBy}`);
  if (present.createdAt.toISOString() !== published.publishedAt) differences.push(`published at ${present.createdAt.toISOString()}, not ${published.publishedAt}`);
  return differences;
}

/** The id of the user with this name; an author the database does not know becomes an account that cannot sign in. */
async function userByName(db: Database, name: string): Promise<number> {
  await db.insert(users).values({ name }).onConflictDoNothing({ target: users.name });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.name, name));
  if (row === undefined) throw new Error(`user ${name} vanished during an import`);
  return row.id;
}
