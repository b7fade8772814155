// The first module of a TypeScript worker thread (see ts-worker.ts): registers tsx's loader in this
// thread, then imports the worker's real entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
