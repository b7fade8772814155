/**
 * The main thread's side of the language worker: the server's DSL work (parsing, validating, card faces)
 * runs on one long-lived worker thread so the main thread only does HTTP and database I/O, and a 200 KB
 * draft being validated does not hold up every other request.
 *
 * Requests go to the worker in the order they are asked and it answers them in that order (FIFO). A
 * worker that fails (an error, an exit, a message it should not send) rejects everything pending with a
 * clear error and is replaced on the next request; `generation` then changes, which tells a
 * StudioProject that the worker's copy of its drafts is gone and must be rebuilt from the database.
 *
 * The thread runs the worker's compiled JavaScript (lib/compiled-js.ts: built by `cardsmith build` /
 * `npm start`, and on demand when a source changed), not TypeScript through tsx, whose loader costs about
 * a CPU-second per start. Starting is therefore asynchronous (it may wait for a build, about half a second,
 * still less than a start through tsx): requests asked meanwhile wait for the worker, in order.
 */
import type { Worker } from 'node:worker_threads';
import { startCompiledWorker } from '../../../lib/ts-worker';
import { FromWorker, Results, type Request, type RequestOf, type RequestType, type Result } from './protocol';
import { languageWorkerScript } from './worker-script';

interface Pending {
  type: RequestType;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export class LanguageClient {
  /** The current worker: being started (it may wait for its build) or running; undefined when none is. */
  private worker: Promise<Worker> | undefined;
  private started = 0;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  /** `start` makes a worker thread, at once or when it is built (tests pass one that misbehaves). */
  constructor(private readonly start: () => Worker | Promise<Worker> = () => startCompiledWorker(languageWorkerScript())) {}

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
      // Reactions to one promise run in the order they were added: requests are sent in the order asked.
      void worker.then(
        (started) => this.send(started, id, request),
        // A worker that could not start has rejected every request pending (fail, in running).
        () => undefined,
      );
    });
  }

  /** Asks only the worker of `generation`, if it still runs (what it held is gone otherwise): never starts one. */
  askRunning<T extends RequestType>(generation: number, request: RequestOf<T>): Promise<Result<T>> | undefined {
    return this.worker && this.started === generation ? this.ask(request) : undefined;
  }

  /** Stops the worker (pending requests are rejected), once started if it is starting; the next request starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.fail(this.started, new Error('the language worker was stopped'));
    // One that could not start has no thread to end.
    const started = await worker.catch(() => undefined);
    await started?.terminate();
  }

  private running(): Promise<Worker> {
    if (this.worker) return this.worker;
    const generation = ++this.started;
    // A start that throws at once fails like one that fails later: it rejects the requests, not the caller.
    const worker = new Promise<Worker>((resolve) => resolve(this.start())).then((started) => this.watch(generation, started));
    worker.catch((error: unknown) => this.fail(generation, new Error(`the language worker could not start: ${error instanceof Error ? error.message : String(error)}`)));
    this.worker = worker;
    return worker;
  }

  private watch(generation: number, worker: Worker): Worker {
    worker.unref();
    worker.on('message', (raw: unknown) => this.receive(generation, worker, raw));
    worker.on('error', (error) => this.fail(generation, new Error(`the language worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.fail(generation, new Error(`the language worker stopped${code === 0 ? '' : ` (exit code ${code})`}`)));
    return worker;
  }

  /** Sends request `id` unless it was rejected meanwhile (its worker failed or was stopped while starting). */
  private send(worker: Worker, id: number, request: Request): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    try {
      // A waiting answer keeps the process alive; an idle worker does not (a CLI command can exit).
      worker.ref();
      worker.postMessage({ id, request });
    } catch (error) {
      // A request no message can carry fails alone; the worker, which never saw it, goes on.
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      pending.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private receive(generation: number, worker: Worker, raw: unknown): void {
    const answer = FromWorker.safeParse(raw);
    const pending = answer.success && answer.data.id !== null ? this.pending.get(answer.data.id) : undefined;
    if (!answer.success || answer.data.id === null || !pending) {
      // Every request we send is well-formed and answered once: anything else means the worker is broken.
      const why = answer.success ? `an answer to no request it was asked (${answer.data.ok ? 'ok' : answer.data.message})` : `a malformed message (${answer.error.issues[0]?.message ?? 'unreadable'})`;
      this.fail(generation, new Error(`the language worker sent ${why}; it was restarted`));
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

  /** Rejects what the worker of `generation` had pending, if it is the current one; the next request starts a new worker. */
  private fail(generation: number, error: Error): void {
    if (!this.worker || this.started !== generation) return;
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
