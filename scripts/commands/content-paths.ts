/**
 * Shared by the DSL commands: which files to load for the paths a user names. Validating one card needs
 * its whole game (to resolve names), so a path inside `content/<game>/` loads that game and reports only
 * on the named paths.
 */
import { stat } from 'node:fs/promises';
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
  const load = new Set<string>();
  for (const p of named) load.add(gameRoot(p) ?? p);
  return { load: [...load], report: named };
}

export function isReported(path: string, report: string[]): boolean {
  return report.some((r) => path === r || path.startsWith(r + '/'));
}
