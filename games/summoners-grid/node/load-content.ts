/**
 * Loading a game's content from disk for the engine (Node only: the browser gets its Project from the
 * studio). A game is a folder such as content/summoners-grid/: every `.smith` file below it, read with the
 * DSL's project loader and indexed for the engine.
 */
import { resolve } from 'node:path';
import type { ScenarioDecl } from '../../../dsl/ast';
import { readSmithFiles } from '../../../dsl/load-dir';
import type { ProjectFile, SourceFile } from '../../../dsl/project';
import { folderFromFiles } from '../../node/load-folder';
export { gameRootOf } from '../../node/load-folder';
import { indexContent, type Content } from '../rules/content';

export interface LoadedGame {
  root: string;
  content: Content;
  files: ProjectFile[];
  /** Errors in the content, as `file:line:col message`. */
  errors: string[];
}

export async function loadGame(root: string): Promise<LoadedGame> {
  return { ...gameFromFiles(await readSmithFiles([root])), root: resolve(root) };
}

/** A game from its files' text (a simulation run carries its content this way). */
export function gameFromFiles(sources: readonly SourceFile[]): Omit<LoadedGame, 'root'> {
  const { files, decls, errors } = folderFromFiles(sources);
  const content = indexContent(decls);
  return { content, files, errors };
}

/** The scenarios declared in files whose path is (or is under) one of `paths`. */
export function scenariosIn(files: ProjectFile[], paths?: string[]): Array<{ path: string; scenario: ScenarioDecl }> {
  const wanted = paths?.map((p) => resolve(p));
  return files
    .filter((f) => !wanted || wanted.some((w) => resolve(f.path) === w || resolve(f.path).startsWith(`${w}/`)))
    .flatMap((f) => f.parsed.document.decls.filter((d): d is ScenarioDecl => d.kind === 'Scenario').map((scenario) => ({ path: f.path, scenario })));
}
