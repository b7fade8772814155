/**
 * The exclusive lock on an embedded PGlite folder.
 *
 * Two processes that open the same PGlite folder corrupt it without any error (measured: duplicate
 * primary keys; see the README's design notes). PGlite itself does not prevent it, so every opener in
 * this project takes this lock first: a file next to the folder (`<folder>.lock`) naming the holder's
 * pid, host, start time and purpose.
 *
 * - The lock file is created atomically (`link` of a fully written temporary file), so nobody ever reads
 *   a half-written lock.
 * - A lock whose pid no longer runs on this host is stale (the holder crashed) and is taken over.
 * - A lock held by another host cannot be checked and counts as live.
 * - The same process cannot take the same lock twice: two PGlite instances in one process corrupt the
 *   folder just the same.
 */
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const LockOwner = z.object({
  pid: z.number().int().positive(),
  host: z.string().min(1),
  startedAt: z.string().min(1),
  purpose: z.string(),
  /** Random per acquisition: tells our lock apart from a later one of a process that reused our pid. */
  token: z.string().min(1),
});
export type LockOwner = z.infer<typeof LockOwner>;

export interface HeldLock {
  path: string;
  owner: LockOwner;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Thrown when a live process holds the lock. `message` is one line that names the holder. */
export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly dataDir: string,
    readonly holder: LockOwner | undefined,
  ) {
    super(`the database folder ${dataDir} is in use by ${describeHolder(holder)}`);
    this.name = 'LockHeldError';
  }
}

export function describeHolder(holder: LockOwner | undefined): string {
  if (!holder) return 'another process (its lock file is unreadable)';
  const where = holder.host === hostname() ? 'on this host' : `on host ${holder.host}`;
  return `${holder.purpose || 'another process'} (pid ${holder.pid} ${where}, since ${holder.startedAt})`;
}

export function lockPathFor(dataDir: string): string {
  return `${resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;
}

/** Lock files this process holds, so a second opener inside the same process is refused too. */
const heldHere = new Set<string>();

export function acquireLock(dataDir: string, purpose: string): HeldLock {
  const path = lockPathFor(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    purpose,
    token: randomBytes(8).toString('hex'),
  };
  // A few rounds: each failed round means another process changed the lock file under us.
  for (let round = 0; round < 5; round += 1) {
    if (createExclusively(path, JSON.stringify(owner))) return hold(path, owner);
    const raw = readIfExists(path);
    if (raw === undefined) continue; // released between our attempt and our read: try again
    const holder = parseOwner(raw);
    if (holder && isAlive(holder, path)) throw new LockHeldError(path, resolve(dataDir), holder);
    if (!holder && heldHere.has(path)) throw new LockHeldError(path, resolve(dataDir), undefined);
    // Stale (holder dead) or unreadable (a crash cannot leave it half-written, so this is not ours):
    // move it aside and try again.
    takeOver(path, raw);
  }
  throw new LockHeldError(path, resolve(dataDir), parseOwner(readIfExists(path) ?? ''));
}

/**
 * The live holder of a folder's lock, without taking it (for a friendly early refusal, e.g. before a
 * long build). Racy by nature: only `acquireLock` decides who opens the folder.
 */
export function liveHolder(dataDir: string): LockOwner | undefined {
  const path = lockPathFor(dataDir);
  const holder = parseOwner(readIfExists(path) ?? '');
  return holder && isAlive(holder, path) ? holder : undefined;
}

function hold(path: string, owner: LockOwner): HeldLock {
  heldHere.add(path);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.off('exit', release);
    const current = parseOwner(readIfExists(path) ?? '');
    if (current?.token === owner.token) unlinkIfExists(path);
  };
  // Best effort on a normal exit; a crash leaves a stale lock, which the next opener takes over.
  process.on('exit', release);
  return { path, owner, release };
}

function createExclusively(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path); // atomic, fails if the lock exists
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkIfExists(temp);
  }
}

/**
 * Removes a stale lock without removing a fresh one that another process may have written since we
 * read it: rename is atomic, so we own whatever we renamed; if it is not the stale lock we judged, it
 * is someone's live lock and goes back (link refuses if yet another lock appeared meanwhile).
 */
function takeOver(path: string, staleRaw: string): void {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readIfExists(aside);
  if (moved !== staleRaw) {
    try {
      linkSync(aside, path);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  unlinkIfExists(aside);
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const parsed = LockOwner.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder still runs. Another host's process cannot be checked, so it counts as alive. A pid
 * can be reused (containers restart with small pids): a process that started after the lock was written
 * cannot be its holder.
 */
function isAlive(holder: LockOwner, path: string): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false;
  }
  const started = processStartTime(holder.pid);
  const locked = Date.parse(holder.startedAt);
  // 1 s of slack: the kernel counts start times in clock ticks from an approximate boot time.
  return started === undefined || Number.isNaN(locked) || started <= locked + 1000;
}

/** Start time (ms since epoch) of a process, from /proc on Linux; undefined where /proc is unavailable. */
function processStartTime(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces and parentheses: fields after it start after the last ')'.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(after[19]); // field 22 overall
    const bootLine = readFileSync('/proc/stat', 'utf8').match(/^btime (\d+)$/m);
    if (!bootLine?.[1] || !Number.isFinite(startTicks)) return undefined;
    const ticksPerSecond = 100; // USER_HZ: 100 on every Linux architecture Node supports
    return Number(bootLine[1]) * 1000 + (startTicks / ticksPerSecond) * 1000;
  } catch {
    return undefined;
  }
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function unlinkIfExists(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
