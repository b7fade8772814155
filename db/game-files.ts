/**
 * The definition files of the games in the content folder: every `.smith` file of `<content>/<game>/`
 * except the one-card files under `cards/` (the database holds those). The sandbox compiles a game in the
 * browser from these plus the cards' drafts.
 *
 * Paths are returned as `content/<game>/…` with forward slashes whatever the folder is called on disk:
 * the DSL's project model reads the game from that shape (see dsl/project.ts `gameOf`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface GameFile {
  path: string;
  text: string;
}

/** The games of a content folder: its sub-folders holding a `ruleset.smith`, sorted. */
export function listGames(contentDir: string): string[] {
  if (!isDirectory(contentDir)) return [];
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(contentDir, entry.name, 'ruleset.smith')))
    .map((entry) => entry.name)
    .sort();
}

/** Every non-card `.smith` file of one game, sorted by path. An unknown game has none. */
export function readGameFiles(contentDir: string, game: string): GameFile[] {
  if (!listGames(contentDir).includes(game)) return [];
  const root = join(contentDir, game);
  const found: string[] = [];
  walk(root, found, join(root, 'cards'));
  return found.sort().map((path) => ({ path: `content/${game}/${relative(root, path).split(/[\\/]/).join('/')}`, text: readFileSync(path, 'utf8') }));
}

function walk(dir: string, found: string[], skip: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) {
      if (path !== skip) walk(path, found, skip);
    } else if (entry.isFile() && entry.name.endsWith('.smith')) found.push(path);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
