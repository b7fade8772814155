import type { Command } from '../command';
import { databaseTarget, describeTarget, projectRoot } from '../../db/config';
import { describeHolder, liveHolder } from '../../db/lock';
import { ensureStudioBuild, exitCodeOf, spawnNext } from '../studio-build';
import { parseOptions, parsePort, withUsage } from '../args';

const usage = `Usage: cardsmith serve [--port <port>]

Serves the studio's production build, building it first when there is none or the sources changed.
The server applies database migrations and loads the content folder when it starts.

Options:
  --port <port>   the port (default: PORT, or 3000)

Environment: DATABASE_URL (a PostgreSQL server instead of the embedded database), CARDSMITH_DATA_DIR
(the embedded database folder, default .data/pglite), CARDSMITH_CONTENT_DIR (default content).`;

export const serve: Command = {
  usage,
  run: (args) =>
    withUsage('serve', usage, async () => {
      const options = parseOptions(args, { port: { type: 'string' } });
      const port = options.port ? parsePort(options.port, '--port') : process.env.PORT ? parsePort(process.env.PORT, 'PORT') : 3000;
      const root = projectRoot();

      // Refuse before a long build rather than after it. (The server takes the lock itself; this only
      // makes the common mistake, a second `npm start`, fail fast.)
      const target = databaseTarget();
      const holder = target.backend === 'pglite' ? liveHolder(target.dataDir) : undefined;
      if (holder) {
        console.error(`cardsmith serve: ${describeTarget(target)} is in use by ${describeHolder(holder)}. Stop it first, or set CARDSMITH_DATA_DIR to another folder.`);
        return 1;
      }

      const built = await ensureStudioBuild(root);
      if (built !== 0) return built;

      console.log(`cardsmith: starting the studio at http://localhost:${port}`);
      // The studio closes its database on SIGINT/SIGTERM itself (app/server/startup.ts) instead of Next's
      // handler exiting first.
      const server = spawnNext(root, ['start', '--port', String(port)], { PORT: String(port), NEXT_MANUAL_SIG_HANDLE: '1', CARDSMITH_ROOT: root });
      // Pass signals on and wait for the server to close its database (Ctrl+C in a terminal reaches both
      // processes; the server's handler ignores the repeat).
      const forward = (signal: NodeJS.Signals) => server.kill(signal);
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      try {
        return await exitCodeOf(server);
      } finally {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
      }
    }),
};
