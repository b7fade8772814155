import type { Command } from '../command';
import { migrationsDir } from '../../db/config';
import { parseOptions, withUsage } from '../args';

const usage = `Usage: cardsmith db migrate

Applies the migrations in db/migrations/ that the database has not seen yet.
The database is the embedded PGlite folder (.data/pglite, or CARDSMITH_DATA_DIR), or the PostgreSQL
server named by DATABASE_URL. The studio server applies migrations itself when it starts.`;

export const dbMigrate: Command = {
  usage,
  run: (args) =>
    withUsage('db migrate', usage, async () => {
      parseOptions(args, {});
      // Loaded on use: the database drivers take over a second to import, which --help should not pay.
      const { withCliDatabase } = await import('../cli-database');
      const { migrateDatabase } = await import('../../db/migrate');
      return withCliDatabase('db migrate', 'The studio applies migrations itself when it starts; stop it first to migrate by hand.', async (handle) => {
        const report = await migrateDatabase(handle, migrationsDir());
        console.log(`cardsmith db migrate: ${handle.description}: applied ${report.applied} migration(s); ${report.total} of ${report.total} are applied`);
        return 0;
      });
    }),
};
