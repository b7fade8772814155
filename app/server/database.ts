/**
 * The studio server's database: opened once per server process, migrated, and loaded with the content
 * folder's cards. The server process is the only one that opens the embedded PGlite folder while it runs
 * (it holds the folder lock; see db/lock.ts).
 *
 * Kept on `globalThis`: Next bundles instrumentation.ts and each route separately, and reloads modules
 * in development, so a module-level variable would exist once per bundle, and the folder would be opened
 * twice by one process.
 */
import { databaseTarget, contentDir, migrationsDir } from '../../db/config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase, type MigrationReport } from '../../db/migrate';
import type { SeedReport } from '../../db/seed';
import { formatProblem } from '../../db/content-files';
import type { DeckSeedReport } from '../../db/deck-seed';
import { describeContentLoad, loadContentFolder } from '../../db/content-load';
import { ensureFirstAdmin } from '../../db/users';
import { plural } from '../ui/plural';
import { unreadableDefinitions } from './content-definitions';

export interface ServerDatabase {
  handle: DatabaseHandle;
  migrations: MigrationReport;
  seed: SeedReport;
  deckSeed: DeckSeedReport;
}

const KEY = Symbol.for('cardsmith.serverDatabase');
type Slot = { [KEY]?: Promise<ServerDatabase> };

/** Opens, migrates and seeds on the first call; every later call gets the same database. */
export function serverDatabase(): Promise<ServerDatabase> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Prerendering must not open the database: a studio may be serving this very folder, and the page
    // would show build-time data forever. A direct read fails the build with this message; a prefetch
    // swallows it and the page loads its data in the browser.
    return Promise.reject(
      new Error('cardsmith: a page read the database during `next build`; render it per request (`await connection()` from next/server)'),
    );
  }
  const slot = globalThis as Slot;
  const existing = slot[KEY];
  if (existing) return existing;
  const opening = openServerDatabase();
  slot[KEY] = opening;
  // A failed start must not stick: the next request tries again (e.g. after the CLI released the lock).
  opening.catch(() => {
    if (slot[KEY] === opening) delete slot[KEY];
  });
  return opening;
}

/** Closes the database if this process opened it (on shutdown). */
export async function closeServerDatabase(): Promise<void> {
  const slot = globalThis as Slot;
  const opening = slot[KEY];
  delete slot[KEY];
  if (!opening) return;
  const open = await opening.catch(() => undefined);
  await open?.handle.close();
}

async function openServerDatabase(): Promise<ServerDatabase> {
  const port = process.env.PORT ? ` on port ${process.env.PORT}` : '';
  const handle = await openDatabase(databaseTarget(), { purpose: `the studio server${port}` });
  try {
    const migrations = await migrateDatabase(handle, migrationsDir());
    const content = contentDir();
    const loaded = await loadContentFolder(handle.db, content);
    const { seed, deckSeed } = loaded;
    const problems = [...unreadableDefinitions(content), ...seed.problems, ...deckSeed.problems];
    console.log(
      `cardsmith: ${handle.description}: ${migrations.applied} of ${migrations.total} migrations applied now; ` +
        describeContentLoad(content, loaded) +
        (problems.length > 0 ? `, ${plural(problems.length, 'file')} skipped:` : ''),
    );
    for (const problem of problems) console.warn(`  ${formatProblem(problem)}`);
    const admin = await ensureFirstAdmin(handle.db, process.env.CARDSMITH_ADMIN_PASSWORD);
    if (admin) announceFirstAdmin(admin);
    return { handle, migrations, seed, deckSeed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Printed once, when a database nobody can sign in to gets its first account. */
function announceFirstAdmin(admin: { name: string; password: string; generated: boolean }): void {
  const signIn = `http://localhost:${process.env.PORT ?? 3000}/signin`;
  const lines = admin.generated
    ? [
        `created the first account: user "${admin.name}", password ${admin.password} (publisher)`,
        `this password is shown only now: sign in at ${signIn} and change it on the Account page`,
      ]
    : [`created the first account: user "${admin.name}" (publisher), password from CARDSMITH_ADMIN_PASSWORD`];
  lines.push('more accounts: the Users page, or `npx cardsmith user add NAME --role viewer|designer|publisher` while the studio is stopped');
  for (const line of lines) console.log(`cardsmith: ${line}`);
}
