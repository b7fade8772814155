/**
 * Reading `.smith` files from disk into a Project (Node only; the browser builds Projects from its own
 * file list). Paths are kept as given, relative to the working directory when they were relative.
 *
 * Files are read with the synchronous calls, a batch at a time. Each asynchronous read is a round trip
 * through libuv's thread pool (open, stat, read, close, each handed to a pool thread and back): reading
 * the 292 files of `content/` that way cost 80–100 ms of CPU, most of it in the kernel switching threads,
 * against 10–15 ms read in turn. A card file is a few kilobytes, so a batch blocks for a millisecond or
 * two; between batches the event loop runs, so a server reading a game's folder stays responsive.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { normalizePath, Project, type SourceFile } from './project';

/** Files read between two turns of the event loop. */
const FILES_PER_BATCH = 64;

/** Every `.smith` file under the given files or directories, sorted by path. */
export async function findSmithFiles(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  const visitDirectory = (dir: string): void => {
    // In any order: the list is sorted once, whole, at the end.
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      // A symbolic link is followed, as the walk by `stat` did before.
      const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && statSync(path).isDirectory());
      if (isDirectory) visitDirectory(path);
      else if (entry.name.endsWith('.smith')) found.push(normalizePath(path));
    }
  };
  for (const p of paths) {
    if (statSync(p).isDirectory()) visitDirectory(p);
    else if (p.endsWith('.smith')) found.push(normalizePath(p));
  }
  return [...new Set(found)].sort();
}

export async function readSmithFiles(paths: string[]): Promise<SourceFile[]> {
  const files = await findSmithFiles(paths);
  const read: SourceFile[] = [];
  for (const [index, path] of files.entries()) {
    if (index > 0 && index % FILES_PER_BATCH === 0) await yieldToEventLoop();
    read.push({ path, text: readFileSync(path, 'utf8') });
  }
  return read;
}

export async function loadProject(paths: string[]): Promise<Project> {
  return new Project(await readSmithFiles(paths));
}
