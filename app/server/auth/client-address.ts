/**
 * The client's address as far as the server can tell: the last X-Forwarded-For entry. `next start` sets
 * that header from the socket when the request has none, and a reverse proxy appends the address it saw,
 * so behind a proxy the last entry is trustworthy. A client talking to `next start` directly can send its
 * own header and so choose its address; the per-account limit of sign-in throttling does not depend on it.
 */
export function clientAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last ? last.slice(0, 100) : null;
}
