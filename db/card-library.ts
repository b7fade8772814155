/**
 * What the library lists: every card with its status, whether its draft differs from the published
 * version ("changed since publish"), the sets it belongs to and its tags. The card faces and problem counts come
 * from the studio's project model (app/server/studio-project.ts), which needs the drafts' sources:
 * `cardRevisions` says which changed, `cardSources` fetches only those.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cardSetCards, cardSets, cardVersions, cards } from './schema';
import type { Database } from './client';
import { CardSummary, summaryColumns } from './cards';
import { tagsByCard } from './card-tags';

export const LibraryRow = CardSummary.extend({
  /** Published, and the draft's source is not the published version's. */
  changedSincePublish: z.boolean(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  sets: z.array(z.string()),
  /** The card's tags (db/card-tags.ts), sorted. */
  tags: z.array(z.string()),
});
export type LibraryRow = z.infer<typeof LibraryRow>;

const RowTime = z.date().transform((date) => date.toISOString());

export async function libraryRows(db: Database): Promise<LibraryRow[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      // draftChanged() of app/cards/card-state.ts, in SQL: the library reads no sources.
      changedSincePublish: sql<boolean>`(${cardVersions.source} is not null and ${cardVersions.source} <> ${cards.draftSource})`,
      publishedAt: cardVersions.createdAt,
    })
    .from(cards)
    .leftJoin(cardVersions, and(eq(cardVersions.cardId, cards.id), eq(cardVersions.version, cards.currentVersion)))
    .orderBy(asc(cards.game), asc(cards.kind), asc(cards.name), asc(cards.id));
  const memberships = await db
    .select({ cardId: cardSetCards.cardId, name: cardSets.name })
    .from(cardSetCards)
    .innerJoin(cardSets, eq(cardSets.id, cardSetCards.setId))
    .orderBy(asc(cardSets.name));
  const setsOf = new Map<string, string[]>();
  for (const m of memberships) setsOf.set(m.cardId, [...(setsOf.get(m.cardId) ?? []), m.name]);
  const tags = await tagsByCard(db);
  const Row = LibraryRow.extend({ updatedAt: RowTime, publishedAt: RowTime.nullable() });
  return rows.map((row) => Row.parse({ ...row, sets: setsOf.get(row.id) ?? [], tags: tags.get(row.id) ?? [] }));
}

export const CardRevision = z.object({ id: z.string(), game: z.string(), draftRevision: z.number().int().positive() });
export type CardRevision = z.infer<typeof CardRevision>;

export async function cardRevisions(db: Database): Promise<CardRevision[]> {
  const rows = await db.select({ id: cards.id, game: cards.game, draftRevision: cards.draftRevision }).from(cards);
  return z.array(CardRevision).parse(rows);
}

export const CardSource = CardRevision.extend({ draftSource: z.string() });
export type CardSource = z.infer<typeof CardSource>;

export async function cardSources(db: Database, ids: string[]): Promise<CardSource[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cards.id, game: cards.game, draftRevision: cards.draftRevision, draftSource: cards.draftSource })
    .from(cards)
    .where(inArray(cards.id, ids));
  return z.array(CardSource).parse(rows);
}
