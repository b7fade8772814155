/**
 * Two processes on one PGlite folder corrupt it silently. This proves the lock stops a second opener:
 * a separate process holds the folder and writes to it; a second opener is refused with a message naming
 * the holder; afterwards every row the holder wrote is there exactly once and the primary key is intact.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { LockHeldError } from '../../db/lock';
import { startHolder, type Holder } from './holder';

let dir: string;
let dataDir: string;
let holder: Holder | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cardsmith-pglite-lock-'));
  dataDir = join(dir, 'pglite');
});
afterEach(() => {
  holder?.child.kill('SIGKILL');
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function refusedOpen(): Promise<LockHeldError> {
  try {
    const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'second opener' });
    await handle.close();
  } catch (error) {
    if (error instanceof LockHeldError) return error;
    throw error;
  }
  throw new Error('the second opener was not refused');
}

const Integrity = z.object({ total: z.coerce.number(), distinct_ids: z.coerce.number(), distinct_names: z.coerce.number() });

async function integrity(handle: DatabaseHandle): Promise<z.infer<typeof Integrity>> {
  const [row] = await queryRows(handle, 'SELECT count(*) AS total, count(DISTINCT id) AS distinct_ids, count(DISTINCT name) AS distinct_names FROM users');
  return Integrity.parse(row);
}

// Spawns processes that open PGlite: slow on a busy machine.
describe('the PGlite folder lock across processes', { timeout: 180_000 }, () => {
  it('refuses a second opener while another process writes, and the data stays intact', async () => {
    holder = await startHolder(dataDir);
    const { child, lines, exited } = holder;
    const error = await refusedOpen();
    expect(error.holder?.pid).toBe(child.pid);
    expect(error.message).toContain(`test holder (pid ${child.pid} on this host`);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const inserted = Number(lines.find((l) => l.startsWith('inserted '))?.split(' ')[1]);
    expect(inserted).toBeGreaterThanOrEqual(20);

    const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'checker' });
    try {
      expect(await integrity(handle)).toEqual({ total: inserted, distinct_ids: inserted, distinct_names: inserted });
      await queryRows(handle, 'REINDEX TABLE users'); // fails on duplicate keys, as corruption leaves them
    } finally {
      await handle.close();
    }
  });

  it('takes the folder over from a holder that was killed, with its committed rows intact', async () => {
    holder = await startHolder(dataDir);
    const { child, exited } = holder;
    child.kill('SIGKILL');
    await exited;
    const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'after crash' });
    try {
      const counts = await integrity(handle);
      expect(counts.total).toBeGreaterThanOrEqual(20);
      expect(counts.distinct_ids).toBe(counts.total);
      await queryRows(handle, 'REINDEX TABLE users');
    } finally {
      await handle.close();
    }
  });
});
