/**
 * A worker thread running a TypeScript module. Node 20 does not apply `--import tsx` from a worker's
 * `execArgv` before loading the worker's entry (it fails on the `.ts` extension), so the worker starts
 * from a small JavaScript bootstrap that registers tsx's loader and then imports the entry.
 */
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../db/config';

export function startTsWorker(entry: string): Worker {
  const bootstrap = join(/*turbopackIgnore: true*/ projectRoot(), 'lib', 'ts-worker-bootstrap.mjs');
  return new Worker(bootstrap, { workerData: { entry: pathToFileURL(entry).href } });
}
