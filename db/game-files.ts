/**
 * The definition files of the games in the content folder: every `.smith` file of `<content>/<game>/`
 * except the one-card files under `cards/` (the database holds those). The sandbox compiles a game in the
 * browser from these plus the cards' drafts.
 *
 * Paths are returned as `content/<game>/…` with forward slashes whatever the folder is called on disk:
 * the DSL's project model reads the game from that shape (see dsl/project.ts `gameOf`).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDirectory, readSmithFilesUnder } from '../dsl/load-dir';
import type { SourceFile } from '../dsl/project';

/** A file's text; one that could not be read is empty and says why (`unreadable`: the project reports it). */
export type GameFile = SourceFile;

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
  const asPath = (path: string): string => `content/${game}/${relative(root, path).split(/[\\/]/).join('/')}`;
  return readSmithFilesUnder(root, (folder) => folder === 'cards', asPath);
}
