/**
 * Whole-process CPU time of a command, start-up and exit included, as the operating system counts it:
 * the command runs under GNU time (`/usr/bin/time`), which reports the user and system time of the
 * finished process — every thread of it, which no measurement from inside Node can see in full.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const GNU_TIME = '/usr/bin/time';

export interface ProcessRun {
  /** User + system CPU seconds (GNU time counts in hundredths). */
  cpu: number;
  /** Wall seconds. */
  wall: number;
  status: number | null;
  stdout: string;
}

/** Runs `command args…` to the end and returns its CPU and wall time; throws when GNU time is missing. */
export function runTimed(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ProcessRun {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-time-'));
  const report = join(dir, 'time.txt');
  try {
    const child = spawnSync(GNU_TIME, ['-f', '%U %S %e', '-o', report, command, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
    if (child.error) throw new Error(`cannot run ${GNU_TIME} (GNU time measures whole-process CPU): ${child.error.message}`);
    const last = readFileSync(report, 'utf8').trim().split('\n').pop() ?? '';
    const [user, system, wall] = last.split(' ').map(Number);
    if (user === undefined || system === undefined || wall === undefined || [user, system, wall].some((n) => !Number.isFinite(n))) {
      throw new Error(`${GNU_TIME} reported "${last}" for ${command} ${args.join(' ')}`);
    }
    return { cpu: user + system, wall, status: child.status, stdout: child.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
