/**
 * Shared by the DSL commands: which files to load for the paths a user names. Validating one card needs
 * its whole game (to resolve names), so a path inside `content/<game>/` loads that game and reports only
 * on the named paths.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePath } from '../../dsl/project';

export interface ContentSelection {
  /** Directories and files to load. */
  load: string[];
  /** Paths (files or directory prefixes) whose diagnostics are reported. */
  report: string[];
}

/** The `content/<game>` root containing `path`, if any. */
export function gameRoot(path: string): string | undefined {
  const parts = normalizePath(path).split('/');
  const i = parts.lastIndexOf('content');
  if (i < 0 || parts.length < i + 2 || parts[i + 1] === '') return undefined;
  return parts.slice(0, i + 2).join('/');
}

export async function selectContent(paths: string[]): Promise<ContentSelection> {
  const named = (paths.length > 0 ? paths : ['content']).map(normalizePath).map((p) => p.replace(/\/+$/, ''));
  for (const p of named) await stat(p);
  for (const p of named) await refuseUnnamedGames(p);
  const load = new Set<string>();
  for (const p of named) load.add(gameRoot(p) ?? p);
  return { load: [...load], report: named };
}

/**
 * A file's game is the folder after `content/` in its path (dsl/project.ts), so a folder of several games
 * under another name (a copy of `content/` as `my-games/`) would be read as one game whose rulesets,
 * cards and names all collide: thousands of errors that say nothing of the cause. Refused instead, with
 * what to do. A single game's folder under any name is one game, and is read as one.
 */
async function refuseUnnamedGames(path: string): Promise<void> {
  if (path.split('/').includes('content') || !(await stat(path)).isDirectory()) return;
  const games: string[] = [];
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const hasRuleset = await stat(join(path, entry.name, 'ruleset.smith')).then(
      (s) => s.isFile(),
      () => false,
    );
    if (hasRuleset) games.push(entry.name);
  }
  if (games.length < 2) return;
  throw new Error(`${path} holds ${games.length} games (${games.sort().join(', ')}), but games are told apart by the folder after content/ in a path: rename the folder to content, or validate one game's folder (cardsmith validate ${path}/${games[0]})`);
}

export function isReported(path: string, report: string[]): boolean {
  return report.some((r) => path === r || path.startsWith(r + '/'));
}
