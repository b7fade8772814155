import type { Command } from '../command';
import { projectRoot } from '../../db/config';
import { buildStudio, ensureStudioBuild } from '../studio-build';
import { parseOptions, withUsage } from '../args';

const usage = `Usage: cardsmith build [--force]

Makes the studio's production build (next build) unless the existing build was made from the current
sources. Never opens the database, so it is safe while a studio is running.

Options:
  --force   build even if the existing build is up to date`;

export const build: Command = {
  usage,
  run: (args) =>
    withUsage('build', usage, async () => {
      const options = parseOptions(args, { force: { type: 'boolean' } });
      const root = projectRoot();
      return options.force ? buildStudio(root) : ensureStudioBuild(root);
    }),
};
