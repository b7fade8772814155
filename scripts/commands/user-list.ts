import type { Command } from '../command';
import { parseOptions, withUsage } from '../args';

const usage = `Usage: cardsmith user list

Lists the studio's accounts: name, role, whether the account can sign in (has a password), created.
Needs the studio stopped when it runs on the embedded database (publishers see the same on its Users page).`;

export const userList: Command = {
  usage,
  run: (args) =>
    withUsage('user list', usage, async () => {
      parseOptions(args, {});
      const { withUserDatabase } = await import('../user-database');
      const { listUsers } = await import('../../db/users');
      return withUserDatabase('user list', async (db) => {
        const users = await listUsers(db);
        if (users.length === 0) console.log('cardsmith user list: no accounts yet (the studio creates "admin" when it first starts)');
        const width = Math.max(4, ...users.map((u) => u.name.length));
        for (const u of users) console.log(`${u.name.padEnd(width)}  ${u.role.padEnd(9)}  ${u.canSignIn ? 'can sign in' : 'no password'}  ${u.createdAt.slice(0, 10)}`);
        return 0;
      });
    }),
};
