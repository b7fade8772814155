/**
 * Browser sessions: a random token in an http-only cookie, its SHA-256 in the `sessions` table. A
 * session lasts SESSION_DAYS from sign-in; the user's current role is read on every request, so a role
 * change applies at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { sessions, users } from './schema';
import type { Database } from './client';
import { User } from './users';
import { sha256Hex } from '../lib/sha256';

export const SESSION_DAYS = 30;

function tokenId(token: string): string {
  return sha256Hex(token);
}

export async function createSession(db: Database, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ id: tokenId(token), userId, expiresAt });
  // Expired sessions are dead weight; sign-ins are rare enough to sweep them here.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  return { token, expiresAt };
}

/** The signed-in user of a session token, or undefined when the token is unknown or expired. */
export async function sessionUser(db: Database, token: string, now = new Date()): Promise<User | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, tokenId(token)), gt(sessions.expiresAt, now)));
  return row ? User.parse(row) : undefined;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenId(token)));
}

/** Signs a user out everywhere (after a password change by someone else, say). */
export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
