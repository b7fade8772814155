/**
 * Tags on cards (`starter`, `needs art`): free words a designer groups cards with, kept beside the card
 * (table `card_tags`), never in its source, so tagging changes no draft revision and no published version.
 * A tag is normalised by `Tag` (db/card-tag-name.ts); the same tag twice on a card is one tag.
 */
import { and, asc, eq } from 'drizzle-orm';
import { cardTags, cards } from './schema';
import type { Database } from './client';
import { MAX_TAGS_PER_CARD } from './card-tag-name';

export { MAX_TAGS_PER_CARD, Tag } from './card-tag-name';

/** Every card's tags, sorted, by card id (cards without tags are absent). */
export async function tagsByCard(db: Database): Promise<Map<string, string[]>> {
  const rows = await db.select({ cardId: cardTags.cardId, tag: cardTags.tag }).from(cardTags).orderBy(asc(cardTags.cardId), asc(cardTags.tag));
  const byCard = new Map<string, string[]>();
  for (const row of rows) byCard.set(row.cardId, [...(byCard.get(row.cardId) ?? []), row.tag]);
  return byCard;
}

export async function tagsOf(db: Database, cardId: string): Promise<string[]> {
  const rows = await db.select({ tag: cardTags.tag }).from(cardTags).where(eq(cardTags.cardId, cardId)).orderBy(asc(cardTags.tag));
  return rows.map((r) => r.tag);
}

export type TagChange = { status: 'ok'; tags: string[] } | { status: 'not-found' } | { status: 'too-many' };

/** Adds a (normalised) tag to a card; adding one it has already changes nothing. */
export async function addTag(db: Database, cardId: string, tag: string): Promise<TagChange> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.id, cardId));
    if (!card) return { status: 'not-found' as const };
    const current = await tagsOf(tx, cardId);
    if (!current.includes(tag) && current.length >= MAX_TAGS_PER_CARD) return { status: 'too-many' as const };
    await tx.insert(cardTags).values({ cardId, tag }).onConflictDoNothing();
    return { status: 'ok' as const, tags: await tagsOf(tx, cardId) };
  });
}

/** Removes a tag from a card; removing one it does not have changes nothing. */
export async function removeTag(db: Database, cardId: string, tag: string): Promise<TagChange> {
  const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.id, cardId));
  if (!card) return { status: 'not-found' };
  await db.delete(cardTags).where(and(eq(cardTags.cardId, cardId), eq(cardTags.tag, tag)));
  return { status: 'ok', tags: await tagsOf(db, cardId) };
}

/** Gives a new card (a duplicate) the tags of the card it was copied from. */
export async function copyTags(db: Database, fromCardId: string, toCardId: string): Promise<void> {
  const tags = await tagsOf(db, fromCardId);
  if (tags.length > 0) await db.insert(cardTags).values(tags.map((tag) => ({ cardId: toCardId, tag }))).onConflictDoNothing();
}
