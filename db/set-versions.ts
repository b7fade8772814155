/**
 * Set versions: what freezing a set writes and what an export reads. A set version pins every card it
 * ships — the chosen ones and those they refer to — to one published version, keeps its own copy of the
 * rules content they need (ruleset, species, roles, growth kinds, rarities, packs, read from the content
 * folder when freezing), and never changes afterwards (migration 0003 makes the database refuse UPDATE
 * and DELETE on it).
 */
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { cardSetCards, cardSetVersionDefinitions, cardSetVersionEntries, cardSetVersions, cardSets, cardVersions, cards, users } from './schema';
import { SetVersionSummary, getSet } from './sets';
import type { SetSnapshot, SnapshotEntry } from '../sets/build-cards-file';
import type { ImportEntry } from '../sets/import-entry';
import { jsonValue } from '../lib/json-text';
import { canonicalCompact } from '../lib/canonical-json';
import type { Definition } from '../sets/content-definitions';
import { setContents } from '../sets/dependencies';
import { problemSchema, type Problem } from '../sets/problem';
import { declOfStoredAst } from '../sets/stored-ast';
import { chunksOf } from '../lib/chunks-of';
import { insertRows } from './insert-rows';

/** Checks a whole set version's entries together (the DSL validator); returns every problem. The studio server runs it in its language worker. */
export type SetValidator = (game: string, entries: readonly SnapshotEntry[]) => Problem[] | Promise<Problem[]>;

/** Where a freeze gets what the database does not hold: the game's rules content, and the DSL check. */
export interface FreezeSources {
  /** The rules content of the set's game, from the content folder. */
  definitions: (game: string) => Promise<{ definitions: Definition[]; problems: Problem[] }>;
  validate: SetValidator;
}

export type SnapshotResult = { status: 'ok'; snapshot: SetSnapshot } | { status: 'not-found' } | { status: 'problems'; problems: Problem[] };

export const FreezeResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('frozen'), version: SetVersionSummary }),
  /** The working selection gives exactly the latest frozen version: nothing was written. */
  z.object({ status: z.literal('unchanged'), version: SetVersionSummary }),
  z.object({ status: z.literal('not-found') }),
  z.object({ status: z.literal('problems'), problems: z.array(problemSchema) }),
]);
export type FreezeResult = z.infer<typeof FreezeResult>;

const VersionRow = z.object({
  cardId: z.string(),
  version: z.number().int().positive(),
  source: z.string(),
  ast: z.unknown(),
  rulesText: z.string(),
  changelog: z.string(),
  publishedAt: z.date(),
  publishedBy: z.string(),
});
type VersionRow = z.infer<typeof VersionRow>;

const versionColumns = {
  cardId: cardVersions.cardId,
  version: cardVersions.version,
  source: cardVersions.source,
  ast: cardVersions.ast,
  rulesText: cardVersions.rulesText,
  changelog: cardVersions.changelog,
  publishedAt: cardVersions.createdAt,
  publishedBy: users.name,
};

/** Stored versions as snapshot entries; a stored AST that does not read as a declaration is a problem. */
function cardEntries(rows: readonly VersionRow[], included: (id: string) => 'selected' | 'required' | undefined, problems: Problem[]): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  for (const row of rows) {
    const how = included(row.cardId);
    if (how === undefined) continue;
    const decl = declOfStoredAst(row.ast);
    if (!decl.ok) {
      problems.push({ card: row.cardId, message: `version ${row.version}: ${decl.error}` });
      continue;
    }
    entries.push({
      id: row.cardId,
      name: decl.decl.name.text,
      included: how,
      source: row.source,
      ast: decl.decl,
      published: { version: row.version, rulesText: row.rulesText, publishedBy: row.publishedBy, publishedAt: row.publishedAt.toISOString(), changelog: row.changelog },
    });
  }
  return entries;
}

export type WorkingContents = { status: 'ok'; game: string; entries: SnapshotEntry[]; problems: Problem[] } | { status: 'not-found' };

/**
 * What freezing the set now would give: the chosen cards at their pinned (or current) published
 * version, the cards they refer to at their current published version, and the rules content they need.
 */
export async function workingContents(db: Database, setId: string, sources: Pick<FreezeSources, 'definitions'>): Promise<WorkingContents> {
  const set = await getSet(db, setId);
  if (set === undefined) return { status: 'not-found' };
  const rows = await db
    .select(versionColumns)
    .from(cards)
    .leftJoin(cardSetCards, and(eq(cardSetCards.setId, setId), eq(cardSetCards.cardId, cards.id)))
    .innerJoin(cardVersions, and(eq(cardVersions.cardId, cards.id), eq(cardVersions.version, sql`coalesce(${cardSetCards.version}, ${cards.currentVersion})`)))
    .innerJoin(users, eq(users.id, cardVersions.author))
    .where(eq(cards.game, set.game));
  const problems: Problem[] = [];
  for (const m of set.members) if (m.status === 'deprecated') problems.push({ card: m.cardId, message: 'is deprecated: remove it from the set' });
  const published = cardEntries(z.array(VersionRow).parse(rows), () => 'required', problems);
  const content = await sources.definitions(set.game);
  problems.push(...content.problems);
  const cardIds = new Set(published.map((e) => e.id));
  const definitions: SnapshotEntry[] = [];
  for (const d of content.definitions) {
    if (cardIds.has(d.id)) problems.push({ card: d.id, message: `the content folder declares a ${d.ast.kind.toLowerCase()} with the id of a card` });
    else definitions.push({ id: d.id, name: d.ast.name.text, included: 'required', source: d.source, ast: d.ast });
  }
  const contents = setContents(
    set.members.map((m) => m.cardId),
    [...published, ...definitions],
  );
  const how = new Map(contents.entries.map((e) => [e.id, e.included]));
  const entries = [...published, ...definitions].flatMap((e) => {
    const included = how.get(e.id);
    return included === undefined ? [] : [{ ...e, included }];
  });
  return { status: 'ok', game: set.game, entries, problems: [...problems, ...contents.problems] };
}

/** Release notes are a few paragraphs: bounded so a paste cannot bloat every export of the set. */
export const ReleaseNotes = z.string().trim().max(10_000, 'release notes have at most 10,000 characters');

/** Freezes the working selection as the next version, with the publisher's release notes (stored with it, shown on the set's page). */
export async function freezeSet(db: Database, setId: string, frozenBy: number | null, sources: FreezeSources, releaseNotes = ''): Promise<FreezeResult> {
  const working = await workingContents(db, setId, sources);
  if (working.status === 'not-found') return working;
  const problems = [...working.problems];
  if (!working.entries.some((e) => e.included === 'selected')) problems.push({ message: 'the set has no cards: add some first' });
  if (problems.length === 0) problems.push(...(await sources.validate(working.game, working.entries)));
  if (problems.length > 0) return { status: 'problems', problems };

  const latest = await latestVersion(db, setId);
  if (latest !== undefined) {
    const frozen = await versionSnapshot(db, setId, latest);
    if (frozen.status === 'ok' && sameContents(frozen.snapshot.entries, working.entries)) {
      return { status: 'unchanged', version: await versionSummary(db, setId, latest) };
    }
  }
  const set = await getSet(db, setId);
  if (set === undefined) return { status: 'not-found' };
  const version = (latest ?? 0) + 1;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(cardSetVersions).values({ setId, version, name: set.name, description: set.description, frozenBy, releaseNotes });
      await insertVersionContents(tx, setId, version, working.entries);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { status: 'problems', problems: [{ message: `version ${version} of set ${set.name} was frozen at the same moment by someone else: look at it, then freeze again if needed` }] };
    }
    throw error;
  }
  return { status: 'frozen', version: await versionSummary(db, setId, version) };
}

/**
 * Rows per multi-row statement when a set version is written (freeze, import), and ids per look-up: a
 * 10,000-card set takes twenty statements per table instead of one per row, far below PostgreSQL's
 * 65,535 parameters (a card version row has eight).
 */
export const SET_ROWS_PER_STATEMENT = 500;

/** Writes a version's cards (pinned versions) and definitions (copies), `chunkRows` rows per statement. */
export async function insertVersionContents(db: Database, setId: string, setVersion: number, entries: readonly ImportEntry[], chunkRows = SET_ROWS_PER_STATEMENT): Promise<void> {
  const pinned = entries.flatMap((e) => (e.published === undefined ? [] : [{ setId, setVersion, cardId: e.id, cardVersion: e.published.version, included: e.included }]));
  const copied = entries.flatMap((e) => (e.published === undefined ? [{ setId, setVersion, definitionId: e.id, name: e.name, source: e.source, ast: e.ast, included: e.included }] : []));
  for (const chunk of chunksOf(pinned, chunkRows)) await insertRows(db, cardSetVersionEntries, chunk);
  for (const chunk of chunksOf(copied, chunkRows)) await insertRows(db, cardSetVersionDefinitions, chunk);
}

/** Whether two versions hold the same entries: the same card versions and the same definitions, included the same way. */
export function sameContents(a: readonly ImportEntry[], b: readonly ImportEntry[]): boolean {
  const key = (e: ImportEntry) => (e.published === undefined ? `d:${e.id}:${e.included}:${e.source}:${canonicalCompact(jsonValue(e.ast))}` : `c:${e.id}@${e.published.version}:${e.included}`);
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

async function latestVersion(db: Database, setId: string): Promise<number | undefined> {
  const [row] = await db.select({ version: cardSetVersions.version }).from(cardSetVersions).where(eq(cardSetVersions.setId, setId)).orderBy(desc(cardSetVersions.version)).limit(1);
  return row?.version;
}

async function versionSummary(db: Database, setId: string, version: number): Promise<SetVersionSummary> {
  const set = await getSet(db, setId);
  const summary = set?.versions.find((v) => v.version === version);
  if (summary === undefined) throw new Error(`set ${setId} version ${version} vanished`);
  return summary;
}

/**
 * A frozen version (the latest when `version` is omitted) as the snapshot an export builds from. With
 * `onlyCards`, its cards are only those of these ids (its definitions are all there): a comparison of two
 * versions reads only the cards whose pinned versions differ (set-diffs.ts).
 */
export async function versionSnapshot(db: Database, setId: string, version?: number, onlyCards?: readonly string[]): Promise<SnapshotResult> {
  const [set] = await db.select().from(cardSets).where(eq(cardSets.id, setId));
  const number = version ?? (await latestVersion(db, setId));
  if (set === undefined || number === undefined) return { status: 'not-found' };
  const [header] = await db
    .select({ name: cardSetVersions.name, description: cardSetVersions.description, frozenAt: cardSetVersions.frozenAt, frozenBy: users.name })
    .from(cardSetVersions)
    .leftJoin(users, eq(users.id, cardSetVersions.frozenBy))
    .where(and(eq(cardSetVersions.setId, setId), eq(cardSetVersions.version, number)));
  if (header === undefined) return { status: 'not-found' };
  const VersionEntryRow = VersionRow.extend({ included: z.enum(['selected', 'required']) });
  const problems: Problem[] = [];
  const entries: SnapshotEntry[] = [];
  // A chunk of rows at a time, in card id order: a 10,000-card version never comes back as one result
  // (PGlite holds a whole result in its own memory, which it never gives back).
  const readRows = async (where: SQL | undefined) => {
    const rows = await db
      .select({ ...versionColumns, included: cardSetVersionEntries.included })
      .from(cardSetVersionEntries)
      .innerJoin(cardVersions, and(eq(cardVersions.cardId, cardSetVersionEntries.cardId), eq(cardVersions.version, cardSetVersionEntries.cardVersion)))
      .innerJoin(users, eq(users.id, cardVersions.author))
      .where(and(eq(cardSetVersionEntries.setId, setId), eq(cardSetVersionEntries.setVersion, number), where))
      .orderBy(asc(cardSetVersionEntries.cardId))
      .limit(SET_ROWS_PER_STATEMENT);
    const versions = z.array(VersionEntryRow).parse(rows);
    const how = new Map(versions.map((v) => [v.cardId, v.included]));
    entries.push(...cardEntries(versions, (id) => how.get(id), problems));
    return versions;
  };
  if (onlyCards === undefined) {
    for (let after: string | undefined; ; ) {
      const versions = await readRows(after === undefined ? undefined : gt(cardSetVersionEntries.cardId, after));
      after = versions.at(-1)?.cardId;
      if (versions.length < SET_ROWS_PER_STATEMENT) break;
    }
  } else {
    for (const ids of chunksOf([...onlyCards].sort(), SET_ROWS_PER_STATEMENT)) await readRows(inArray(cardSetVersionEntries.cardId, ids));
  }
  const definitionRows = await db
    .select()
    .from(cardSetVersionDefinitions)
    .where(and(eq(cardSetVersionDefinitions.setId, setId), eq(cardSetVersionDefinitions.setVersion, number)));
  for (const row of definitionRows) {
    const decl = declOfStoredAst(row.ast);
    if (decl.ok) entries.push({ id: row.definitionId, name: row.name, included: row.included, source: row.source, ast: decl.decl });
    else problems.push({ card: row.definitionId, message: decl.error });
  }
  if (problems.length > 0) return { status: 'problems', problems };
  return {
    status: 'ok',
    snapshot: {
      set: { id: set.id, name: header.name, game: set.game, version: number, description: header.description, frozenAt: header.frozenAt.toISOString(), frozenBy: header.frozenBy },
      entries,
    },
  };
}

/** The card version each card of a frozen version is pinned to, by card id; undefined when the version does not exist. */
export async function versionPins(db: Database, setId: string, version: number): Promise<Map<string, number> | undefined> {
  const [exists] = await db.select({ version: cardSetVersions.version }).from(cardSetVersions).where(and(eq(cardSetVersions.setId, setId), eq(cardSetVersions.version, version)));
  if (exists === undefined) return undefined;
  const rows = await db
    .select({ cardId: cardSetVersionEntries.cardId, cardVersion: cardSetVersionEntries.cardVersion })
    .from(cardSetVersionEntries)
    .where(and(eq(cardSetVersionEntries.setId, setId), eq(cardSetVersionEntries.setVersion, version)));
  return new Map(rows.map((r) => [r.cardId, r.cardVersion]));
}

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown): unknown => (e !== null && typeof e === 'object' && 'code' in e ? e.code : undefined);
  const cause = error !== null && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return (code(error) ?? code(cause)) === '23505';
}
