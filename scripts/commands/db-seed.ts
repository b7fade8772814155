import { resolve } from 'node:path';
import type { Command } from '../command';
import { contentDir, migrationsDir } from '../../db/config';
import { formatProblem } from '../../db/content-files';
import { parseOptions, withUsage } from '../args';

const usage = `Usage: cardsmith db seed [--dir <content folder>]

Loads the card files (<dir>/<game>/cards/**/*.smith) and deck files (<dir>/<game>/decks/*.smith) into the
database, after applying any pending migrations. Cards and decks already in the database are left as they
are: a seed never overwrites a draft.

Options:
  --dir <folder>   the content folder (default: content, or CARDSMITH_CONTENT_DIR)

Exit codes: 0 all files loaded, 1 some files were skipped (listed) or the database is in use, 2 usage.`;

export const dbSeed: Command = {
  usage,
  run: (args) =>
    withUsage('db seed', usage, async () => {
      const options = parseOptions(args, { dir: { type: 'string' } });
      const dir = options.dir ? resolve(options.dir) : contentDir();
      // Loaded on use: the database drivers take over a second to import, which --help should not pay.
      const { withCliDatabase } = await import('../cli-database');
      const { migrateDatabase } = await import('../../db/migrate');
      const { seedFromContentDir } = await import('../../db/seed');
      const { seedDecksFromContentDir } = await import('../../db/deck-seed');
      const whenHeld = 'The studio loads new content itself when it starts: restart it, or stop it and run this command again.';
      return withCliDatabase('db seed', whenHeld, async (handle) => {
        await migrateDatabase(handle, migrationsDir());
        const report = await seedFromContentDir(handle.db, dir);
        const deckReport = await seedDecksFromContentDir(handle.db, dir);
        console.log(
          `cardsmith db seed: ${dir} → ${handle.description}: ${report.inserted.length} new card(s), ` +
            `${report.existing.length} already present (left unchanged); ${deckReport.inserted.length} new deck(s), ` +
            `${deckReport.existing.length} already present`,
        );
        const problems = [...report.problems, ...deckReport.problems];
        if (problems.length === 0) return 0;
        console.error(`cardsmith db seed: ${problems.length} file(s) skipped:`);
        for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
        return 1;
      });
    }),
};
