/**
 * Card queries shared by the API and the CLI. Every row that leaves this module is parsed with zod, so
 * the API's output schemas are checked against what the database really returned.
 */
import { asc, eq, and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cards } from './schema';
import type { Database } from './client';
import { readCardHeader, type HeaderResult } from './content-source';
import { MAX_DRAFT_LENGTH } from './draft-length';

export const CardStatus = z.enum(['draft', 'published', 'deprecated']);
export type CardStatus = z.infer<typeof CardStatus>;

/** Times cross the API as ISO 8601 strings (JSON has no date type and the API uses no transformer). */
const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

export const CardSummary = z.object({
  id: z.string(),
  game: z.string(),
  kind: z.string(),
  name: z.string(),
  status: CardStatus,
  draftRevision: z.number().int().positive(),
  currentVersion: z.number().int().positive().nullable(),
  updatedAt: IsoTime,
});
export type CardSummary = z.infer<typeof CardSummary>;

export const CardDetail = CardSummary.extend({
  draftSource: z.string(),
  updatedBy: z.number().int().nullable(),
});
export type CardDetail = z.infer<typeof CardDetail>;

// Rows as the drivers return them (timestamps as Date), checked and converted to the API shapes.
const CardSummaryRow = CardSummary.extend({ updatedAt: RowTime });
const CardDetailRow = CardDetail.extend({ updatedAt: RowTime });

export const SaveDraftInput = z.object({
  id: z.string().min(1),
  /** The draft revision the edit started from (from `cards.get`). */
  baseRevision: z.number().int().positive(),
  source: z.string().max(MAX_DRAFT_LENGTH),
});
export type SaveDraftInput = z.infer<typeof SaveDraftInput>;

export const SaveDraftResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), card: CardDetail }),
  /** Someone saved since `baseRevision`: nothing was written; here is what the server has now. */
  z.object({
    status: z.literal('conflict'),
    current: z.object({ source: z.string(), revision: z.number().int().positive(), updatedAt: IsoTime }),
  }),
  z.object({ status: z.literal('not-found') }),
]);
export type SaveDraftResult = z.infer<typeof SaveDraftResult>;

export const summaryColumns = {
  id: cards.id,
  game: cards.game,
  kind: cards.kind,
  name: cards.name,
  status: cards.status,
  draftRevision: cards.draftRevision,
  currentVersion: cards.currentVersion,
  updatedAt: cards.updatedAt,
};
const detailColumns = { ...summaryColumns, draftSource: cards.draftSource, updatedBy: cards.updatedBy };

export async function listCards(db: Database): Promise<CardSummary[]> {
  const rows = await db.select(summaryColumns).from(cards).orderBy(asc(cards.game), asc(cards.kind), asc(cards.name), asc(cards.id));
  return z.array(CardSummaryRow).parse(rows);
}

export async function getCard(db: Database, id: string): Promise<CardDetail | undefined> {
  const [row] = await db.select(detailColumns).from(cards).where(eq(cards.id, id));
  return row ? CardDetailRow.parse(row) : undefined;
}

/** How a save reads the draft's header: in this thread, or (the studio server) in its language worker. */
export type HeaderReader = (source: string) => HeaderResult | Promise<HeaderResult>;

/**
 * Optimistic concurrency: one `UPDATE … WHERE draft_revision = base RETURNING`, so of two saves based on
 * the same revision exactly one matches the row; the other changes nothing and gets a conflict carrying
 * the server's current draft. A draft is never overwritten by a save that did not see it.
 *
 * The card's name and kind follow the draft's header when it can be read; a draft whose header is
 * mid-edit keeps the previous name and kind (the source itself is always saved).
 */
export async function saveDraft(db: Database, input: SaveDraftInput, userId: number | null = null, readHeader: HeaderReader = readCardHeader): Promise<SaveDraftResult> {
  const { id, baseRevision, source } = SaveDraftInput.parse(input);
  const header = await readHeader(source);
  const [saved] = await db
    .update(cards)
    .set({
      draftSource: source,
      draftRevision: sql`${cards.draftRevision} + 1`,
      updatedAt: sql`now()`,
      updatedBy: userId,
      ...(header.ok ? { kind: header.header.kind, name: header.header.name } : {}),
    })
    .where(and(eq(cards.id, id), eq(cards.draftRevision, baseRevision)))
    .returning(detailColumns);
  if (saved) return { status: 'saved', card: CardDetailRow.parse(saved) };

  const current = await getCard(db, id);
  if (!current) return { status: 'not-found' };
  return {
    status: 'conflict',
    current: { source: current.draftSource, revision: current.draftRevision, updatedAt: current.updatedAt },
  };
}
