import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { sessionUser } from '../../db/sessions';
import { SESSION_COOKIE, sessionTokenFrom } from '../../app/server/auth/session-cookie';
import type { User, UserRole } from '../../db/roles';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

describe.each(backends)('signing in and out on $name', (backend) => {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User>;
  beforeAll(async () => {
    byRole = await usersByRole(database());
  });

  it('signs in with the right password: an http-only cookie whose token finds the user', async () => {
    const ctx = contextAs(database(), null);
    expect(await createCaller(ctx).auth.signIn({ name: 'designer', password: 'password-designer' })).toEqual(byRole.designer);
    expect(ctx.cookies).toHaveLength(1);
    expect(ctx.cookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`));
    const token = sessionTokenFrom(ctx.cookies[0]?.split(';')[0] ?? null) ?? '';
    expect(await sessionUser(database().db, token)).toEqual(byRole.designer);
  });

  it('refuses a wrong password or an unknown name the same way, and sets no cookie', async () => {
    for (const attempt of [{ name: 'designer', password: 'password-viewer' }, { name: 'nobody', password: 'password-designer' }]) {
      const ctx = contextAs(database(), null);
      await expect(createCaller(ctx).auth.signIn(attempt)).rejects.toSatisfy(
        (e) => e instanceof TRPCError && e.code === 'UNAUTHORIZED' && e.message === 'wrong user name or password',
      );
      expect(ctx.cookies).toEqual([]);
    }
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const signIn = contextAs(database(), null);
    await createCaller(signIn).auth.signIn({ name: 'viewer', password: 'password-viewer' });
    const token = sessionTokenFrom(signIn.cookies[0]?.split(';')[0] ?? null) ?? '';
    const ctx = contextAs(database(), byRole.viewer, token);
    await createCaller(ctx).auth.signOut();
    expect(ctx.cookies[0]).toContain('Max-Age=0');
    expect(await sessionUser(database().db, token)).toBeUndefined();
  });

  it('changes the own password only with the current one, and ends the other sessions', async () => {
    const first = contextAs(database(), null);
    await createCaller(first).auth.signIn({ name: 'publisher', password: 'password-publisher' });
    const oldToken = sessionTokenFrom(first.cookies[0]?.split(';')[0] ?? null) ?? '';
    const ctx = contextAs(database(), byRole.publisher, oldToken);
    await expect(createCaller(ctx).auth.changePassword({ current: 'wrong-one', next: 'new-password' })).rejects.toThrow(/current password is wrong/);
    await expect(createCaller(ctx).auth.changePassword({ current: 'password-publisher', next: 'short' })).rejects.toThrow(/8 characters/);
    await createCaller(ctx).auth.changePassword({ current: 'password-publisher', next: 'new-password' });
    expect(await sessionUser(database().db, oldToken)).toBeUndefined();
    const newToken = sessionTokenFrom(ctx.cookies.at(-1)?.split(';')[0] ?? null) ?? '';
    expect(await sessionUser(database().db, newToken)).toEqual(byRole.publisher);
    await expect(createCaller(contextAs(database(), null)).auth.signIn({ name: 'publisher', password: 'password-publisher' })).rejects.toThrow();
  });

  it('lets a publisher add users and change roles, but not demote themself', async () => {
    const admin = createCaller(contextAs(database(), byRole.publisher));
    expect(await admin.users.add({ name: 'newbie', role: 'viewer', password: 'newbie-pass' })).toMatchObject({ name: 'newbie', role: 'viewer' });
    await expect(admin.users.add({ name: 'newbie', role: 'viewer', password: 'newbie-pass' })).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === 'CONFLICT');
    expect(await admin.users.setRole({ name: 'newbie', role: 'designer' })).toMatchObject({ role: 'designer' });
    await expect(admin.users.setRole({ name: 'publisher', role: 'viewer' })).rejects.toThrow(/from yourself/);
    expect((await admin.users.list()).map((u) => u.name)).toEqual(expect.arrayContaining(['newbie', 'viewer', 'designer', 'publisher']));
  });
});
