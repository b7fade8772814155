/** The header in which proxy.ts passes the requested path to the root layout (layouts are not told it). */
export const PATH_HEADER = 'x-cardsmith-path';

/** Where to send someone who must sign in first, coming back to `next` afterwards. */
export function signInPath(next: string | null | undefined): string {
  const back = safeNext(next);
  return back === '/library' ? '/signin' : `/signin?next=${encodeURIComponent(back)}`;
}

/** A local path to go to after signing in; anything else (another host, a scheme) becomes /library. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/signin')) return '/library';
  return next === '/' ? '/library' : next;
}
