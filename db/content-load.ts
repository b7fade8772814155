/**
 * What the studio server does with the content folder at every start: inserts its cards and decks that
 * the database does not have yet, skipping those deleted in the studio (db/deleted-content.ts).
 */
import type { Database } from './client';
import { seedFromContentDir, type SeedReport } from './seed';
import { seedDecksFromContentDir, type DeckSeedReport } from './deck-seed';

export interface ContentLoadReport {
  seed: SeedReport;
  deckSeed: DeckSeedReport;
}

export async function loadContentFolder(db: Database, contentDir: string): Promise<ContentLoadReport> {
  return { seed: await seedFromContentDir(db, contentDir), deckSeed: await seedDecksFromContentDir(db, contentDir) };
}

/** One line for the server log. */
export function describeContentLoad(contentDir: string, { seed, deckSeed }: ContentLoadReport): string {
  const deleted = seed.deleted.length + deckSeed.deleted.length;
  return (
    `content ${contentDir}: ${seed.inserted.length} new cards, ${seed.existing.length} already present; ` +
    `${deckSeed.inserted.length} new decks, ${deckSeed.existing.length} already present` +
    (deleted > 0 ? `; ${deleted} deleted in the studio (not loaded again)` : '')
  );
}
