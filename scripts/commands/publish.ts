import type { Command } from '../command';
import { UsageError, parseCommandLine, withUsage } from '../args';

const usage = `Usage: cardsmith publish CARD... --changelog TEXT [--as USER]
       cardsmith publish --all --changelog TEXT [--as USER]

Publishes cards' drafts as new immutable versions (source, AST, rules text, author, time, changelog),
through the same checks as the studio's Publish button: only a draft without errors, only when it
differs from the current version. --all publishes every card whose draft has unpublished changes and
lists the ones it cannot publish (their errors). Cards are named by id (blast-bolt).

Options:
  --changelog TEXT   the one-line changelog of the new version(s) (required)
  --all              every card with unpublished changes
  --as USER          the publishing account (default: the only publisher, when there is exactly one)

The CLI takes the database folder's lock: stop the studio first (or publish in the studio).
Exit codes: 0 all published (or nothing to publish), 1 some cards could not be published, 2 usage.`;

export const publish: Command = {
  usage,
  run: (args) =>
    withUsage('publish', usage, async () => {
      const { values, positionals } = parseCommandLine(args, {
        changelog: { type: 'string' },
        all: { type: 'boolean' },
        as: { type: 'string' },
      });
      const changelog = values.changelog?.trim() ?? '';
      if (changelog === '') throw new UsageError('--changelog TEXT is required');
      if (values.all === true && positionals.length > 0) throw new UsageError('give card ids or --all, not both');
      if (values.all !== true && positionals.length === 0) throw new UsageError('name the cards to publish, or give --all');
      // Loaded on use: the database drivers and the DSL take a while to import, which --help should not pay.
      const { withMigratedCliDatabase } = await import('../cli-database');
      const { publishDrafts } = await import('../publish-drafts');
      const whenHeld = 'Stop the studio first (or publish with its Publish button), then run this command again.';
      return withMigratedCliDatabase('publish', whenHeld, (handle) => publishDrafts(handle, { ids: values.all === true ? 'all' : positionals, changelog, as: values.as }));
    }),
};
