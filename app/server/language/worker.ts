/**
 * The language worker's thread entry (started by client.ts from its compiled JavaScript, lib/ts-worker.ts):
 * answers each message with LanguageService, one at a time, in the order they came.
 */
import { parentPort } from 'node:worker_threads';
import { LanguageService } from './language-service';

const port = parentPort;
if (!port) throw new Error('app/server/language/worker.ts runs as a worker thread');
const service = new LanguageService();
port.on('message', (message: unknown) => port.postMessage(service.answer(message)));
