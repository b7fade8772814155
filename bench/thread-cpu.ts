/**
 * Where a process's CPU time goes, by thread, on Linux: the main thread, the threads that live through a
 * measured task (V8's platform threads, which compile optimised code and help collect garbage for every
 * isolate of the process, and libuv's pool), and the threads that the task started and that ended with
 * it (a run's worker threads: their time stays in the process's total after they exit, while their
 * /proc entries are gone). Elsewhere only the total is known.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ThreadSplit {
  total: number;
  main: number;
  /** Threads alive before and after the task, but the main thread. */
  background: number;
  /** The rest: threads started by the task that ended with it. */
  started: number;
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU seconds in a /proc `stat` file (a thread's, or a whole process's: all its threads). */
function statSeconds(path: string): number {
  const stat = readFileSync(path, 'utf8');
  // Fields after the command name (which may hold spaces, so cut at its closing parenthesis):
  // state is field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}

/** CPU seconds of each live thread of this process (empty where /proc is not there). */
function threadSeconds(): Map<string, number> {
  const out = new Map<string, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      out.set(tid, statSeconds(`/proc/self/task/${tid}/stat`));
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return out;
}

/**
 * CPU seconds of this process's live child processes, all their threads: work done for the process that
 * its own count leaves out, such as the builds of esbuild's service (0 where /proc is not there).
 */
export function childProcessSeconds(): number {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let total = 0;
  for (const tid of tids) {
    try {
      for (const pid of readFileSync(`/proc/self/task/${tid}/children`, 'utf8').split(/\s+/).filter(Boolean)) total += statSeconds(`/proc/${pid}/stat`);
    } catch {
      // The thread or the child ended between listing and reading.
    }
  }
  return total;
}

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Runs `task` and splits the CPU time it cost the process by thread. */
export async function splitCpu<T>(task: () => Promise<T>): Promise<{ result: T; cpu: ThreadSplit | undefined; total: number }> {
  const before = threadSeconds();
  const total0 = cpuSeconds();
  const result = await task();
  const total = cpuSeconds() - total0;
  const after = threadSeconds();
  if (before.size === 0) return { result, cpu: undefined, total };
  const main = String(process.pid);
  let mainDelta = 0;
  let background = 0;
  for (const [tid, seconds] of after) {
    const was = before.get(tid);
    if (was === undefined) continue; // started during the task and still alive: counted with the started ones
    if (tid === main) mainDelta = seconds - was;
    else background += seconds - was;
  }
  return { result, cpu: { total, main: mainDelta, background, started: Math.max(0, total - mainDelta - background) }, total };
}
