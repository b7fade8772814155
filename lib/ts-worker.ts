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

/** A worker thread running `entry` (a TypeScript module of the project) as compiled JavaScript. */
export async function startCompiledWorker(entry: string): Promise<Worker> {
  return new Worker(await compiledEntry(entry));
}
