/**
 * A game's `.smith` sources as the studio sees them: the content folder's definitions (ruleset, species,
 * roles, growth, rarities, packs) with every card taken from its current draft in the database, so the
 * balancing tools measure what the designers are editing. Deck files are left out: decks live in the
 * database and are validated one at a time (see deck-check.ts).
 *
 * Paths are `content/<game>/…` whatever the content folder is, so the DSL's project reads the game and
 * card ids the same way it does for files on disk.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../dsl/project';
import { cardDrafts } from '../../db/card-sources';
import type { Database } from '../../db/client';
import { contentDir } from '../../db/config';
import { cardPath } from '../cards/project-paths';
import { scanDefinitions } from './content-definitions';
import { GameName } from '../ui/game-choice';

export { GameName };

/** The games of the content folder (its sub-folders with a ruleset file). */
export function contentGames(dir = contentDir()): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && GameName.test(e.name) && readdirSync(join(dir, e.name)).includes('ruleset.smith'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

export async function gameSources(db: Database, game: string, dir = contentDir()): Promise<SourceFile[]> {
  if (!GameName.test(game)) return [];
  // Read from disk on every call (not the studio project's start-up copy): the pack explorer writes
  // table files, and what it shows and opens must be what is on disk now.
  const definitions = scanDefinitions(dir).filter((f) => f.path.startsWith(`content/${game}/`));
  const cards = (await cardDrafts(db, game)).map((card) => ({ path: cardPath(game, card.id), text: card.draftSource }));
  return [...definitions, ...cards];
}
