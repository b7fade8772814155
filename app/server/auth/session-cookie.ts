/**
 * The session cookie: http-only (page scripts cannot read it), SameSite=Lax (other sites' forms and
 * scripts cannot send it with a POST, so no cross-site request can act as the user), Secure when the
 * studio is served over HTTPS.
 */
export const SESSION_COOKIE = 'cardsmith_session';

/** What db/sessions.ts hands out: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The session token of a cookie value, or undefined when the value cannot be one (badly %-encoded, a
 * NUL, the wrong alphabet): such a cookie is no session, never an error, so a browser holding one
 * can still sign in (the sign-in answer replaces it).
 */
export function sessionTokenOf(cookieValue: string | undefined): string | undefined {
  if (cookieValue === undefined) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return undefined;
  }
  return isSessionToken(value) ? value : undefined;
}

/** Whether a decoded cookie value has the shape of a session token. */
export function isSessionToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The session token from a Cookie header, if there is a well-formed one. */
export function sessionTokenFrom(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return sessionTokenOf(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}
