import type { Command } from '../command';
import { UserRole } from '../../db/roles';
import { parseCommandLine, UsageError, withUsage } from '../args';

const usage = `Usage: cardsmith user add <name> --role viewer|designer|publisher [--password-stdin]

Creates a studio account. The password is asked twice on the terminal (not shown), or read from the
first line of standard input with --password-stdin:
  printf '%s\\n' "$PASSWORD" | npx cardsmith user add ada --role designer --password-stdin

Roles: viewer (reads everything), designer (also edits drafts), publisher (also publishes, deprecates
and manages accounts).

While the studio runs on the embedded database it holds the database folder: add users on its Users
page (signed in as a publisher), or stop it and run this again.
Exit codes: 0 created, 1 refused (name taken, weak password, database in use), 2 usage.`;

export const userAdd: Command = {
  usage,
  run: (args) =>
    withUsage('user add', usage, async () => {
      const { values, positionals } = parseCommandLine(args, { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } });
      if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'which user? give a name' : `one name at a time, got ${positionals.join(' ')}`);
      const name = positionals[0] ?? '';
      const role = UserRole.safeParse(values.role);
      if (!role.success) throw new UsageError(values.role === undefined ? '--role is required' : `--role must be viewer, designer or publisher, got "${values.role}"`);
      const { withNewPassword } = await import('../user-database');
      const { createUser } = await import('../../db/users');
      return withNewPassword('user add', values['password-stdin'] === true, async (db, password) => {
        const result = await createUser(db, { name, role: role.data, password });
        return result.ok ? { ok: true, done: `created ${result.user.name} (${result.user.role})` } : result;
      });
    }),
};
