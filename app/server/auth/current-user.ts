/** The signed-in user of the page request being rendered (server components only). */
import { cookies } from 'next/headers';
import { sessionUser } from '../../../db/sessions';
import type { User } from '../../../db/users';
import { serverDatabase } from '../database';
import { SESSION_COOKIE } from './session-cookie';

export async function currentUser(): Promise<User | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const { handle } = await serverDatabase();
  return sessionUser(handle.db, token);
}
