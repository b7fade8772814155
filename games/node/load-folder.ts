/**
 * Loading a game folder from disk (Node only): every `.smith` file below it, read with the DSL's project
 * loader. Which game module plays it is the ruleset's `game` (Summoner's Grid when it says none).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Decl, RulesetDecl } from '../../dsl/ast';
import { readSmithFiles } from '../../dsl/load-dir';
import { parse } from '../../dsl/parse';
import { declsAsPlayed, Project, type ProjectFile, type SourceFile } from '../../dsl/project';
import { gameIdOf } from '../../dsl/vocabulary';

export interface GameFolder {
  /** The game module's id, from the ruleset. */
  gameId: string;
  files: ProjectFile[];
  decls: Decl[];
  /** Errors in the content, as `file:line:col code message`. */
  errors: string[];
}

/** The game folder a file or folder belongs to: the nearest one holding a `ruleset.smith`. */
export function gameRootOf(path: string): string | undefined {
  let dir = resolve(path);
  if (existsSync(dir) && statSync(dir).isFile()) dir = dirname(dir);
  for (;;) {
    if (existsSync(join(dir, 'ruleset.smith'))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** Which game a folder holds, from its `ruleset.smith` alone (without reading and checking the rest). */
export function gameIdOfFolder(root: string): string {
  const path = join(root, 'ruleset.smith');
  const ruleset = existsSync(path) ? parse(readFileSync(path, 'utf8')).document.decls.find((d): d is RulesetDecl => d.kind === 'Ruleset') : undefined;
  return gameIdOf(ruleset);
}

/** A game folder from its files' text (a simulation run carries its content this way). */
export function folderFromFiles(sources: readonly SourceFile[]): GameFolder {
  return folderFromProject(new Project([...sources]));
}

/** A game folder from a project already read (a run's sources once its bad files are left out). */
export function folderFromProject(project: Project): GameFolder {
  const files = project.files();
  const errors = project
    .allDiagnostics()
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.path}:${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);
  const decls = files.flatMap(declsAsPlayed);
  const ruleset = decls.find((d): d is RulesetDecl => d.kind === 'Ruleset');
  return { gameId: gameIdOf(ruleset), files, decls, errors };
}

export async function loadFolder(root: string): Promise<GameFolder & { root: string }> {
  return { ...folderFromFiles(await readSmithFiles([root])), root: resolve(root) };
}
