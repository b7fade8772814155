/**
 * Accounts for browser tests. Every studio the harness starts has the first account `admin`
 * (publisher) with a known password (CARDSMITH_ADMIN_PASSWORD); tests sign in through the API and hand
 * the session cookie to a browser context, or sign in through the page when that is what they test.
 */
import type { UserRole } from '../../../db/roles';
import { SESSION_COOKIE } from '../../../app/server/auth/session-cookie';

export const ADMIN = { name: 'admin', password: 'e2e-admin-password' } as const;

export interface Credentials {
  name: string;
  password: string;
}

/** A session token, as the studio's sign-in sets it in the cookie. */
export async function signInToken(baseUrl: string, who: Credentials = ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  if (!response.ok || !token) throw new Error(`signing in as ${who.name} failed: ${response.status} ${await response.text()}`);
  return decodeURIComponent(token);
}

/** Calls the API over HTTP as the holder of `token` (or anonymously) and returns the parsed JSON body and status. */
export async function callApi(
  baseUrl: string,
  token: string | undefined,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = token ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } : {};
  const response =
    kind === 'query'
      ? await fetch(`${baseUrl}/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { headers })
      : await fetch(`${baseUrl}/api/trpc/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input ?? null) });
  return { status: response.status, body: await response.json() };
}

/** Adds an account through the API as the admin; returns its credentials. */
export async function addUser(baseUrl: string, name: string, role: UserRole): Promise<Credentials> {
  const password = `${name}-password`;
  const result = await callApi(baseUrl, await signInToken(baseUrl), 'mutation', 'users.add', { name, role, password });
  if (result.status !== 200) throw new Error(`adding ${name} failed: ${JSON.stringify(result.body)}`);
  return { name, password };
}
