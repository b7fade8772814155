/** Running the `cardsmith` CLI as a child process in tests, on a copy of one empty PGlite folder. */
import { afterAll, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../db/client';

const bin = fileURLToPath(new URL('../../scripts/bin/cardsmith.mjs', import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `cardsmith ARGS` with `env` (never a PostgreSQL server unless `env` names one) and `stdin`. */
export function cardsmith(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Creating a PGlite folder (initdb) costs seconds: a suite makes one empty, closed, not yet migrated
 * folder once, and `copy()` gives each test its own copy of it in a fresh temporary folder.
 */
export function usePgliteTemplate(): { copy(): { dir: string; dataDir: string } } {
  let template = '';
  beforeAll(async () => {
    template = mkdtempSync(join(tmpdir(), 'cardsmith-cli-template-'));
    const handle = await openDatabase({ backend: 'pglite', dataDir: join(template, 'pglite') }, { purpose: 'template' });
    await handle.close();
  });
  afterAll(() => rmSync(template, { recursive: true, force: true }));
  return {
    copy() {
      const dir = mkdtempSync(join(tmpdir(), 'cardsmith-cli-'));
      const dataDir = join(dir, 'pglite');
      cpSync(join(template, 'pglite'), dataDir, { recursive: true });
      return { dir, dataDir };
    },
  };
}
