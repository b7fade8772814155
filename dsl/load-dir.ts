/**
 * Reading `.smith` files from disk (Node only; the browser builds Projects from its own file list). This is
 * the one walk of the content folder: the CLI, the studio's definitions, the sandbox's game files and the
 * card and deck scans of the database all find their files here. Paths are kept as given, relative to the
 * working directory when they were relative.
 *
 * Nothing on disk stops a walk: a link to nothing, a folder that cannot be listed, a file that cannot be
 * read or is not a regular file (a pipe named `x.smith` would block a read forever) is listed as unreadable,
 * with why, and the rest is read. A loop of links is walked once: each real folder is visited once.
 *
 * Files are read with the synchronous calls, a batch at a time. Each asynchronous read is a round trip
 * through libuv's thread pool (open, stat, read, close, each handed to a pool thread and back): reading
 * the 292 files of `content/` that way cost 80–100 ms of CPU, most of it in the kernel switching threads,
 * against 10–15 ms read in turn. A card file is a few kilobytes, so a batch blocks for a millisecond or
 * two; between batches the event loop runs, so a server reading a game's folder stays responsive.
 */
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { normalizePath, Project, type SourceFile } from './project';
import { MAX_SOURCE_BYTES, tooLongReason } from './source-size';

/** Files read between two turns of the event loop. */
const FILES_PER_BATCH = 64;

/** A pipe, a socket, a device: never opened (a pipe would block a read until something wrote to it). */
const NOT_A_REGULAR_FILE = 'this file: it is not a regular file';

/** Something on disk that was skipped, and why: `this file: permission denied` (read after "Could not read"). */
export interface Unreadable {
  path: string;
  reason: string;
}

/** What a walk found: the `.smith` files, sorted by path, and what it could not look at. */
export interface SmithFileWalk {
  paths: string[];
  unreadable: Unreadable[];
}

/**
 * The `.smith` files under `dir`, skipping hidden entries, `node_modules`, and the folders `skipFolder`
 * names (by their path relative to `dir`, with `/`). Links are followed. Never throws: a `dir` that cannot
 * be listed is itself the one unreadable entry.
 */
export function walkSmithFiles(dir: string, skipFolder: (relativePath: string) => boolean = () => false): SmithFileWalk {
  const paths: string[] = [];
  const unreadable: Unreadable[] = [];
  const visited = new Set<string>();
  // Links are followed after every folder reachable without them, so a folder is found under its own
  // path, not under a link's (whatever order the disk lists entries in), and one reached twice is walked once.
  const links: string[] = [];
  const visit = (folder: string): void => {
    let entries;
    try {
      const real = realpathSync(folder);
      if (visited.has(real)) return;
      visited.add(real);
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      unreadable.push({ path: normalizePath(folder), reason: reasonOf(error, 'folder') });
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) links.push(path);
      else if (entry.isDirectory()) enter(path);
      else if (entry.name.endsWith('.smith')) found(path, entry);
    }
  };
  const enter = (folder: string): void => {
    if (!skipFolder(relative(dir, folder).split(sep).join('/'))) visit(folder);
  };
  const found = (path: string, stats: { isFile(): boolean }): void => {
    if (stats.isFile()) paths.push(normalizePath(path));
    else unreadable.push({ path: normalizePath(path), reason: NOT_A_REGULAR_FILE });
  };
  visit(dir);
  for (let link = nextLink(links); link !== undefined; link = nextLink(links)) {
    let stats;
    try {
      stats = statSync(link);
    } catch (error) {
      // A link to nothing: only worth a word if it was meant as a card file.
      if (link.endsWith('.smith')) unreadable.push({ path: normalizePath(link), reason: reasonOf(error, 'file') });
      continue;
    }
    if (stats.isDirectory()) enter(link);
    else if (link.endsWith('.smith')) found(link, stats);
  }
  // Each real folder is walked once, so no path is found twice.
  return { paths: paths.sort(), unreadable: inPathOrder(unreadable) };
}

/** The first of the links waiting, in path order (visiting one may add more), taken off the list. */
function nextLink(links: string[]): string | undefined {
  links.sort();
  return links.shift();
}

/** One file's text, or why it could not be read; `as` is the path the result carries (default: `path`). Never throws. */
export function readSmithFile(path: string, as: string = normalizePath(path)): SourceFile {
  let fd: number | undefined;
  try {
    // The size from the open file (what readFileSync would ask for anyway): a file too large is not read.
    fd = openSync(path, 'r');
    const { size } = fstatSync(fd);
    if (size > MAX_SOURCE_BYTES) return { path: as, text: '', unreadable: `this file: it is ${tooLongReason(size, 'bytes')}` };
    return { path: as, text: readFileSync(fd, 'utf8') };
  } catch (error) {
    return { path: as, text: '', unreadable: reasonOf(error, 'file') };
  } finally {
    if (fd !== undefined) closeQuietly(fd);
  }
}

/** Closes a file read from; a failure to close a file only read loses nothing. */
function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Nothing to report: the text was read (or the failure that matters already is).
  }
}

/**
 * Every `.smith` file under `dir` (as `walkSmithFiles` finds them), read now, in one go, in order of the
 * paths `as` gives them (the studio names a game's files `content/<game>/…` wherever its folder is).
 * Those that could not be read are among them, empty, saying why. For a game's definitions read at start-up;
 * a folder of thousands of cards is read with `readSmithFiles`, which lets the event loop run.
 */
export function readSmithFilesUnder(dir: string, skipFolder?: (relativePath: string) => boolean, as: (path: string) => string = (path) => path): SourceFile[] {
  const walk = walkSmithFiles(dir, skipFolder);
  return inPathOrder([...walk.paths.map((path) => readSmithFile(path, as(path))), ...walk.unreadable.map((skipped) => skippedFile(skipped, as))]);
}

/**
 * Every `.smith` file under the given files or directories, sorted by path, and what could not be looked
 * at. A path given that does not exist rejects: that is a mistake in the request, not in the folder.
 */
export async function findSmithFiles(paths: string[]): Promise<SmithFileWalk> {
  const found: string[] = [];
  const unreadable: Unreadable[] = [];
  for (const p of paths) {
    const stats = statSync(p);
    if (stats.isDirectory()) {
      const walk = walkSmithFiles(p);
      found.push(...walk.paths);
      unreadable.push(...walk.unreadable);
    } else if (!p.endsWith('.smith')) continue;
    else if (stats.isFile()) found.push(normalizePath(p));
    else unreadable.push({ path: normalizePath(p), reason: NOT_A_REGULAR_FILE });
  }
  // Paths that overlap (`content` and `content/g`) find the same things twice: each is listed once.
  return { paths: [...new Set(found)].sort(), unreadable: inPathOrder([...new Map(unreadable.map((u) => [u.path, u])).values()]) };
}

/** The files under `paths`, in path order; those that could not be read are among them, empty, saying why (`unreadable`). */
export async function readSmithFiles(paths: string[]): Promise<SourceFile[]> {
  const { paths: files, unreadable } = await findSmithFiles(paths);
  const read: SourceFile[] = [];
  for (const [index, path] of files.entries()) {
    if (index > 0 && index % FILES_PER_BATCH === 0) await yieldToEventLoop();
    read.push(readSmithFile(path));
  }
  return inPathOrder([...read, ...unreadable.map((skipped) => skippedFile(skipped))]);
}

/** Whether `path` is a folder (following links); false for anything that cannot be looked at. */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The folders directly in `dir` (a content folder's games), sorted, hidden ones left out; none if it cannot be listed. */
export function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.') && isDirectory(join(dir, entry.name)))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** What could not be read, as a file of the project: empty, saying why. */
function skippedFile({ path, reason }: Unreadable, as: (path: string) => string = (p) => p): SourceFile {
  return { path: as(path), text: '', unreadable: reason };
}

function inPathOrder<T extends { path: string }>(items: T[]): T[] {
  return items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export async function loadProject(paths: string[]): Promise<Project> {
  return new Project(await readSmithFiles(paths));
}

/** Why a file or folder could not be used, in words a designer reads: `this folder: permission denied`. */
function reasonOf(error: unknown, what: 'file' | 'folder'): string {
  return `this ${what}: ${whyOf(error, what)}`;
}

function whyOf(error: unknown, what: 'file' | 'folder'): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ENOENT':
      return `it is a link to a ${what} that does not exist`;
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'it is a loop of links';
    case 'EISDIR':
      return 'it is a folder';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
