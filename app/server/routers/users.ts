import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publisherProcedure, router } from '../trpc';
import { User, UserListing, UserName, UserRole, createUser, listUsers, setUserRole } from '../../../db/users';

/** Account management: publishers only (the studio's Users page; the CLI when the studio is stopped). */
export const usersRouter = router({
  list: publisherProcedure.output(z.array(UserListing)).query(({ ctx }) => listUsers(ctx.db)),

  add: publisherProcedure
    .input(z.object({ name: UserName, role: UserRole, password: z.string().max(1024) }))
    .output(User)
    .mutation(async ({ ctx, input }) => {
      const result = await createUser(ctx.db, input);
      if (!result.ok) throw new TRPCError({ code: result.problem.startsWith('there is already') ? 'CONFLICT' : 'BAD_REQUEST', message: result.problem });
      return result.user;
    }),

  setRole: publisherProcedure
    .input(z.object({ name: UserName, role: UserRole }))
    .output(User)
    .mutation(async ({ ctx, input }) => {
      // A publisher cannot demote themself: the studio must keep someone who can manage accounts.
      if (input.name === ctx.user.name && input.role !== 'publisher') {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'you cannot take the publisher role from yourself' });
      }
      const user = await setUserRole(ctx.db, input.name, input.role);
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: `there is no user named "${input.name}"` });
      return user;
    }),
});
