/**
 * Opening the card database: embedded PGlite (default) or a PostgreSQL server (`DATABASE_URL`). Both give
 * the same Drizzle `Database` type, so every query in the project is written once.
 *
 * Opening a PGlite folder takes the exclusive lock (db/lock.ts) first and releases it on close.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as schema from './schema';
import { acquireLock } from './lock';
import { describeTarget, type DatabaseTarget } from './config';

/**
 * PGlite's start parameters: its own, plus a 16 MB buffer cache instead of PostgreSQL's default 128 MB.
 * PGlite runs inside this process and touches its whole buffer cache when it opens, so the default added
 * about 240 MB to every process that opens the folder (the studio, each CLI command) before any query;
 * with 16 MB opening a 10,000-card database adds about 110 MB. A page the cache does not hold is read
 * from the folder's file (through the operating system's page cache): exporting and importing a
 * 10,000-card set took the same CPU time with 16, 32 and 128 MB (bench/sets.bench.ts). Passed on the
 * command line, not written into the folder's postgresql.conf.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { backend: 'pglite'; db: Database; client: PGlite; description: string; close(): Promise<void> }
  | { backend: 'postgres'; db: Database; pool: pg.Pool; url: string; description: string; close(): Promise<void> };

export interface OpenOptions {
  /** Written into the PGlite lock so that a refused opener can say who holds the folder. */
  purpose: string;
}

/** Opens the target. For PGlite this throws `LockHeldError` when a live process holds the folder. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions): Promise<DatabaseHandle> {
  if (target.backend === 'postgres') return openPostgres(target.url);
  mkdirSync(dirname(target.dataDir), { recursive: true });
  const lock = acquireLock(target.dataDir, options.purpose);
  try {
    const client = await PGlite.create(target.dataDir, { startParams: pgliteStartParams });
    return pgliteHandle(client, describeTarget(target), async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A throwaway in-memory PGlite database (tests). No folder, so no lock. */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const client = await PGlite.create();
  return pgliteHandle(client, 'in-memory PGlite database', () => client.close());
}

function pgliteHandle(client: PGlite, description: string, close: () => Promise<void>): DatabaseHandle {
  return { backend: 'pglite', db: drizzlePglite(client, { schema }), client, description, close };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener Node exits.
  pool.on('error', (error) => console.error(`cardsmith: PostgreSQL connection lost: ${error.message}`));
  return {
    backend: 'postgres',
    db: drizzlePg(pool, { schema }),
    pool,
    url,
    description: describeTarget({ backend: 'postgres', url }),
    close: () => pool.end(),
  };
}

/**
 * Runs one raw SQL statement and returns its rows, unvalidated (parse them with zod). Raw results differ
 * between the drivers (pg's `Result`, PGlite's `{ rows }`; int8 is a string on pg and a number on
 * PGlite), so prefer Drizzle's query builder and use this for what it cannot express.
 */
export async function queryRows(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<unknown[]> {
  const result = handle.backend === 'pglite' ? await handle.client.query(text, params) : await handle.pool.query(text, params);
  return result.rows;
}
