/**
 * Creating and retiring cards. A new card (from a template, or a duplicate) gets an id from its name
 * that no card has yet; the id never changes afterwards. A card that was never published may be
 * deleted; once published it can only be deprecated (its versions are history, and sets may pin them).
 */
import { and, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import { cardSetCards, cards } from './schema';
import type { Database } from './client';
import { CardId } from './content-files';
import { getCard, type CardDetail } from './cards';
import { recordDeletion } from './deleted-content';

/** `base`, or `base-2`, `base-3` … : the first id no card has. */
export async function freeCardId(db: Database, base: string): Promise<string> {
  const stem = CardId.safeParse(base).success ? base : 'card';
  const taken = new Set(
    (await db.select({ id: cards.id }).from(cards).where(or(eq(cards.id, stem), like(cards.id, `${stem.replace(/[%_\\]/g, '\\$&')}-%`)))).map((r) => r.id),
  );
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export interface NewCard {
  id: string;
  game: string;
  kind: string;
  name: string;
  source: string;
}

/** Inserts a new draft; undefined when the id is taken meanwhile (the caller picks another). */
export async function insertCard(db: Database, card: NewCard, userId: number): Promise<CardDetail | undefined> {
  const [row] = await db
    .insert(cards)
    .values({ id: card.id, game: card.game, kind: card.kind, name: card.name, draftSource: card.source, updatedBy: userId })
    .onConflictDoNothing({ target: cards.id })
    .returning({ id: cards.id });
  return row ? getCard(db, row.id) : undefined;
}

export type DeleteResult = 'deleted' | 'published' | 'in-set' | 'not-found';

/** Deletes a card that was never published and is in no set, for good: the content loader will not bring it back. */
export async function deleteUnpublishedCard(db: Database, id: string, deletedBy: number | null = null): Promise<DeleteResult> {
  const card = await getCard(db, id);
  if (!card) return 'not-found';
  if (card.currentVersion !== null) return 'published';
  if ((await db.$count(cardSetCards, eq(cardSetCards.cardId, id))) > 0) return 'in-set';
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(cards).where(and(eq(cards.id, id), isNull(cards.currentVersion))).returning({ id: cards.id });
    if (rows.length > 0) await recordDeletion(tx, 'card', id, deletedBy);
    return rows.length > 0;
  });
  return deleted ? 'deleted' : 'published';
}

/** Deprecates a published card (or reinstates a deprecated one); undefined when it was never published. */
export async function setDeprecated(db: Database, id: string, deprecated: boolean, userId: number): Promise<CardDetail | undefined> {
  const [row] = await db
    .update(cards)
    .set({ status: deprecated ? 'deprecated' : 'published', updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(cards.id, id), isNotNull(cards.currentVersion)))
    .returning({ id: cards.id });
  return row ? getCard(db, row.id) : undefined;
}
