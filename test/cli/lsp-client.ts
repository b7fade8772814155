/** A minimal Language Server Protocol client for tests: runs `cardsmith lsp` as a child process and talks to it. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { frame, MessageReader } from '../../scripts/lsp/framing';

const bin = fileURLToPath(new URL('../../scripts/bin/cardsmith.mjs', import.meta.url));

export interface Message {
  jsonrpc: '2.0';
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

export class LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  /** Every message the server sent, in order. */
  readonly received: Message[] = [];
  stderr = '';
  private nextId = 1;
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  readonly exited: Promise<number | null>;

  constructor() {
    this.child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { env: { ...process.env, DATABASE_URL: '' } });
    const reader = new MessageReader();
    this.child.stdout.on('data', (chunk: Buffer) => {
      for (const f of reader.push(chunk)) {
        if (f.kind === 'error') throw new Error(`server framing: ${f.message}`);
        const message = JSON.parse(f.text) as Message;
        this.received.push(message);
        const waiting = this.waiters.filter((w) => w.test(message));
        this.waiters = this.waiters.filter((w) => !waiting.includes(w));
        for (const w of waiting) w.resolve(message);
      }
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** The first message (already received or still to come) that passes the test, from index `from` on. */
  waitFor(test: (m: Message) => boolean, from = 0): Promise<Message> {
    const found = this.received.slice(from).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** The next publishDiagnostics for `uri` sent after this call. */
  nextDiagnostics(uri: string): Promise<Message> {
    return this.waitFor((m) => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri?: string }).uri === uri, this.received.length);
  }

  writeRaw(bytes: Buffer | string): void {
    this.child.stdin.write(bytes);
  }

  send(message: object): void {
    this.writeRaw(frame(message));
  }

  /** Sends a request; resolves to its response (result or error). */
  request(method: string, params?: unknown): Promise<Message> {
    const id = this.nextId++;
    const answer = this.waitFor((m) => m.id === id && m.method === undefined);
    this.send({ jsonrpc: '2.0', id, method, params });
    return answer;
  }

  notify(method: string, params?: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }
}
