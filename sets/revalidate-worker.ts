/**
 * The DSL check of an import, in a thread of its own (started by revalidate-thread.ts from its compiled
 * JavaScript, so this module and everything it imports must run without tsx): it parses the set's
 * sources as they arrive, builds the project of them all when told their count, then checks the
 * entries' ASTs a batch at a time as they arrive.
 */
import { parentPort } from 'node:worker_threads';
import { parse, type ParseResult } from '../dsl/parse';
import { SetRevalidation, type RevalidatedSource } from './revalidate';
import { ToRevalidation, type FromRevalidation } from './revalidate-protocol';

const port = parentPort;
if (!port) throw new Error('sets/revalidate-worker.ts runs as a worker thread');
const send = (message: FromRevalidation) => port.postMessage(message);
const sources: RevalidatedSource[] = [];
const parsed: ParseResult[] = [];
let check: SetRevalidation | undefined;
/** A failure while parsing the sources, which are not answered: reported at 'build'. */
let failure: string | undefined;

port.on('message', (raw: unknown) => {
  const checked = ToRevalidation.safeParse(raw);
  if (!checked.success) {
    const message = `bad message to the DSL check's thread: ${checked.error.message}`;
    failure ??= message;
    return send({ type: 'error', message });
  }
  const message = checked.data;
  try {
    if (message.type === 'sources') {
      if (failure !== undefined) return;
      for (const entry of message.entries) {
        sources.push(entry);
        parsed.push(parse(entry.source));
      }
    } else if (message.type === 'build') {
      if (failure !== undefined) throw new Error(failure);
      if (message.count !== sources.length) throw new Error(`told of ${message.count} sources, sent ${sources.length}`);
      check = new SetRevalidation(message.game, sources, parsed);
      send({ type: 'ready' });
    } else {
      if (!check) throw new Error('ASTs arrived before the sources');
      const revalidation = check;
      // The text is what the import's own JSON.stringify wrote of a checked AST: JSON.parse gives it back.
      const problems = message.asts.flatMap((text, i) => {
        const ast: unknown = JSON.parse(text);
        return revalidation.problemsOf(message.from + i, ast);
      });
      send({ type: 'checked', problems });
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (message.type === 'sources') failure ??= text;
    else send({ type: 'error', message: text });
  }
});
