/**
 * Deck queries (the deck builder's API and seeding). A deck row holds one `deck` declaration as DSL text;
 * whether that text is a valid deck is checked against its game by the API before it is stored (see
 * app/server/deck-check.ts). Saves use the same optimistic concurrency as card drafts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { decks } from './schema';
import { deletedAmong, recordDeletion } from './deleted-content';

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

export const DeckId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a deck id uses lowercase letters, digits and `-` (the slug of its name)')
  .max(200);

/** A deck file is small; this bounds a runaway paste. */
export const MAX_DECK_SOURCE = 50_000;

export const DeckSummary = z.object({
  id: z.string(),
  game: z.string(),
  name: z.string(),
  revision: z.number().int().positive(),
  updatedAt: IsoTime,
});
export type DeckSummary = z.infer<typeof DeckSummary>;

export const DeckDetail = DeckSummary.extend({ source: z.string(), updatedBy: z.number().int().nullable() });
export type DeckDetail = z.infer<typeof DeckDetail>;

const SummaryRow = DeckSummary.extend({ updatedAt: RowTime });
const DetailRow = DeckDetail.extend({ updatedAt: RowTime });

const summaryColumns = { id: decks.id, game: decks.game, name: decks.name, revision: decks.revision, updatedAt: decks.updatedAt };
const detailColumns = { ...summaryColumns, source: decks.source, updatedBy: decks.updatedBy };

export async function listDecks(db: Database): Promise<DeckSummary[]> {
  const rows = await db.select(summaryColumns).from(decks).orderBy(asc(decks.game), asc(decks.name), asc(decks.id));
  return z.array(SummaryRow).parse(rows);
}

/** The stored decks of one game with their text, for building what the studio's tools play. */
export async function deckSources(db: Database, game: string): Promise<Array<{ id: string; name: string; source: string }>> {
  const rows = await db.select({ id: decks.id, name: decks.name, source: decks.source }).from(decks).where(eq(decks.game, game)).orderBy(asc(decks.name), asc(decks.id));
  return z.array(z.object({ id: z.string(), name: z.string(), source: z.string() })).parse(rows);
}

export async function getDeck(db: Database, id: string): Promise<DeckDetail | undefined> {
  const [row] = await db.select(detailColumns).from(decks).where(eq(decks.id, id));
  return row ? DetailRow.parse(row) : undefined;
}

export interface NewDeck {
  id: string;
  game: string;
  name: string;
  source: string;
}

export type CreateDeckResult = { status: 'created'; deck: DeckDetail } | { status: 'exists' };

export async function createDeck(db: Database, deck: NewDeck, userId: number | null = null): Promise<CreateDeckResult> {
  const [row] = await db
    .insert(decks)
    .values({ ...deck, updatedBy: userId })
    .onConflictDoNothing({ target: decks.id })
    .returning(detailColumns);
  return row ? { status: 'created', deck: DetailRow.parse(row) } : { status: 'exists' };
}

export type SaveDeckResult =
  | { status: 'saved'; deck: DeckDetail }
  | { status: 'conflict'; current: { source: string; revision: number; updatedAt: string } }
  | { status: 'not-found' };

/** Saves only if nobody saved since `baseRevision` (one `UPDATE … WHERE revision = base`). */
export async function saveDeck(db: Database, input: { id: string; baseRevision: number; name: string; source: string }, userId: number | null = null): Promise<SaveDeckResult> {
  const [saved] = await db
    .update(decks)
    .set({ name: input.name, source: input.source, revision: sql`${decks.revision} + 1`, updatedAt: sql`now()`, updatedBy: userId })
    .where(and(eq(decks.id, input.id), eq(decks.revision, input.baseRevision)))
    .returning(detailColumns);
  if (saved) return { status: 'saved', deck: DetailRow.parse(saved) };
  const current = await getDeck(db, input.id);
  if (!current) return { status: 'not-found' };
  return { status: 'conflict', current: { source: current.source, revision: current.revision, updatedAt: current.updatedAt } };
}

export type DeleteDeckResult = { status: 'deleted' } | { status: 'conflict'; revision: number } | { status: 'not-found' };

/** Deletes only the revision the caller saw, for good: the content loader will not bring it back. */
export async function deleteDeck(db: Database, id: string, baseRevision: number, deletedBy: number | null = null): Promise<DeleteDeckResult> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(decks).where(and(eq(decks.id, id), eq(decks.revision, baseRevision))).returning({ id: decks.id });
    if (rows.length > 0) await recordDeletion(tx, 'deck', id, deletedBy);
    return rows.length > 0;
  });
  if (deleted) return { status: 'deleted' };
  const current = await getDeck(db, id);
  return current ? { status: 'conflict', revision: current.revision } : { status: 'not-found' };
}

/** Inserts the decks that are not in the database yet; existing ones are never touched, deleted ones never return. */
export async function seedDecks(db: Database, all: readonly NewDeck[]): Promise<{ inserted: string[]; existing: string[]; deleted: string[] }> {
  const gone = await deletedAmong(db, 'deck', all.map((d) => d.id));
  const list = all.filter((d) => !gone.has(d.id));
  const deleted = all.filter((d) => gone.has(d.id)).map((d) => d.id);
  if (list.length === 0) return { inserted: [], existing: [], deleted };
  const rows = await db.insert(decks).values([...list]).onConflictDoNothing({ target: decks.id }).returning({ id: decks.id });
  const inserted = new Set(rows.map((r) => r.id));
  return { inserted: list.filter((d) => inserted.has(d.id)).map((d) => d.id), existing: list.filter((d) => !inserted.has(d.id)).map((d) => d.id), deleted };
}
