import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, clearedSessionCookie, sessionCookie, sessionTokenFrom } from './session-cookie';

describe('the session cookie', () => {
  it('is read from a Cookie header among others, and absent otherwise', () => {
    expect(sessionTokenFrom(`a=1; ${SESSION_COOKIE}=tok-en_1; b=2`)).toBe('tok-en_1');
    expect(sessionTokenFrom('a=1; b=2')).toBeUndefined();
    expect(sessionTokenFrom(null)).toBeUndefined();
  });

  it('is no session (not an error) when its value is badly %-encoded or cannot be a token', () => {
    for (const value of ['%E0%A4%A', '%', '%zz', 'a%00b', 'has space', 'x'.repeat(201), '']) {
      expect(() => sessionTokenFrom(`${SESSION_COOKIE}=${value}`), value).not.toThrow();
      expect(sessionTokenFrom(`${SESSION_COOKIE}=${value}`), value).toBeUndefined();
    }
    expect(sessionTokenFrom(`${SESSION_COOKIE}=${encodeURIComponent('abc_DEF-123')}`)).toBe('abc_DEF-123');
  });

  it('is http-only and same-site, expires with the session, and is Secure only over HTTPS', () => {
    const inOneHour = new Date(Date.now() + 3_600_000);
    const plain = sessionCookie('abc', inOneHour, false).split('; ');
    expect(plain).toEqual(expect.arrayContaining([`${SESSION_COOKIE}=abc`, 'HttpOnly', 'SameSite=Lax', 'Path=/']));
    const maxAge = Number(plain.find((p) => p.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(plain).not.toContain('Secure');
    expect(sessionCookie('abc', inOneHour, true).split('; ')).toContain('Secure');
    expect(clearedSessionCookie(false).split('; ')).toEqual(expect.arrayContaining([`${SESSION_COOKIE}=`, 'Max-Age=0']));
  });
});
