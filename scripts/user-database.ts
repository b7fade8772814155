/**
 * The database for the `user` commands: migrated first (a fresh folder has no users table yet), refused
 * with one line while the studio holds the embedded database folder.
 */
import type { Database } from '../db/client';
import { databaseTarget } from '../db/config';
import { liveHolder, LockHeldError, lockPathFor } from '../db/lock';
import { withMigratedCliDatabase } from './cli-database';
import { readNewPassword } from './read-password';

const WHEN_HELD = "Manage accounts on the studio's Users page (as a publisher), or stop the studio and run this again.";

/**
 * The one-line refusal when another process holds the folder, checked before a password prompt (so
 * nobody types a password only to be turned away); withUserDatabase still takes the lock itself.
 */
export function heldRefusal(name: string): string | undefined {
  const target = databaseTarget();
  if (target.backend !== 'pglite') return undefined;
  const holder = liveHolder(target.dataDir);
  return holder ? `cardsmith ${name}: ${new LockHeldError(lockPathFor(target.dataDir), target.dataDir, holder).message}. ${WHEN_HELD}` : undefined;
}

/**
 * For commands that set a password: refuses first if the folder is held, then asks for the password
 * (before the database is opened: a prompt must not hold the folder lock), then runs with both.
 */
export async function withNewPassword(name: string, fromStdin: boolean, run: (db: Database, password: string) => Promise<UserOutcome>): Promise<number> {
  const refusal = heldRefusal(name);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const password = await readNewPassword(fromStdin);
  return withUserDatabase(name, async (db) => {
    const outcome = await run(db, password);
    if (!outcome.ok) {
      console.error(`cardsmith ${name}: ${outcome.problem}`);
      return 1;
    }
    console.log(`cardsmith ${name}: ${outcome.done}`);
    return 0;
  });
}

export type UserOutcome = { ok: true; done: string } | { ok: false; problem: string };

export function withUserDatabase(name: string, run: (db: Database) => Promise<number>): Promise<number> {
  return withMigratedCliDatabase(name, WHEN_HELD, (handle) => run(handle.db));
}
