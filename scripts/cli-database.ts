/**
 * Opening the database from a CLI command. On the embedded PGlite folder this takes the exclusive lock;
 * when a live process (usually the studio server) holds it, the command refuses with one line naming the
 * holder and what to do, and exits 1. It never opens a folder another process has open.
 */
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseTarget, migrationsDir } from '../db/config';
import { migrateDatabase } from '../db/migrate';
import { LockHeldError } from '../db/lock';

export async function withCliDatabase(name: string, whenHeld: string, run: (handle: DatabaseHandle) => Promise<number>): Promise<number> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(databaseTarget(), { purpose: `cardsmith ${name}` });
  } catch (error) {
    if (error instanceof LockHeldError) {
      console.error(`cardsmith ${name}: ${error.message}. ${whenHeld}`);
      return 1;
    }
    throw error;
  }
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}

/** Like withCliDatabase, with every pending migration applied before `run`. */
export function withMigratedCliDatabase(name: string, whenHeld: string, run: (handle: DatabaseHandle) => Promise<number>): Promise<number> {
  return withCliDatabase(name, whenHeld, async (handle) => {
    await migrateDatabase(handle, migrationsDir());
    return run(handle);
  });
}
