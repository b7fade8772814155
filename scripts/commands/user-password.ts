import type { Command } from '../command';
import { parseCommandLine, UsageError, withUsage } from '../args';

const usage = `Usage: cardsmith user password <name> [--password-stdin]

Sets a new password for an account (e.g. a forgotten one; the first admin's was printed only once) and
signs that account out everywhere. The password is asked twice on the terminal, or read from the first
line of standard input with --password-stdin. Signed-in users change their own on the Account page.

Needs the studio stopped when it runs on the embedded database.
Exit codes: 0 changed, 1 refused (no such user, weak password, database in use), 2 usage.`;

export const userPassword: Command = {
  usage,
  run: (args) =>
    withUsage('user password', usage, async () => {
      const { values, positionals } = parseCommandLine(args, { 'password-stdin': { type: 'boolean' } });
      if (positionals.length !== 1) throw new UsageError('give exactly one user name');
      const name = positionals[0] ?? '';
      const { withNewPassword } = await import('../user-database');
      const { setUserPassword } = await import('../../db/users');
      const { deleteUserSessions } = await import('../../db/sessions');
      return withNewPassword('user password', values['password-stdin'] === true, async (db, password) => {
        const result = await setUserPassword(db, name, password);
        if (!result.ok) return result;
        await deleteUserSessions(db, result.user.id);
        return { ok: true, done: `changed the password of ${result.user.name}; their sessions ended` };
      });
    }),
};
