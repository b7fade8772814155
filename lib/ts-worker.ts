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

function isTsx(module: string): boolean {
  return /(^|[\\/@])tsx([\\/]|$)/.test(module);
}

/**
 * The Node options a compiled thread starts with. A worker inherits its process's options by default,
 * and under tsx (the tests, the benchmarks, the CLI when it cannot build) that loaded tsx's loader into
 * every compiled thread for nothing (its code imports no TypeScript): about 0.15 CPU-s a start, half
 * again what the thread's own code costs. So when they load tsx, the thread gets only the other modules
 * they preload. Not the rest: Node refuses V8's options (`--expose-gc`, heap sizes) in a worker's own
 * list, and they apply to every thread of the process anyway. `undefined` (inherit, as before) when
 * the options do not load tsx.
 */
export function compiledThreadArgv(execArgv: readonly string[]): string[] | undefined {
  const preloads: string[] = [];
  let tsx = false;
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!PRELOADS.has(flag)) continue;
    const module = eq > 0 ? arg.slice(eq + 1) : (execArgv[++i] ?? '');
    if (isTsx(module)) tsx = true;
    else preloads.push(flag, module);
  }
  return tsx ? preloads : undefined;
}

/** A worker thread running `entry` (a TypeScript module of the project) as compiled JavaScript. */
export async function startCompiledWorker(entry: string): Promise<Worker> {
  const execArgv = compiledThreadArgv(process.execArgv);
  return new Worker(await compiledEntry(entry), execArgv ? { execArgv } : {});
}
