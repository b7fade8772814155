/**
 * Helper process for pglite-lock.test.ts: opens a PGlite folder (taking the lock), migrates, and keeps
 * inserting users until SIGTERM; then closes cleanly and prints how many rows it inserted.
 * Protocol on stdout: `ready <pid>` once it holds the folder, `inserted <n>` at the end.
 */
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { users } from '../../db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts <pglite folder>');

const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'test holder' });
await migrateDatabase(handle, migrationsDir());
let inserted = 0;
let stopping = false;
const insertSome = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i += 1) {
    await handle.db.insert(users).values({ name: `holder-${process.pid}-${inserted}` });
    inserted += 1;
  }
};
await insertSome(20);

const timer = setInterval(() => {
  if (!stopping) void insertSome(1);
}, 20);
process.on('SIGTERM', () => {
  stopping = true;
  clearInterval(timer);
  // Let an insert in flight finish, then close (which releases the lock).
  setTimeout(() => {
    void handle.close().then(() => {
      console.log(`inserted ${inserted}`);
      process.exit(0);
    });
  }, 100);
});
// Only now, with the handler in place: the test sends SIGTERM as soon as it reads this line, and on a busy
// machine this process can be paused between writing it and the next statement (the line is written
// synchronously to the pipe), which killed it by the signal's default action.
console.log(`ready ${process.pid}`);
