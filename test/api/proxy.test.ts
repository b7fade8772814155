/** proxy.ts, run before every page request: bad addresses, anonymous browsers, and the path header. */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';

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
});
