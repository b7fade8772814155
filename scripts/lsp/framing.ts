/**
 * The Language Server Protocol's base layer: each message is a header part (`Content-Length: N`, other
 * headers ignored, each line ending in CRLF, an empty line closing it) followed by N bytes of UTF-8 JSON.
 * `MessageReader` takes the bytes as they come in chunks and yields each message's body, or a framing
 * error; it never throws and never buffers more than one message's worth (a header part longer than
 * MAX_HEADER_BYTES or a body longer than MAX_BODY_BYTES is reported and skipped).
 */

export const MAX_HEADER_BYTES = 8 * 1024;
/** Far above any `.smith` file (the studio caps a file at a few hundred KB) sent as a whole in one change. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export type Frame = { kind: 'body'; text: string } | { kind: 'error'; message: string };

const separator = Buffer.from('\r\n\r\n');

export class MessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  /** Bytes still to drop of a message whose body was too long to keep. */
  private skipping = 0;
  /** The length of the body being waited for, once its header part has been read. */
  private expected: number | undefined;

  /** Takes a chunk; returns the frames it completed, in order. */
  push(chunk: Buffer): Frame[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Frame[] = [];
    for (;;) {
      if (this.skipping > 0) {
        const dropped = Math.min(this.skipping, this.buffer.length);
        this.skipping -= dropped;
        this.buffer = this.buffer.subarray(dropped);
        if (this.skipping > 0) return frames;
      }
      if (this.expected === undefined) {
        const end = this.buffer.indexOf(separator);
        if (end < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) {
            frames.push({ kind: 'error', message: `a header part longer than ${MAX_HEADER_BYTES} bytes` });
            // Keep the last bytes: they may be the start of the separator.
            this.buffer = this.buffer.subarray(this.buffer.length - (separator.length - 1));
          }
          return frames;
        }
        const header = this.buffer.subarray(0, end).toString('ascii');
        this.buffer = this.buffer.subarray(end + separator.length);
        const length = contentLength(header);
        if (typeof length === 'string') {
          frames.push({ kind: 'error', message: length });
          continue;
        }
        if (length > MAX_BODY_BYTES) {
          frames.push({ kind: 'error', message: `a message of ${length} bytes (at most ${MAX_BODY_BYTES} are read)` });
          this.skipping = length;
          continue;
        }
        this.expected = length;
      }
      if (this.buffer.length < this.expected) return frames;
      frames.push({ kind: 'body', text: this.buffer.subarray(0, this.expected).toString('utf8') });
      this.buffer = this.buffer.subarray(this.expected);
      this.expected = undefined;
    }
  }
}

/** The Content-Length of a header part, or what is wrong with it. */
function contentLength(header: string): number | string {
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,12}$/.test(value)) return `a Content-Length that is not a byte count: "${value.slice(0, 40)}"`;
    return Number(value);
  }
  return 'a header part without Content-Length';
}

/** One message, framed: its header and its UTF-8 body. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}
