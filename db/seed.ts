/**
 * Loads the content folder's cards into the database. Idempotent and non-destructive: a card that is
 * not in the database yet is inserted as a draft; a card that is already there is left exactly as it is,
 * so a re-seed never overwrites a designer's draft; a card deleted in the studio (db/deleted-content.ts)
 * stays deleted.
 */
import { cards } from './schema';
import type { Database } from './client';
import { scanContentCards, type ContentCard, type ContentProblem } from './content-files';
import { deletedAmong } from './deleted-content';

export interface SeedReport {
  /** Ids of the cards this call inserted. */
  inserted: string[];
  /** Ids of the cards that were already in the database (left untouched). */
  existing: string[];
  /** Ids of the content's cards that were deleted in the studio (not loaded again). */
  deleted: string[];
  problems: ContentProblem[];
}

export async function seedCards(db: Database, all: ContentCard[]): Promise<Pick<SeedReport, 'inserted' | 'existing' | 'deleted'>> {
  const deleted = await deletedAmong(db, 'card', all.map((card) => card.id));
  const content = all.filter((card) => !deleted.has(card.id));
  if (content.length === 0) return { inserted: [], existing: [], deleted: [...deleted] };
  const rows = content.map((card) => ({
    id: card.id,
    game: card.game,
    kind: card.kind,
    name: card.name,
    draftSource: card.source,
  }));
  const insertedRows = await db.insert(cards).values(rows).onConflictDoNothing({ target: cards.id }).returning({ id: cards.id });
  const inserted = new Set(insertedRows.map((row) => row.id));
  return {
    inserted: content.filter((card) => inserted.has(card.id)).map((card) => card.id),
    existing: content.filter((card) => !inserted.has(card.id)).map((card) => card.id),
    deleted: all.filter((card) => deleted.has(card.id)).map((card) => card.id),
  };
}

export async function seedFromContentDir(db: Database, contentDir: string): Promise<SeedReport> {
  const scan = scanContentCards(contentDir);
  return { ...(await seedCards(db, scan.cards)), problems: scan.problems };
}
