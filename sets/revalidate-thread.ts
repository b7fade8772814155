/**
 * An import's DSL check (revalidate.ts) in a thread that exits when it is done. The project of a
 * 10,000-card set takes some 200 MiB; built on the importing thread, it was garbage that the collector
 * had not returned when the writes began, and the writes' own memory came on top (a peak of 750–870 MiB
 * against about 560 with the project gone). A thread's heap is freed when the thread exits.
 *
 * The thread starts with the import and is handed each entry's source as soon as the bundle's check has
 * passed it (`source`), a batch of about SOURCE_BATCH_CHARS at a time, and parses it at once: parsing
 * 10,000 sources (about a second) happens while the importing thread is still checking the rest of
 * cards.json, instead of after it. Then (`problems`) it builds the project and is sent the entries' ASTs
 * as JSON text, a batch of about BATCH_CHARS at a time, each batch sent when the last is answered — so
 * neither thread ever holds a second copy of every AST.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { projectRoot } from '../db/config';
import { JsonText } from '../lib/json-text';
import { startCompiledWorker } from '../lib/ts-worker';
import type { Problem } from './problem';
import { sourceOf, type RevalidatedEntry, type RevalidatedSource, type StreamedRevalidation } from './revalidate';
import { FromRevalidation, type ToRevalidation } from './revalidate-protocol';

/** Characters of AST text per batch: enough to keep the messages few, small beside the set. */
export const BATCH_CHARS = 4 * 1024 * 1024;

/** Characters of source text per batch of sources: small, so that the thread starts parsing early. */
export const SOURCE_BATCH_CHARS = 256 * 1024;

/** sets/revalidate-worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function revalidateWorkerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'sets', 'revalidate-worker.ts');
}

/**
 * One import's check in its own thread, started at once. A thread that cannot start or fails is a
 * problem: the set is refused, never let through unchecked.
 */
export class ThreadRevalidation implements StreamedRevalidation {
  private readonly thread: Promise<Worker>;
  /** The thread once it has started: sources are posted to it at once, even while this thread is busy. */
  private worker: Worker | undefined;
  /** Why the thread stopped, once it has (an error, or an exit nobody asked for). */
  private failure: Error | undefined;
  /** Every source handed over, in order: `problems` checks they are its entries'. */
  private readonly given: RevalidatedSource[] = [];
  private pending: RevalidatedSource[] = [];
  private pendingChars = 0;

  constructor(
    private readonly batchChars = BATCH_CHARS,
    private readonly sourceBatchChars = SOURCE_BATCH_CHARS,
  ) {
    this.thread = startCompiledWorker(revalidateWorkerScript()).then((worker) => {
      worker.on('error', (error) => (this.failure ??= error));
      worker.on('exit', (code) => (this.failure ??= new Error(`the thread stopped (exit code ${code})`)));
      this.worker = worker;
      return worker;
    });
    // A thread that could not start is reported by `problems`; until then, nobody waits for it.
    this.thread.catch(() => undefined);
  }

  /**
   * Resolves once the thread is created (its code still loading in it): a caller about to check the
   * bundle on this thread without pausing waits for it, so that sources reach the thread during the check.
   */
  async started(): Promise<void> {
    await this.thread.catch(() => undefined);
  }

  source(source: RevalidatedSource): void {
    this.given.push(source);
    this.pending.push(source);
    this.pendingChars += source.source.length;
    if (this.pendingChars >= this.sourceBatchChars) this.sendPending();
  }

  async problems(game: string, entries: readonly RevalidatedEntry[]): Promise<Problem[]> {
    try {
      this.given.forEach((given, i) => {
        const entry = entries[i];
        if (entry === undefined || given.id !== entry.id || given.source !== entry.source || given.card !== (entry.published !== undefined)) {
          throw new Error(`source ${i} (${given.id}) handed over early is not entry ${i} (${entry?.id ?? 'none'})`);
        }
      });
      // Entries not handed over early (all of them, for revalidateInThread) go now.
      for (const entry of entries.slice(this.given.length)) this.source(sourceOf(entry));
      this.sendPending();
      const worker = await this.thread;
      const ask = async (message: ToRevalidation) => {
        const answer = await this.answerOf(worker, message);
        if (answer.type === 'error') throw new Error(answer.message);
        return answer;
      };
      await ask({ type: 'build', game, count: entries.length });
      const problems: Problem[] = [];
      for (let from = 0; from < entries.length; ) {
        const asts: string[] = [];
        for (let chars = 0; from + asts.length < entries.length && (asts.length === 0 || chars < this.batchChars); ) {
          const ast = entries[from + asts.length]?.ast;
          // An import's card AST is already text; a definition's (and a freeze's) is written here.
          const text = ast instanceof JsonText ? ast.text : (JSON.stringify(ast) ?? 'null');
          asts.push(text);
          chars += text.length;
        }
        const answer = await ask({ type: 'check', from, asts });
        if (answer.type === 'checked') problems.push(...answer.problems);
        from += asts.length;
      }
      return problems;
    } catch (error) {
      return [{ message: `the DSL check of the set could not run: ${error instanceof Error ? error.message : String(error)}` }];
    } finally {
      await this.close();
    }
  }

  /** Stops the thread (an import refused before its DSL check, or done with it). */
  async close(): Promise<void> {
    const worker = await this.thread.catch(() => undefined);
    await worker?.terminate();
  }

  private sendPending(): void {
    if (this.pending.length === 0) return;
    const message: ToRevalidation = { type: 'sources', entries: this.pending };
    this.pending = [];
    this.pendingChars = 0;
    // Posted at once when the thread exists: a callback on the promise would wait until this thread
    // pauses, which a check of cards.json does not do until its end. Before that, in order (callbacks on
    // one promise run in the order they were added).
    if (this.worker !== undefined) this.worker.postMessage(message);
    else this.thread.then((worker) => worker.postMessage(message), () => undefined);
  }

  /** Posts `message` and waits for the thread's one answer to it. */
  private answerOf(worker: Worker, message: ToRevalidation): Promise<FromRevalidation> {
    return new Promise((resolve, reject) => {
      if (this.failure !== undefined) return reject(this.failure);
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (raw: unknown) => {
        done();
        const parsed = FromRevalidation.safeParse(raw);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(`the thread sent a bad message: ${parsed.error.message}`));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`the thread stopped (exit code ${code})`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(message);
    });
  }
}

/** revalidateEntries' problems (the same, in the same order), found in a thread of their own. */
export function revalidateInThread(game: string, entries: readonly RevalidatedEntry[], batchChars = BATCH_CHARS): Promise<Problem[]> {
  return new ThreadRevalidation(batchChars).problems(game, entries);
}

/** The import's DSL check as the CLI and the studio run it (db/set-bundles.ts `ImportValidator`): a thread started with each import. */
export const threadImportCheck = {
  begin: async (): Promise<StreamedRevalidation> => {
    const check = new ThreadRevalidation();
    await check.started();
    return check;
  },
};
