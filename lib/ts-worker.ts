/**
 * Worker threads running the project's TypeScript modules, started in one of two ways:
 * - `startCompiledWorker`: from the entry's compiled JavaScript (lib/compiled-js.ts, built on demand),
 *   for threads whose start-up matters (simulation workers: one per core, per run; the studio's language
 *   worker, whose start the first request waits for);
 * - `startTsWorker`: through tsx's loader, with no build step. Node 20 does not apply `--import tsx`
 *   from a worker's `execArgv` before loading the worker's entry (it fails on the `.ts` extension), so
 *   the worker starts from a small JavaScript bootstrap that registers tsx's loader and then imports the
 *   entry. Every module then goes through tsx's hooks: seconds of CPU for a thread that parses `.smith`.
 */
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../db/config';
import { compiledEntry } from './compiled-js';

export function startTsWorker(entry: string): Worker {
  const bootstrap = join(/*turbopackIgnore: true*/ projectRoot(), 'lib', 'ts-worker-bootstrap.mjs');
  return new Worker(bootstrap, { workerData: { entry: pathToFileURL(entry).href } });
}

/** Options that load a module before a thread's entry: `--import tsx`, `--import=tsx`, `-r tsx/cjs` … */
const PRELOADS = new Set(['--import', '--loader', '--experimental-loader', '--require', '-r']);

/**
 * The process's Node options less those that register tsx. A worker inherits its process's `execArgv`,
 * and under tsx (the tests, the benchmarks, the CLI when it cannot build) that loaded tsx's loader in
 * every compiled thread for nothing: its code imports no TypeScript. That cost about 0.15 CPU-s a start,
 * half again what the thread's own code costs. Other options (`--cpu-prof`, heap sizes …) are kept.
 */
export function withoutTsx(execArgv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!PRELOADS.has(flag)) {
      out.push(arg);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : (execArgv[i + 1] ?? '');
    const valueIsNext = eq <= 0;
    if (/(^|[\\/@])tsx([\\/]|$)/.test(value)) {
      if (valueIsNext) i++;
      continue;
    }
    out.push(arg);
    if (valueIsNext && i + 1 < execArgv.length) out.push(execArgv[++i] as string);
  }
  return out;
}

/** A worker thread running `entry` (a TypeScript module of the project) as compiled JavaScript. */
export async function startCompiledWorker(entry: string): Promise<Worker> {
  return new Worker(await compiledEntry(entry), { execArgv: withoutTsx(process.execArgv) });
}
