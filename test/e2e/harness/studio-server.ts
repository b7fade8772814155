/**
 * Starts the studio's production server (the build must exist: see scripts/studio-build.ts) on a free
 * port, with its own database folder and content folder, and waits until it answers /api/trpc/health
 * (which needs the database migrated and seeded).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../db/config';
import { ADMIN } from './accounts';

export interface StudioServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server (SIGTERM: it closes its database) and removes a temporary data folder. */
  stop(): Promise<void>;
}

export interface StudioOptions {
  /** Content folder to seed from (default: the project's content/). */
  contentDir?: string;
  /** PGlite folder (default: a fresh temporary folder, removed on stop). */
  dataDir?: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** How long start-up may take (default 60 s). */
  timeoutMs?: number;
}

export async function startStudio(options: StudioOptions = {}): Promise<StudioServer> {
  const root = projectRoot();
  const tempRoot = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'cardsmith-e2e-'));
  const dataDir = options.dataDir ?? join(tempRoot ?? '', 'pglite');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      CARDSMITH_ROOT: root,
      CARDSMITH_DATA_DIR: dataDir,
      CARDSMITH_CONTENT_DIR: options.contentDir ?? join(root, 'content'),
      NEXT_MANUAL_SIG_HANDLE: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      CARDSMITH_ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
      // Never a server database by accident: the harness tests the embedded one unless told otherwise.
      DATABASE_URL: options.env?.DATABASE_URL ?? '',
    },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async (): Promise<void> => {
    if (running) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    }
    if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (!running) {
      await stop();
      throw new Error(`the studio server exited during start-up:\n${output}`);
    }
    if (await healthy(url)) return { url, port, dataDir, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the studio server did not become healthy within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
