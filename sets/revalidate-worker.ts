/**
 * The DSL check of an import, in a thread of its own (started by revalidate-thread.ts from its compiled
 * JavaScript, so this module and everything it imports must run without tsx): it builds the project of
 * the set's sources, then checks the entries' ASTs a batch at a time as they arrive.
 */
import { parentPort } from 'node:worker_threads';
import { SetRevalidation } from './revalidate';
import { ToRevalidation, type FromRevalidation } from './revalidate-protocol';

const port = parentPort;
if (!port) throw new Error('sets/revalidate-worker.ts runs as a worker thread');
const send = (message: FromRevalidation) => port.postMessage(message);
let check: SetRevalidation | undefined;

port.on('message', (raw: unknown) => {
  const parsed = ToRevalidation.safeParse(raw);
  if (!parsed.success) return send({ type: 'error', message: `bad message to the DSL check's thread: ${parsed.error.message}` });
  const message = parsed.data;
  try {
    if (message.type === 'start') {
      check = new SetRevalidation(message.game, message.entries);
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
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
