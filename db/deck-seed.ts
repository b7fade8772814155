/** Loads the content folder's deck files into the database; decks already there are never touched. */
import type { Database } from './client';
import type { ContentProblem } from './content-files';
import { scanContentDecks } from './deck-files';
import { seedDecks } from './decks';

export interface DeckSeedReport {
  inserted: string[];
  existing: string[];
  deleted: string[];
  problems: ContentProblem[];
}

export async function seedDecksFromContentDir(db: Database, contentDir: string): Promise<DeckSeedReport> {
  const scan = scanContentDecks(contentDir);
  return { ...(await seedDecks(db, scan.decks)), problems: scan.problems };
}
