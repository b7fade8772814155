/** proxy.ts, run before every page request: bad addresses, anonymous browsers, and the path header. */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { GAME_COOKIE } from '../../app/ui/game-choice';

const page = (path: string, cookie?: string) => proxy(new NextRequest(`http://studio.test${path}`, cookie ? { headers: { cookie } } : {}));

describe('the page proxy', () => {
  it('answers 400 to a badly %-encoded address, signed in or not (Next itself answered 500)', async () => {
    for (const path of ['/cards/%E0%A4%A', '/content/summoners-grid/%zz', '/%']) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=abc`]) {
        const response = page(path, cookie);
        expect(response.status, path).toBe(400);
        expect(await response.text()).toBe('Bad request: the address is not valid %-encoding\n');
      }
    }
  });

  it('sends a browser without a session cookie to sign in, and passes the others on', () => {
    const anonymous = page('/cards/blast-bolt');
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get('location')).toBe('http://studio.test/signin?next=%2Fcards%2Fblast-bolt');
    // A well-encoded address with a cookie goes on to the page (the page checks the session itself).
    expect(page('/cards/caf%C3%A9', `${SESSION_COOKIE}=abc`).headers.get('x-middleware-next')).toBe('1');
  });

  it('makes a shared link’s ?game= the current game: for this render (the request’s cookies) and later pages (a cookie set)', () => {
    const response = page('/library?game=mana-duel', `${SESSION_COOKIE}=abc; ${GAME_COOKIE}=summoners-grid`);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.cookies.get(GAME_COOKIE)).toMatchObject({ value: 'mana-duel', path: '/', maxAge: 31_536_000 });
    // The page renders with the request's cookies as rewritten here.
    expect(response.headers.get('x-middleware-request-cookie')).toContain(`${GAME_COOKIE}=mana-duel`);
    expect(response.headers.get('x-middleware-request-cookie')).not.toContain(`${GAME_COOKIE}=summoners-grid`);
  });

  it('ignores a malformed ?game= (the cookie, if any, stays as it was)', () => {
    for (const value of ['..%2Fetc', 'Mana Duel', '', 'x'.repeat(65)]) {
      const response = page(`/library?game=${value}`, `${SESSION_COOKIE}=abc`);
      expect(response.cookies.get(GAME_COOKIE), value).toBeUndefined();
    }
  });
});
