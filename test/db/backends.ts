/**
 * The database backends every integration suite runs against: PGlite always, and a real PostgreSQL
 * server too when TEST_DATABASE_URL is set (`.ci/run` starts a throwaway one). Use with
 * `describe.each(backends)` so the same assertions run on both.
 *
 * Each opened PostgreSQL database is a fresh `CREATE DATABASE` dropped on close, so test files can run in
 * parallel against one server without seeing each other's rows.
 */
import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, openMemoryDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A new, empty database with every migration applied. Close it when done. */
  open(): Promise<DatabaseHandle>;
  /** A new database with no migration applied (migration tests apply them). Close it when done. */
  openUnmigrated(): Promise<DatabaseHandle>;
}

function migratedOnOpen(name: TestBackend['name'], openUnmigrated: () => Promise<DatabaseHandle>): TestBackend {
  return {
    name,
    openUnmigrated,
    async open() {
      const handle = await openUnmigrated();
      await migrateDatabase(handle, migrationsDir());
      return handle;
    },
  };
}

export const pgliteBackend: TestBackend = migratedOnOpen('pglite', () => openMemoryDatabase());

export function postgresBackend(serverUrl: string): TestBackend {
  return migratedOnOpen('postgres', async () => {
    const url = await createScratchDatabase(serverUrl);
    const handle = await openDatabase({ backend: 'postgres', url }, { purpose: 'test' });
    return { ...handle, close: async () => {
      await handle.close();
      await dropScratchDatabase(serverUrl, url);
    } };
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;
export const backends: TestBackend[] = serverUrl ? [pgliteBackend, postgresBackend(serverUrl)] : [pgliteBackend];

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `cardsmith_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await withAdmin(serverUrl, async (client) => {
    // pg's pool.end() resolves before its connections are gone: wait for them, so that FORCE (kept as a
    // last resort) does not kill a closing connection, which the pool would report as an error.
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * Opens a database for the enclosing `describe` (beforeAll) and closes it (afterAll). Returns a getter,
 * since the handle only exists once the hook ran.
 */
export function useDatabase(backend: TestBackend): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('useDatabase: the database is not open yet (use it inside a test or hook)');
    return handle;
  };
}
