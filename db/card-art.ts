/**
 * Card art in the database: uploading an image to a card's draft, removing it, and reading the image of
 * the draft or of a published version. Uploads are rows of `card_art` that are never changed; the card
 * points at its draft's art, and publishing copies that pointer into the new version (db/card-versions.ts),
 * so an older version keeps the image it was published with after the draft's art changes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { cardArt, cardVersions, cards } from './schema';
import { sha256Hex } from '../lib/sha256';
import { chunksOf } from '../lib/chunks-of';
import { ArtContentType, ArtImageInfo, checkArtImage } from '../app/cards/faces/art-image';

const IsoTime = z.iso.datetime({ offset: true });
const RowTime = z.date().transform((date) => date.toISOString());

/** What the studio shows about a card's art (no bytes): its id is the cache key of the image's address. */
export const ArtSummary = ArtImageInfo.extend({ id: z.number().int().positive(), sha256: z.string(), createdAt: IsoTime });
export type ArtSummary = z.infer<typeof ArtSummary>;

export const ArtImage = ArtSummary.extend({ data: z.instanceof(Uint8Array) });
export type ArtImage = z.infer<typeof ArtImage>;

const summaryColumns = {
  id: cardArt.id,
  contentType: cardArt.contentType,
  width: cardArt.width,
  height: cardArt.height,
  bytes: cardArt.byteSize,
  sha256: cardArt.sha256,
  createdAt: cardArt.createdAt,
};
const SummaryRow = ArtSummary.extend({ contentType: ArtContentType, createdAt: RowTime });
const ImageRow = SummaryRow.extend({ data: z.instanceof(Uint8Array) });

export type ArtUpload = { status: 'saved'; art: ArtSummary } | { status: 'refused'; message: string } | { status: 'not-found' };

/** Checks the image (type by magic bytes, size, dimensions) and makes it the draft's art. */
export async function uploadCardArt(db: Database, cardId: string, data: Uint8Array, userId: number | null): Promise<ArtUpload> {
  const checked = checkArtImage(data);
  if (!checked.ok) return { status: 'refused', message: checked.message };
  const { info } = checked;
  return db.transaction(async (tx) => {
    const [card] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.id, cardId)).for('update');
    if (!card) return { status: 'not-found' } as const;
    const [row] = await tx
      .insert(cardArt)
      .values({ cardId, contentType: info.contentType, width: info.width, height: info.height, byteSize: info.bytes, sha256: sha256Hex(data), bytes: data, uploadedBy: userId })
      .returning(summaryColumns);
    const art = SummaryRow.parse(row);
    await tx.update(cards).set({ artId: art.id }).where(eq(cards.id, cardId));
    return { status: 'saved', art } as const;
  });
}

/** Takes the art off the card's draft (published versions keep theirs). False: no such card. */
export async function removeCardArt(db: Database, cardId: string): Promise<boolean> {
  const updated = await db.update(cards).set({ artId: null }).where(eq(cards.id, cardId)).returning({ id: cards.id });
  return updated.length > 0;
}

/** The draft's art, without its bytes (undefined: none, or no such card). */
export async function draftArtSummary(db: Database, cardId: string): Promise<ArtSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(cards).innerJoin(cardArt, eq(cardArt.id, cards.artId)).where(eq(cards.id, cardId));
  return row ? SummaryRow.parse(row) : undefined;
}

/** The image of the card's draft, or of one published version when `version` is given. */
export async function cardArtImage(db: Database, cardId: string, version?: number): Promise<ArtImage | undefined> {
  const columns = { ...summaryColumns, data: cardArt.bytes };
  const [row] =
    version === undefined
      ? await db.select(columns).from(cards).innerJoin(cardArt, eq(cardArt.id, cards.artId)).where(eq(cards.id, cardId))
      : await db
          .select(columns)
          .from(cardVersions)
          .innerJoin(cardArt, eq(cardArt.id, cardVersions.artId))
          .where(and(eq(cardVersions.cardId, cardId), eq(cardVersions.version, version)));
  return row ? ImageRow.parse(row) : undefined;
}

/** The art of many published card versions at once (an export's cards), keyed `cardId@version`. */
export async function versionArtImages(db: Database, pinned: readonly { cardId: string; version: number }[]): Promise<Map<string, ArtImage>> {
  const found = new Map<string, ArtImage>();
  const ids = [...new Set(pinned.map((p) => p.cardId))];
  const wanted = new Set(pinned.map((p) => `${p.cardId}@${p.version}`));
  // One query per 500 cards: every version of those cards that has art, filtered to the pinned ones here.
  for (const chunk of chunksOf(ids, 500)) {
    const rows = await db
      .select({ cardId: cardVersions.cardId, version: cardVersions.version, ...summaryColumns, data: cardArt.bytes })
      .from(cardVersions)
      .innerJoin(cardArt, eq(cardArt.id, cardVersions.artId))
      .where(inArray(cardVersions.cardId, chunk));
    for (const row of rows) {
      const key = `${row.cardId}@${row.version}`;
      if (wanted.has(key)) found.set(key, ImageRow.parse(row));
    }
  }
  return found;
}
