/**
 * The definitions of the content folder (ruleset, growth, rarities, species, roles: every `.smith`
 * file of `<content>/<game>/` outside `cards/`, `decks/` and `scenarios/`), as project files under
 * `content/<game>/`. Cards come from the database instead; decks and scenarios refer to cards but no
 * card refers to them, so the studio's project leaves them out. Read at start-up: restart the studio
 * after editing them.
 */
import { join, relative, sep } from 'node:path';
import type { ContentProblem } from '../../db/content-files';
import { readSmithFilesUnder, subfolders } from '../../dsl/load-dir';
import type { SourceFile } from '../../dsl/project';
import { definitionPath } from '../cards/project-paths';

const SKIPPED = new Set(['cards', 'decks', 'scenarios']);

export function scanDefinitions(contentDir: string): SourceFile[] {
  return scan(contentDir, SKIPPED);
}

/** Every `.smith` file of the content folder, cards, decks and scenarios included (the language reference's examples). */
export function scanContent(contentDir: string): SourceFile[] {
  return scan(contentDir, new Set());
}

/**
 * The rules files (ruleset, species, roles…) that could not be read, as problems named from the content
 * folder (`<game>/roles.smith`): the studio runs without them, so its start-up lists them beside the cards
 * and decks it skipped (a card's errors would not say why).
 */
export function unreadableDefinitions(contentDir: string): ContentProblem[] {
  return scanDefinitions(contentDir).flatMap((file) => (file.unreadable === undefined ? [] : [{ file: file.path.replace(/^content\//, ''), message: `could not read ${file.unreadable}` }]));
}

/** A file that cannot be read is kept, empty, saying why (the project reports it as L0006): the studio still starts. */
function scan(contentDir: string, skipped: ReadonlySet<string>): SourceFile[] {
  const files: SourceFile[] = [];
  for (const game of subfolders(contentDir)) {
    const root = join(contentDir, game);
    const asPath = (path: string): string => definitionPath(game, relative(root, path).split(sep).join('/'));
    files.push(...readSmithFilesUnder(root, (folder) => skipped.has(folder), asPath));
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
