/**
 * What freezing a set reads besides the database: the game's rules content from the content folder
 * (CARDSMITH_CONTENT_DIR, default content/), and the DSL check of the whole version. The studio server
 * and the CLI freeze with the same sources.
 */
import { contentDir } from './config';
import type { FreezeSources } from './set-versions';
import { loadGameDefinitions } from '../sets/content-definitions-dir';
import { revalidateEntries } from '../sets/revalidate';

export function contentFreezeSources(dir: string = contentDir()): FreezeSources {
  return { definitions: (game) => loadGameDefinitions(dir, game), validate: revalidateEntries };
}
