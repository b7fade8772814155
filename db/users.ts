/** Accounts: names, roles (db/roles.ts) and passwords (hashed with scrypt, db/password.ts). */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from './schema';
import type { Database } from './client';
import { User, type UserRole } from './roles';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './password';

export { User, UserRole, roleAtLeast } from './roles';

export const UserName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a user name uses letters, digits, `.`, `_` and `-`, and starts with a letter or digit')
  .max(64, 'a user name has at most 64 characters');

export const UserListing = User.extend({ canSignIn: z.boolean(), createdAt: z.iso.datetime({ offset: true }) });
export type UserListing = z.infer<typeof UserListing>;

export type UserResult = { ok: true; user: User } | { ok: false; problem: string };

const userColumns = { id: users.id, name: users.name, role: users.role };

export async function createUser(db: Database, input: { name: string; role: UserRole; password: string }): Promise<UserResult> {
  const name = UserName.safeParse(input.name);
  if (!name.success) return { ok: false, problem: name.error.issues[0]?.message ?? 'bad user name' };
  const weak = passwordProblem(input.password);
  if (weak) return { ok: false, problem: weak };
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: name.data, role: input.role, passwordHash })
    .onConflictDoNothing({ target: users.name })
    .returning(userColumns);
  return row ? { ok: true, user: User.parse(row) } : { ok: false, problem: `there is already a user named "${name.data}"` };
}

export async function findUser(db: Database, name: string): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.name, name));
  return row ? User.parse(row) : undefined;
}

export async function listUsers(db: Database): Promise<UserListing[]> {
  const rows = await db
    .select({ ...userColumns, canSignIn: isNotNull(users.passwordHash), createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.name));
  return z.array(UserListing.extend({ createdAt: z.date().transform((d) => d.toISOString()) })).parse(rows);
}

// Verifying against this when the name is unknown keeps a failed sign-in as slow as a wrong password,
// so the response time does not tell which names exist.
let decoyHash: Promise<string> | undefined;

/** The user when name and password match; undefined otherwise (which of the two was wrong is not said). */
export async function authenticate(db: Database, name: string, password: string): Promise<User | undefined> {
  const [row] = await db.select({ ...userColumns, passwordHash: users.passwordHash }).from(users).where(eq(users.name, name));
  if (!row?.passwordHash) {
    await verifyPassword(password, await (decoyHash ??= hashPassword(generatePassword())));
    return undefined;
  }
  return (await verifyPassword(password, row.passwordHash)) ? User.parse(row) : undefined;
}

export async function setUserRole(db: Database, name: string, role: UserRole): Promise<User | undefined> {
  const [row] = await db.update(users).set({ role }).where(eq(users.name, name)).returning(userColumns);
  return row ? User.parse(row) : undefined;
}

export async function setUserPassword(db: Database, name: string, password: string): Promise<UserResult> {
  const weak = passwordProblem(password);
  if (weak) return { ok: false, problem: weak };
  const [row] = await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.name, name)).returning(userColumns);
  return row ? { ok: true, user: User.parse(row) } : { ok: false, problem: `there is no user named "${name}"` };
}

export const FIRST_ADMIN = 'admin';

/**
 * On a database where nobody can sign in, makes `admin` a publisher with `password` (or a generated
 * one) and returns the credentials, so that a fresh studio is usable at once. Does nothing (returns
 * undefined) once any account has a password.
 */
export async function ensureFirstAdmin(db: Database, password?: string): Promise<{ name: string; password: string; generated: boolean } | undefined> {
  const [signable] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNotNull(users.passwordHash));
  if ((signable?.n ?? 0) > 0) return undefined;
  const chosen = password && !passwordProblem(password) ? password : generatePassword();
  const passwordHash = await hashPassword(chosen);
  await db
    .insert(users)
    .values({ name: FIRST_ADMIN, role: 'publisher', passwordHash })
    .onConflictDoUpdate({ target: users.name, set: { role: 'publisher', passwordHash } });
  return { name: FIRST_ADMIN, password: chosen, generated: chosen !== password };
}
