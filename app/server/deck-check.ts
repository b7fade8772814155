/**
 * Server-side check of a deck before it is stored or exported: the game's sources come from the database
 * and the content folder here, the DSL's verdict (deck-verdict.ts) from the language worker.
 */
import type { Database } from '../../db/client';
import { gameSources } from './game-sources';
import { languageWorker } from './language/client';
import type { DeckCheck } from './deck-verdict';

/** `expectedId`: the stored deck's id when saving (a deck cannot change its id by editing the text). */
export async function checkDeck(db: Database, game: string, source: string, expectedId?: string): Promise<DeckCheck> {
  const sources = await gameSources(db, game);
  return languageWorker().ask({ type: 'deckCheck', game, sources, source, ...(expectedId !== undefined ? { expectedId } : {}) });
}
