import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router, viewerProcedure } from '../trpc';
import { authenticate, setUserPassword, User } from '../../../db/users';
import { createSession, deleteSession, deleteUserSessions } from '../../../db/sessions';
import { clearedSessionCookie, sessionCookie } from '../auth/session-cookie';

export const authRouter = router({
  /** Who is signed in (null when nobody): the one read an anonymous request may make. */
  me: publicProcedure.output(User.nullable()).query(({ ctx }) => ctx.user),

  signIn: publicProcedure
    .input(z.object({ name: z.string().min(1).max(64), password: z.string().min(1).max(1024) }))
    .output(User)
    .mutation(async ({ ctx, input }) => {
      // Throttled per account and per address (auth/sign-in-throttle.ts): a waiting attempt is not even checked.
      const verdict = ctx.signInThrottle.check(input.name, ctx.clientAddress);
      if (!verdict.allowed) {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: `too many attempts, try again in ${verdict.retryAfterSeconds} s` });
      }
      const user = await authenticate(ctx.db, input.name, input.password);
      if (!user) {
        ctx.signInThrottle.failed(input.name, ctx.clientAddress);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'wrong user name or password' });
      }
      ctx.signInThrottle.succeeded(input.name);
      const session = await createSession(ctx.db, user.id);
      ctx.setCookie(sessionCookie(session.token, session.expiresAt, ctx.secure));
      return user;
    }),

  signOut: viewerProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await deleteSession(ctx.db, ctx.sessionToken);
    ctx.setCookie(clearedSessionCookie(ctx.secure));
    return { ok: true as const };
  }),

  /** Changes the signed-in user's own password (the current one is asked again); other sessions end. */
  changePassword: viewerProcedure
    .input(z.object({ current: z.string().min(1).max(1024), next: z.string().max(1024) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await authenticate(ctx.db, ctx.user.name, input.current))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'the current password is wrong' });
      }
      const result = await setUserPassword(ctx.db, ctx.user.name, input.next);
      if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: result.problem });
      await deleteUserSessions(ctx.db, ctx.user.id);
      const session = await createSession(ctx.db, ctx.user.id);
      ctx.setCookie(sessionCookie(session.token, session.expiresAt, ctx.secure));
      return { ok: true as const };
    }),
});
