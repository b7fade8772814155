/**
 * A simulation worker thread: receives a run spec, prepares it once, then plays the chunks of games it
 * is sent and returns each chunk's tally. A new run spec replaces the last (a warm thread serves run
 * after run). Started by balance/pool.ts from its compiled JavaScript (lib/compiled-js.ts), so this
 * module and everything it imports must run without tsx.
 */
import { parentPort } from 'node:worker_threads';
import { playChunk, prepareRun, type PreparedRun } from './match-from-spec';
import { ToWorker, type FromWorker } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('balance/sim-worker.ts runs as a worker thread');
const send = (message: FromWorker) => port.postMessage(message);
let prepared: PreparedRun | undefined;

port.on('message', (raw: unknown) => {
  const parsed = ToWorker.safeParse(raw);
  if (!parsed.success) return send({ type: 'error', message: `bad message to a simulation worker: ${parsed.error.message}` });
  const message = parsed.data;
  try {
    if (message.type === 'start') {
      prepared = prepareRun(message.spec);
      send({ type: 'ready' });
    } else if (message.type === 'ping') {
      send({ type: 'ready' });
    } else if (message.type === 'chunk') {
      if (!prepared) throw new Error('a chunk arrived before the run spec');
      const tally = playChunk(prepared, message.from, message.count, (game) => send({ type: 'game', index: game.index }));
      send({ type: 'done', from: message.from, count: message.count, tally });
    } else {
      port.close();
    }
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
