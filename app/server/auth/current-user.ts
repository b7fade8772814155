/** The signed-in user of the page request being rendered (server components only). */
import { cookies } from 'next/headers';
import { sessionUser } from '../../../db/sessions';
import type { User } from '../../../db/users';
import { serverDatabase } from '../database';
import { SESSION_COOKIE, isSessionToken } from './session-cookie';

export async function currentUser(): Promise<User | undefined> {
  // Next has decoded the value already (a value it cannot decode is absent); what is left to check is its shape.
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (token === undefined || !isSessionToken(token)) return undefined;
  const { handle } = await serverDatabase();
  return sessionUser(handle.db, token);
}
