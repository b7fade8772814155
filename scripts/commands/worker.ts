import { availableParallelism } from 'node:os';
import type { Command } from '../command';
import { parseOptions, UsageError, withUsage } from '../args';

const usage = `Usage: cardsmith worker [--threads N]

Plays chunks of queued simulation runs (\`cardsmith simulate --queue\`) from the job queue in the
PostgreSQL database named by DATABASE_URL, and records each chunk's results in that database. Start
any number of workers on any machines that reach the database; stop one with Ctrl-C (it finishes the
chunks in hand). A worker that dies mid-chunk loses nothing: once the chunk's time limit passes the
queue gives it to another worker.

  --threads N   chunks played at once, one per worker thread (default 1; this machine has ${availableParallelism()} cores)

Prints one line per chunk started and finished.`;

export const workerCommand: Command = {
  usage,
  run: (args) =>
    withUsage('worker', usage, async () => {
      const values = parseOptions(args, { threads: { type: 'string' } });
      const threads = values.threads === undefined ? 1 : Number(values.threads);
      if (!Number.isInteger(threads) || threads < 1 || threads > 64) throw new UsageError('--threads needs a whole number from 1 to 64');
      const url = process.env.DATABASE_URL;
      if (!url) {
        console.error('cardsmith worker: DATABASE_URL is not set; the job queue lives in a PostgreSQL database (the embedded PGlite database has none)');
        return 1;
      }
      // Loaded on use: --help should not pay for the database drivers.
      const { openDatabase } = await import('../../db/client');
      const { migrationsDir } = await import('../../db/config');
      const { migrateDatabase } = await import('../../db/migrate');
      const { startQueueWorker } = await import('../../balance/queue-worker');
      const handle = await openDatabase({ backend: 'postgres', url }, { purpose: 'cardsmith worker' });
      try {
        await migrateDatabase(handle, migrationsDir());
        const worker = await startQueueWorker({
          url,
          handle,
          threads,
          onEvent: (e) => {
            const games = `run ${e.job.runId} chunk ${e.job.chunk} (games ${e.job.from}–${e.job.from + e.job.count - 1})`;
            if (e.kind === 'started') console.log(`${e.worker}: started ${games}`);
            else if (e.kind === 'finished') console.log(`${e.worker}: finished ${games} in ${e.seconds.toFixed(1)} s${e.recorded ? '' : ' (already recorded by another worker)'}`);
            else console.log(`${e.worker}: skipped ${games}: ${e.why}`);
          },
        });
        console.log(`cardsmith worker: waiting for chunks on ${handle.description} with ${threads} thread(s)`);
        await new Promise<void>((resolve) => {
          process.once('SIGINT', resolve);
          process.once('SIGTERM', resolve);
        });
        console.log('cardsmith worker: stopping after the chunks in hand');
        await worker.stop();
        return 0;
      } finally {
        await handle.close();
      }
    }),
};
