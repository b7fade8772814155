/**
 * The main thread's side of the language worker: the server's DSL work (parsing, validating, card faces)
 * runs on one long-lived worker thread so the main thread only does HTTP and database I/O, and a 200 KB
 * draft being validated does not hold up every other request.
 *
 * Requests go to the worker in the order they are asked and it answers them in that order (FIFO). A
 * worker that fails (an error, an exit, a message it should not send) rejects everything pending with a
 * clear error and is replaced on the next request; `generation` then changes, which tells a
 * StudioProject that the worker's copy of its drafts is gone and must be rebuilt from the database.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { projectRoot } from '../../../db/config';
import { startTsWorker } from '../../../lib/ts-worker';
import { FromWorker, Results, type RequestOf, type RequestType, type Result } from './protocol';

interface Pending {
  type: RequestType;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** app/server/language/worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function languageWorkerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'app', 'server', 'language', 'worker.ts');
}

export class LanguageClient {
  private worker: Worker | undefined;
  private started = 0;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  /** `start` makes a worker thread (tests pass one that misbehaves). */
  constructor(private readonly start: () => Worker = () => startTsWorker(languageWorkerScript())) {}

  /** Which worker is answering: a new number each time one is started (the first is 1). Starts one if none runs. */
  generation(): number {
    this.running();
    return this.started;
  }

  ask<T extends RequestType>(request: RequestOf<T>): Promise<Result<T>> {
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<Result<T>>((resolve, reject) => {
      // Results[T] checked the value, so it is a Result<T>; TypeScript cannot follow the map by key.
      this.pending.set(id, { type: request.type, resolve: resolve as (result: unknown) => void, reject });
      // A waiting answer keeps the process alive; an idle worker does not (a CLI command can exit).
      worker.ref();
      worker.postMessage({ id, request });
    });
  }

  /** Asks only the worker of `generation`, if it still runs (what it held is gone otherwise): never starts one. */
  askRunning<T extends RequestType>(generation: number, request: RequestOf<T>): Promise<Result<T>> | undefined {
    return this.worker && this.started === generation ? this.ask(request) : undefined;
  }

  /** Stops the worker (pending requests are rejected); the next request starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('the language worker was stopped'));
    await worker.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    this.worker = worker;
    this.started += 1;
    worker.unref();
    worker.on('message', (raw: unknown) => this.receive(worker, raw));
    worker.on('error', (error) => this.fail(worker, new Error(`the language worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.fail(worker, new Error(`the language worker stopped${code === 0 ? '' : ` (exit code ${code})`}`)));
    return worker;
  }

  private receive(worker: Worker, raw: unknown): void {
    const answer = FromWorker.safeParse(raw);
    const pending = answer.success && answer.data.id !== null ? this.pending.get(answer.data.id) : undefined;
    if (!answer.success || answer.data.id === null || !pending) {
      // Every request we send is well-formed and answered once: anything else means the worker is broken.
      const why = answer.success ? `an answer to no request it was asked (${answer.data.ok ? 'ok' : answer.data.message})` : `a malformed message (${answer.error.issues[0]?.message ?? 'unreadable'})`;
      this.fail(worker, new Error(`the language worker sent ${why}; it was restarted`));
      void worker.terminate();
      return;
    }
    this.pending.delete(answer.data.id);
    if (this.pending.size === 0) worker.unref();
    if (!answer.data.ok) return pending.reject(new Error(answer.data.message));
    const result = Results[pending.type].safeParse(answer.data.result);
    if (!result.success) return pending.reject(new Error(`the language worker's answer to ${pending.type} is malformed: ${result.error.issues[0]?.message ?? ''}`));
    pending.resolve(result.data);
  }

  /** Rejects what `worker` had pending; the next request starts a new worker. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(new Error(`${error.message}; the ${p.type} request was not answered, try again`));
  }
}

const KEY = Symbol.for('cardsmith.languageWorker');
type Slot = { [KEY]?: LanguageClient };

/** The server's language worker (one per process, kept on globalThis so Next's reloads do not start more). */
export function languageWorker(): LanguageClient {
  const slot = globalThis as Slot;
  return (slot[KEY] ??= new LanguageClient());
}
