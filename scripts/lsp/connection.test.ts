/** The stdio transport over in-memory streams: exit codes as the protocol says, answers framed in order. */
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { frame, MessageReader } from './framing';
import { serveLsp } from './connection';

function connect() {
  const input = new PassThrough();
  const output = new PassThrough();
  const reader = new MessageReader();
  const answers: unknown[] = [];
  output.on('data', (chunk: Buffer) => {
    for (const f of reader.push(chunk)) if (f.kind === 'body') answers.push(JSON.parse(f.text));
  });
  const done = serveLsp(input, output, () => undefined);
  const send = (message: object) => input.write(frame(message));
  return { input, answers, done, send };
}

describe('serveLsp', () => {
  it('exits with 1 on exit without shutdown, having refused a request before initialize', async () => {
    const { answers, done, send } = connect();
    send({ jsonrpc: '2.0', id: 1, method: 'shutdown' });
    send({ jsonrpc: '2.0', method: 'exit' });
    expect(await done).toBe(1);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'The server is not initialized: send initialize first.' } }]);
  });

  it('exits with 0 on shutdown then exit, and with 1 when the input just ends', async () => {
    const a = connect();
    a.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { rootUri: null, capabilities: {} } });
    a.send({ jsonrpc: '2.0', id: 'two', method: 'shutdown' });
    a.send({ jsonrpc: '2.0', method: 'exit' });
    expect(await a.done).toBe(0);
    expect(a.answers.map((m) => (m as { id: unknown }).id)).toEqual([1, 'two']);
    const b = connect();
    b.input.end();
    expect(await b.done).toBe(1);
  });
});
