/**
 * Server start-up (Node runtime only; called from instrumentation.ts): open, migrate and seed the
 * database before the first request, and close it on shutdown so the PGlite folder is left clean.
 */
import { LockHeldError } from '../../db/lock';
import { closeServerDatabase, serverDatabase } from './database';

export async function startStudioServer(): Promise<void> {
  try {
    await serverDatabase();
  } catch (error) {
    if (error instanceof LockHeldError) {
      // Nothing in the studio works without its database: stop with one clear line rather than serve errors.
      console.error(`cardsmith: cannot start: ${error.message}. Stop that process first, or set CARDSMITH_DATA_DIR to another folder.`);
      process.exit(1);
    }
    throw error;
  }
  let stopping = false;
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.on(signal, () => {
      // A terminal's Ctrl+C can arrive twice (from the shell and from `cardsmith serve`): close once.
      if (stopping) return;
      stopping = true;
      // Next exits on these signals too unless NEXT_MANUAL_SIG_HANDLE is set (as `cardsmith serve`
      // sets it); if Next wins the race the folder is left as after a crash, which PGlite recovers from.
      const timeout = setTimeout(() => process.exit(code), 3000);
      void closeServerDatabase().finally(() => {
        clearTimeout(timeout);
        process.exit(code);
      });
    });
  }
}
