import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LockHeldError, LockOwner, acquireLock, lockPathFor } from './lock';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cardsmith-lock-'));
  dataDir = join(dir, 'pglite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeLock(owner: Partial<LockOwner>): void {
  const full: LockOwner = { pid: 1, host: hostname(), startedAt: new Date().toISOString(), purpose: 'someone', token: 't', ...owner };
  writeFileSync(lockPathFor(dataDir), JSON.stringify(full));
}

function heldError(run: () => unknown): LockHeldError {
  try {
    run();
  } catch (error) {
    if (error instanceof LockHeldError) return error;
    throw error;
  }
  throw new Error('expected LockHeldError');
}

/** The pid of a process that has exited (pids are not reused this quickly). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('acquireLock', () => {
  it('writes pid, host, start time and purpose next to the folder, and removes them on release', () => {
    const lock = acquireLock(dataDir, 'test holder');
    expect(lock.path).toBe(`${dataDir}.lock`);
    const written = LockOwner.parse(JSON.parse(readFileSync(lock.path, 'utf8')));
    expect(written).toMatchObject({ pid: process.pid, host: hostname(), purpose: 'test holder' });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second holder inside the same process, naming the holder', () => {
    const lock = acquireLock(dataDir, 'first');
    const error = heldError(() => acquireLock(dataDir, 'second'));
    expect(error.holder?.pid).toBe(process.pid);
    expect(error.message).toContain(`first (pid ${process.pid} on this host, since`);
    lock.release();
    acquireLock(dataDir, 'third').release();
  });

  it('refuses while a live process holds the lock', () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = child.pid ?? 0;
      writeLock({ pid, purpose: 'studio server on port 3000', startedAt: new Date(Date.now() + 1000).toISOString() });
      const error = heldError(() => acquireLock(dataDir, 'cli'));
      expect(error.holder?.pid).toBe(pid);
      expect(error.message).toMatch(new RegExp(`in use by studio server on port 3000 \\(pid ${pid} on this host, since `));
      expect(LockOwner.parse(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8'))).pid).toBe(pid); // untouched
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    writeLock({ pid: deadPid(), purpose: 'crashed studio' });
    const lock = acquireLock(dataDir, 'new holder');
    expect(LockOwner.parse(JSON.parse(readFileSync(lock.path, 'utf8')))).toMatchObject({ pid: process.pid, purpose: 'new holder' });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a process started after the lock was written (pid reuse)', () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeLock({ pid: child.pid ?? 0, startedAt: new Date(Date.now() - 3_600_000).toISOString() });
      acquireLock(dataDir, 'after reboot').release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it("takes over this process's own pid from an earlier life, and an unreadable lock file", () => {
    writeLock({ pid: process.pid, token: 'from-an-earlier-run' });
    acquireLock(dataDir, 'me').release();
    writeFileSync(lockPathFor(dataDir), '{ not json');
    acquireLock(dataDir, 'me').release();
  });

  it('counts a lock from another host as live: its pid cannot be checked from here', () => {
    writeLock({ pid: deadPid(), host: 'some-other-host' });
    expect(heldError(() => acquireLock(dataDir, 'cli')).message).toContain('on host some-other-host');
  });

  it('does not remove a lock that is no longer its own on release', () => {
    const lock = acquireLock(dataDir, 'first');
    writeLock({ pid: 4242, token: 'someone-else' });
    lock.release();
    expect(existsSync(lockPathFor(dataDir))).toBe(true);
  });
});
