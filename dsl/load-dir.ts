/**
 * Reading `.smith` files from disk into a Project (Node only; the browser builds Projects from its own
 * file list). Paths are kept as given, relative to the working directory when they were relative.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePath, Project, type SourceFile } from './project';

/** Every `.smith` file under the given files or directories, sorted by path. */
export async function findSmithFiles(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string): Promise<void> => {
    const info = await stat(path);
    if (info.isDirectory()) {
      const entries = await readdir(path);
      for (const entry of entries.sort()) {
        if (entry.startsWith('.') || entry === 'node_modules') continue;
        await visit(join(path, entry));
      }
    } else if (path.endsWith('.smith')) {
      found.push(normalizePath(path));
    }
  };
  for (const p of paths) await visit(p);
  return [...new Set(found)].sort();
}

export async function readSmithFiles(paths: string[]): Promise<SourceFile[]> {
  const files = await findSmithFiles(paths);
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(path, 'utf8') })));
}

export async function loadProject(paths: string[]): Promise<Project> {
  return new Project(await readSmithFiles(paths));
}
