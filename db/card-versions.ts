/**
 * A card's published versions: the history list, one version's contents, and publishing a draft as the
 * next version. Versions are immutable (migration 0001's trigger); publishing only ever inserts.
 *
 * Publishing is optimistic like saving a draft: it names the draft revision the publisher looked at and
 * the version that was current then. Inside one transaction the version row is inserted under the next
 * number (the primary key refuses a second publish racing for the same number) and the card row is
 * moved to it only if its draft revision and current version are still the ones named; otherwise the
 * transaction rolls back and the caller gets a conflict with what the card holds now.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cardVersions, cards, users } from './schema';
import type { Database } from './client';
import { declOfStoredAst } from '../sets/stored-ast';

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

/** One line, so that a history list and a set's changelog read as a list. */
export const Changelog = z
  .string()
  .trim()
  .min(1, 'a changelog line is required')
  .max(200, 'a changelog line has at most 200 characters')
  .refine((line) => !/[\r\n]/.test(line), 'a changelog is one line');

export const VersionSummary = z.object({
  version: z.number().int().positive(),
  /** The card's name in this version (a card may be renamed; its id never changes). */
  name: z.string(),
  author: z.string(),
  createdAt: IsoTime,
  changelog: z.string(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

export const VersionContents = VersionSummary.extend({ source: z.string(), rulesText: z.string() });
export type VersionContents = z.infer<typeof VersionContents>;

const VersionRow = z.object({
  version: z.number().int().positive(),
  ast: z.unknown(),
  author: z.string(),
  createdAt: RowTime,
  changelog: z.string(),
});

const summaryColumns = {
  version: cardVersions.version,
  ast: cardVersions.ast,
  author: users.name,
  createdAt: cardVersions.createdAt,
  changelog: cardVersions.changelog,
};

function summaryOf(row: z.infer<typeof VersionRow>, fallbackName: string): VersionSummary {
  const decl = declOfStoredAst(row.ast);
  return { version: row.version, name: decl.ok ? decl.decl.name.text : fallbackName, author: row.author, createdAt: row.createdAt, changelog: row.changelog };
}

/** Every version of a card, newest first. `fallbackName` names a version whose stored AST has no name. */
export async function listVersions(db: Database, cardId: string, fallbackName: string): Promise<VersionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(cardVersions)
    .innerJoin(users, eq(users.id, cardVersions.author))
    .where(eq(cardVersions.cardId, cardId))
    .orderBy(desc(cardVersions.version));
  return z.array(VersionRow).parse(rows).map((row) => summaryOf(row, fallbackName));
}

export async function getVersion(db: Database, cardId: string, version: number, fallbackName: string): Promise<VersionContents | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, source: cardVersions.source, rulesText: cardVersions.rulesText })
    .from(cardVersions)
    .innerJoin(users, eq(users.id, cardVersions.author))
    .where(and(eq(cardVersions.cardId, cardId), eq(cardVersions.version, version)));
  if (!row) return undefined;
  const parsed = VersionRow.extend({ source: z.string(), rulesText: z.string() }).parse(row);
  return { ...summaryOf(parsed, fallbackName), source: parsed.source, rulesText: parsed.rulesText };
}

export interface NewVersion {
  cardId: string;
  /** The draft revision that was checked and is being published. */
  baseRevision: number;
  /** The card's current version when the draft was checked (null: never published). */
  baseVersion: number | null;
  source: string;
  /** The parsed card declaration (stored as JSON). */
  ast: unknown;
  rulesText: string;
  author: number;
  changelog: string;
}

export type PublishOutcome = { status: 'published'; version: number } | { status: 'conflict' };

class Stale extends Error {
  constructor() {
    super('stale publish');
  }
}

/** Postgres' unique_violation, as both drivers report it (on the error or, through Drizzle, its cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

export async function publishVersion(db: Database, v: NewVersion): Promise<PublishOutcome> {
  try {
    const next = await db.transaction(async (tx) => {
      // After the highest version, not the current one: an import may have brought versions of its own.
      const [highest] = await tx.select({ n: sql<number>`coalesce(max(${cardVersions.version}), 0)::int` }).from(cardVersions).where(eq(cardVersions.cardId, v.cardId));
      const next = (highest?.n ?? 0) + 1;
      await tx.insert(cardVersions).values({
        cardId: v.cardId,
        version: next,
        source: v.source,
        ast: v.ast,
        rulesText: v.rulesText,
        author: v.author,
        changelog: v.changelog,
        // The draft's art goes with it: the version keeps this image whatever the draft's art becomes.
        artId: sql`(select ${cards.artId} from ${cards} where ${cards.id} = ${v.cardId})`,
      });
      const moved = await tx
        .update(cards)
        // A deprecated card stays deprecated: publishing a fix does not reinstate it (setDeprecated does).
        .set({ currentVersion: next, status: sql`case when ${cards.status} = 'deprecated' then 'deprecated'::card_status else 'published'::card_status end` })
        .where(
          and(
            eq(cards.id, v.cardId),
            eq(cards.draftRevision, v.baseRevision),
            v.baseVersion === null ? sql`${cards.currentVersion} is null` : eq(cards.currentVersion, v.baseVersion),
          ),
        )
        .returning({ id: cards.id });
      if (moved.length === 0) throw new Stale();
      return next;
    });
    return { status: 'published', version: next };
  } catch (error) {
    if (error instanceof Stale || isUniqueViolation(error)) return { status: 'conflict' };
    throw error;
  }
}

export const DraftState = z.object({
  id: z.string(),
  game: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published', 'deprecated']),
  draftSource: z.string(),
  draftRevision: z.number().int().positive(),
  updatedAt: IsoTime,
  /** Who saved the draft last (null: seeded from the content folder, or the account is gone). */
  updatedBy: z.string().nullable(),
  currentVersion: z.number().int().positive().nullable(),
  /** The current version's source (null: never published). */
  currentSource: z.string().nullable(),
  /** The draft's art and the current version's (null: none): a new image alone is a change to publish. */
  draftArtId: z.number().int().positive().nullable(),
  currentArtId: z.number().int().positive().nullable(),
});
export type DraftState = z.infer<typeof DraftState>;

/** A card's draft next to its current version: what publishing and the history page start from. */
export function draftDiffers(draft: Pick<DraftState, 'draftSource' | 'currentSource' | 'draftArtId' | 'currentArtId'>): boolean {
  return draft.currentSource !== draft.draftSource || draft.draftArtId !== draft.currentArtId;
}

/** A card's draft next to its current version: what publishing and the history page start from. */
export async function draftState(db: Database, cardId: string): Promise<DraftState | undefined> {
  const [row] = await db
    .select({
      id: cards.id,
      game: cards.game,
      name: cards.name,
      status: cards.status,
      draftSource: cards.draftSource,
      draftRevision: cards.draftRevision,
      updatedAt: cards.updatedAt,
      updatedBy: users.name,
      currentVersion: cards.currentVersion,
      currentSource: cardVersions.source,
      draftArtId: cards.artId,
      currentArtId: cardVersions.artId,
    })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.updatedBy))
    .leftJoin(cardVersions, and(eq(cardVersions.cardId, cards.id), eq(cardVersions.version, cards.currentVersion)))
    .where(eq(cards.id, cardId));
  return row ? DraftState.extend({ updatedAt: RowTime }).parse(row) : undefined;
}
