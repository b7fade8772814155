import { describe, expect, it } from 'vitest';
import { backends, useDatabase } from './backends';
import { FIRST_ADMIN, authenticate, createUser, ensureFirstAdmin, findUser, listUsers, setUserPassword, setUserRole } from '../../db/users';
import { createSession, deleteSession, deleteUserSessions, sessionUser } from '../../db/sessions';
import { sessions, users } from '../../db/schema';

describe.each(backends)('accounts and sessions on $name', (backend) => {
  const database = useDatabase(backend);
  const db = () => database().db;

  it('creates an account that signs in with its password only, and refuses duplicate or bad names and weak passwords', async () => {
    await db().delete(users);
    const created = await createUser(db(), { name: 'ada', role: 'designer', password: 'analytical' });
    expect(created).toMatchObject({ ok: true, user: { name: 'ada', role: 'designer' } });
    expect(await authenticate(db(), 'ada', 'analytical')).toMatchObject({ name: 'ada', role: 'designer' });
    expect(await authenticate(db(), 'ada', 'Analytical')).toBeUndefined();
    expect(await authenticate(db(), 'nobody', 'analytical')).toBeUndefined();
    expect(await createUser(db(), { name: 'ada', role: 'viewer', password: 'whatever1' })).toEqual({ ok: false, problem: 'there is already a user named "ada"' });
    expect(await createUser(db(), { name: 'no spaces', role: 'viewer', password: 'whatever1' })).toMatchObject({ ok: false });
    expect(await createUser(db(), { name: 'bob', role: 'viewer', password: 'short' })).toMatchObject({ ok: false, problem: expect.stringMatching(/8 characters/) });
    const [row] = await db().select().from(users);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('analytical');
  });

  it('changes roles and passwords', async () => {
    await db().delete(users);
    await createUser(db(), { name: 'cy', role: 'viewer', password: 'first-pass' });
    expect(await setUserRole(db(), 'cy', 'publisher')).toMatchObject({ role: 'publisher' });
    expect(await setUserRole(db(), 'nobody', 'publisher')).toBeUndefined();
    expect(await setUserPassword(db(), 'cy', 'second-pass')).toMatchObject({ ok: true });
    expect(await authenticate(db(), 'cy', 'first-pass')).toBeUndefined();
    expect(await authenticate(db(), 'cy', 'second-pass')).toMatchObject({ name: 'cy' });
    expect((await listUsers(db())).map((u) => [u.name, u.role, u.canSignIn])).toEqual([['cy', 'publisher', true]]);
  });

  it('makes a first publisher only while nobody can sign in', async () => {
    await db().delete(users);
    await db().insert(users).values({ name: 'legacy' }); // an account from before passwords: cannot sign in
    const first = await ensureFirstAdmin(db());
    expect(first).toMatchObject({ name: FIRST_ADMIN, generated: true });
    expect(await authenticate(db(), FIRST_ADMIN, first?.password ?? '')).toMatchObject({ role: 'publisher' });
    expect(await ensureFirstAdmin(db())).toBeUndefined();

    await db().delete(users);
    expect(await ensureFirstAdmin(db(), 'chosen-password')).toEqual({ name: FIRST_ADMIN, password: 'chosen-password', generated: false });
    // A password too short to accept is not used: a generated one is.
    await db().delete(users);
    expect(await ensureFirstAdmin(db(), 'short')).toMatchObject({ generated: true });
  });

  it('finds the user of a live session only, with the role the user has now', async () => {
    await db().delete(users);
    const made = await createUser(db(), { name: 'dee', role: 'viewer', password: 'dee-password' });
    if (!made.ok) throw new Error(made.problem);
    const { token } = await createSession(db(), made.user.id);
    expect(await sessionUser(db(), token)).toEqual(made.user);
    await setUserRole(db(), 'dee', 'designer');
    expect(await sessionUser(db(), token)).toMatchObject({ role: 'designer' });
    expect(await sessionUser(db(), `${token}x`)).toBeUndefined();
    expect(await sessionUser(db(), token, new Date(Date.now() + 31 * 86_400_000))).toBeUndefined();
    // The table holds a hash of the token, never the token.
    expect((await db().select().from(sessions)).map((s) => s.id)).not.toContain(token);
    await deleteSession(db(), token);
    expect(await sessionUser(db(), token)).toBeUndefined();

    const a = await createSession(db(), made.user.id);
    const b = await createSession(db(), made.user.id);
    await deleteUserSessions(db(), made.user.id);
    expect(await sessionUser(db(), a.token)).toBeUndefined();
    expect(await sessionUser(db(), b.token)).toBeUndefined();
    expect(await findUser(db(), 'dee')).toMatchObject({ name: 'dee' });
  });

  it('ends the sessions of a deleted user', async () => {
    await db().delete(users);
    const made = await createUser(db(), { name: 'eve', role: 'viewer', password: 'eve-password' });
    if (!made.ok) throw new Error(made.problem);
    const { token } = await createSession(db(), made.user.id);
    await db().delete(users);
    expect(await sessionUser(db(), token)).toBeUndefined();
    expect(await db().$count(sessions)).toBe(0);
  });
});
