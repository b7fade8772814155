/**
 * Loading a game's content from disk for the engine (Node only: the browser gets its Project from the
 * studio). A game is a folder such as content/summoners-grid/: every `.smith` file below it, read with the
 * DSL's project loader and indexed for the engine.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ScenarioDecl } from '../../../dsl/ast';
import { readSmithFiles } from '../../../dsl/load-dir';
import { Project, type ProjectFile, type SourceFile } from '../../../dsl/project';
import { indexContent, type Content } from '../rules/content';

export interface LoadedGame {
  root: string;
  content: Content;
  files: ProjectFile[];
  /** Errors in the content, as `file:line:col message`. */
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

export async function loadGame(root: string): Promise<LoadedGame> {
  return { ...gameFromFiles(await readSmithFiles([root])), root: resolve(root) };
}

/** A game from its files' text (a simulation run carries its content this way). */
export function gameFromFiles(sources: readonly SourceFile[]): Omit<LoadedGame, 'root'> {
  const project = new Project([...sources]);
  const files = project.files();
  const errors = project
    .allDiagnostics()
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.path}:${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);
  const content = indexContent(files.map((f) => f.parsed.document));
  return { content, files, errors };
}

/** The scenarios declared in files whose path is (or is under) one of `paths`. */
export function scenariosIn(files: ProjectFile[], paths?: string[]): Array<{ path: string; scenario: ScenarioDecl }> {
  const wanted = paths?.map((p) => resolve(p));
  return files
    .filter((f) => !wanted || wanted.some((w) => resolve(f.path) === w || resolve(f.path).startsWith(`${w}/`)))
    .flatMap((f) => f.parsed.document.decls.filter((d): d is ScenarioDecl => d.kind === 'Scenario').map((scenario) => ({ path: f.path, scenario })));
}
