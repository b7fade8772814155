/**
 * Runs before every page request: a browser without a session cookie goes to the sign-in page (with the
 * page it asked for, so it lands there afterwards); others get the requested path in a request header,
 * which the root layout uses when the cookie turns out to be stale. The session itself is checked
 * against the database by the layout and by every API procedure: the cookie's presence proves nothing.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from './app/server/auth/session-cookie';
import { PATH_HEADER, signInPath } from './app/server/auth/request-path';
import { decodedSegment } from './app/server/http/url-segment';
import { GAME_COOKIE, GAME_COOKIE_MAX_AGE, GAME_PARAM, GameId } from './app/ui/game-choice';

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  // A badly %-encoded address (`/cards/%E0%A4%A`) names no page; Next itself would answer 500.
  if (pathname.split('/').some((segment) => decodedSegment(segment) === undefined)) {
    return new NextResponse('Bad request: the address is not valid %-encoding\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (pathname !== '/signin' && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), request.url));
  }
  // A shared link's `?game=<id>` makes that game the current one: for this very render (the request's
  // cookie) and the pages after it (the response's). Which games exist is checked where the cookie is read.
  const game = GameId.safeParse(request.nextUrl.searchParams.get(GAME_PARAM));
  if (game.success) request.cookies.set(GAME_COOKIE, game.data);
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers } });
  if (game.success) response.cookies.set(GAME_COOKIE, game.data, { path: '/', maxAge: GAME_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}

export const config = {
  // Pages only: the API answers anonymous requests itself (UNAUTHORIZED), and static files are public.
  matcher: ['/((?!api/|_next/|icon\\.svg|favicon\\.ico).*)'],
};
