/** Contexts for calling the API in-process as a given user (or anonymously), on a test database. */
import type { DatabaseHandle } from '../../db/client';
import type { User } from '../../db/roles';
import { createUser } from '../../db/users';
import type { UserRole } from '../../db/roles';
import type { Context } from '../../app/server/trpc';

export interface TestContext extends Context {
  /** Every Set-Cookie header the calls produced. */
  cookies: string[];
}

export function contextAs(handle: DatabaseHandle, user: User | null, sessionToken: string | null = null): TestContext {
  const cookies: string[] = [];
  return { db: handle.db, backend: handle.backend, user, sessionToken, secure: false, setCookie: (header) => cookies.push(header), cookies };
}

/** Creates one user per role (names `viewer`, `designer`, `publisher`, password `password-<role>`). */
export async function usersByRole(handle: DatabaseHandle): Promise<Record<UserRole, User>> {
  const make = async (role: UserRole): Promise<User> => {
    const result = await createUser(handle.db, { name: role, role, password: `password-${role}` });
    if (!result.ok) throw new Error(result.problem);
    return result.user;
  };
  return { viewer: await make('viewer'), designer: await make('designer'), publisher: await make('publisher') };
}
