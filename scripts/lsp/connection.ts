/**
 * `cardsmith lsp`'s transport: LSP messages framed on a byte stream in (stdin) and out (stdout), fed one
 * at a time, in order, to the server. A framing error is answered (ParseError, id null) and the stream
 * read on. Ends when the client sends `exit` or closes the input.
 */
import type { Readable, Writable } from 'node:stream';
import { ErrorCodes } from './messages';
import { frame, MessageReader } from './framing';
import { LspServer } from './server';

/** Serves until `exit` or the end of the input; resolves to the exit code (0 only after `shutdown` then `exit`). */
export function serveLsp(input: Readable, output: Writable, log: (text: string) => void): Promise<number> {
  const server = new LspServer({ send: (message) => output.write(frame(message)), log });
  const reader = new MessageReader();
  let queue = Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = (code: number): void => {
      if (done) return;
      done = true;
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
      resolve(code);
    };
    const onData = (chunk: Buffer | string): void => {
      const frames = reader.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      queue = queue.then(async () => {
        for (const f of frames) {
          if (done) return;
          if (f.kind === 'error') output.write(frame({ jsonrpc: '2.0', id: null, error: { code: ErrorCodes.ParseError, message: `Unreadable message: ${f.message}` } }));
          else await server.receive(f.text);
          if (server.exitCode !== undefined) finish(server.exitCode);
        }
      }).catch((error: unknown) => log(`cardsmith lsp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
    };
    const onEnd = (): void => {
      void queue.then(() => finish(server.exitCode ?? 1));
    };
    input.on('data', onData);
    input.on('end', onEnd);
  });
}
