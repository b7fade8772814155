/**
 * An import's DSL check (revalidate.ts) in a thread that exits when it is done. The project of a
 * 10,000-card set takes some 200 MiB; built on the importing thread, it was garbage that the collector
 * had not returned when the writes began, and the writes' own memory came on top (a peak of 750–870 MiB
 * against about 560 with the project gone). A thread's heap is freed when the thread exits.
 *
 * The thread is sent only what it needs: each entry's id and source (a few MiB for 10,000 cards), then
 * the entries' ASTs as JSON text, a batch of about BATCH_CHARS at a time, each batch sent when the last
 * is answered — so neither thread ever holds a second copy of every AST.
 */
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { projectRoot } from '../db/config';
import { JsonText } from '../lib/json-text';
import { startCompiledWorker } from '../lib/ts-worker';
import type { Problem } from './problem';
import { sourceOf, type RevalidatedEntry } from './revalidate';
import { FromRevalidation, type ToRevalidation } from './revalidate-protocol';

/** Characters of AST text per batch: enough to keep the messages few, small beside the set. */
export const BATCH_CHARS = 4 * 1024 * 1024;

/** sets/revalidate-worker.ts under the project root (found at run time, so the studio's bundler leaves it alone). */
export function revalidateWorkerScript(): string {
  return join(/*turbopackIgnore: true*/ projectRoot(), 'sets', 'revalidate-worker.ts');
}

/**
 * revalidateEntries' problems (the same, in the same order), found in a thread of their own. A thread that
 * cannot start or fails is a problem too: the set is refused, never let through unchecked.
 */
export async function revalidateInThread(game: string, entries: readonly RevalidatedEntry[], batchChars = BATCH_CHARS): Promise<Problem[]> {
  let worker: Worker | undefined;
  try {
    worker = await startCompiledWorker(revalidateWorkerScript());
    const thread = worker;
    const ask = async (message: ToRevalidation) => {
      const answer = await answerOf(thread, message);
      if (answer.type === 'error') throw new Error(answer.message);
      return answer;
    };
    await ask({ type: 'start', game, entries: entries.map(sourceOf) });
    const problems: Problem[] = [];
    for (let from = 0; from < entries.length; ) {
      const asts: string[] = [];
      for (let chars = 0; from + asts.length < entries.length && (asts.length === 0 || chars < batchChars); ) {
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
    await worker?.terminate();
  }
}

/** Posts `message` and waits for the thread's one answer to it. */
function answerOf(worker: Worker, message: ToRevalidation): Promise<FromRevalidation> {
  return new Promise((resolve, reject) => {
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
