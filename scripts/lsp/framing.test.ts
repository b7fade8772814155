/** LSP framing: bodies split across chunks, several in one chunk, byte (not character) lengths, bad headers. */
import { describe, expect, it } from 'vitest';
import { frame, MAX_BODY_BYTES, MAX_HEADER_BYTES, MessageReader } from './framing';

const header = (n: number | string) => `Content-Length: ${n}\r\n\r\n`;

describe('MessageReader', () => {
  it('reads a body split at every byte, and two bodies in one chunk', () => {
    const reader = new MessageReader();
    const bytes = Buffer.from(header(7) + '{"a":1}' + header(2) + '[]', 'utf8');
    const frames = [...bytes].flatMap((b) => reader.push(Buffer.from([b])));
    expect(frames).toEqual([{ kind: 'body', text: '{"a":1}' }, { kind: 'body', text: '[]' }]);
    expect(new MessageReader().push(bytes)).toEqual(frames);
  });

  it('counts Content-Length in UTF-8 bytes: "é×" is 2 characters and 4 bytes', () => {
    const body = '"é×"';
    expect(new MessageReader().push(Buffer.from(header(6) + body, 'utf8'))).toEqual([{ kind: 'body', text: body }]);
  });

  it('takes other headers in any case, and reports a header part without a length, then reads on', () => {
    const reader = new MessageReader();
    const text = 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}' + 'X-Other: 1\r\n\r\n' + header('abc') + header(2) + '[]';
    expect(reader.push(Buffer.from(text))).toEqual([
      { kind: 'body', text: '{}' },
      { kind: 'error', message: 'a header part without Content-Length' },
      { kind: 'error', message: 'a Content-Length that is not a byte count: "abc"' },
      { kind: 'body', text: '[]' },
    ]);
  });

  it('reports an endless header part once it passes the limit, and keeps reading after it', () => {
    const reader = new MessageReader();
    const frames = reader.push(Buffer.alloc(MAX_HEADER_BYTES + 10, 'a'.charCodeAt(0)));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.kind).toBe('error');
    expect(reader.push(Buffer.from('\r\n\r\n' + header(2) + '{}'))).toEqual([
      { kind: 'error', message: 'a header part without Content-Length' },
      { kind: 'body', text: '{}' },
    ]);
  });

  it('skips a body longer than the limit without keeping it', () => {
    const reader = new MessageReader();
    const megabyte = Buffer.alloc(1024 * 1024);
    const huge = MAX_BODY_BYTES + megabyte.length;
    expect(reader.push(Buffer.from(header(huge)))[0]?.kind).toBe('error');
    // The skipped body's bytes are dropped as they come (a megabyte at a time here), then reading goes on.
    for (let sent = 0; sent < huge - 1; sent += megabyte.length) {
      expect(reader.push(megabyte.subarray(0, Math.min(megabyte.length, huge - 1 - sent)))).toEqual([]);
    }
    expect(reader.push(Buffer.from('x' + header(2) + '{}'))).toEqual([{ kind: 'body', text: '{}' }]);
  });
});

describe('frame', () => {
  it('writes the byte length of the UTF-8 body', () => {
    expect(frame({ s: '×' }).toString('utf8')).toBe('Content-Length: 10\r\n\r\n{"s":"×"}');
  });
});
