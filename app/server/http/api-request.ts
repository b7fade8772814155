/**
 * Answers one HTTP request to /api/trpc: what the route handler does, kept here so tests send real
 * requests through exactly this path. Before tRPC sees a request:
 *
 * - A POST (every mutation is one) must come from the studio's own pages: a request a browser marks as
 *   cross-site or same-site (Sec-Fetch-Site), or, from a browser that does not send that header, whose
 *   Origin is another host, is refused with 403.
 *   Another site's form can therefore neither sign a user out nor act as them.
 * - The body is read up to a limit (MAX_BODY_BYTES; more for the bundle upload) and refused with 413
 *   past it, without reading the rest.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { AnyTRPCRouter } from '@trpc/server';
import type { RequestContextFactory } from '../trpc';
import { MAX_BUNDLE_BASE64 } from '../bundle-upload';

/** Every procedure's input fits in 4 MiB (a 200,000-character card source is the largest but one). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Procedures that take more: the bundle upload (base64 of a zip) plus room for the JSON around it. */
const BODY_LIMITS: Record<string, number> = { 'sets.importBundle': MAX_BUNDLE_BASE64 + 64 * 1024 };

export const ENDPOINT = '/api/trpc';

export async function answerApiRequest(request: Request, router: AnyTRPCRouter, createContext: RequestContextFactory): Promise<Response> {
  if (request.method === 'POST') {
    const foreign = foreignOrigin(request);
    if (foreign) return refusal(403, 'FORBIDDEN', `requests that change anything must come from the studio's own pages (${foreign})`);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.body) {
    const limit = bodyLimit(request.url);
    const read = await readLimited(request, limit);
    if (read === 'too-large') return refusal(413, 'PAYLOAD_TOO_LARGE', `the request is larger than ${limit} bytes`);
    body = read;
  }
  const req = new Request(request.url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) });
  return fetchRequestHandler({ endpoint: ENDPOINT, req, router, createContext });
}

/**
 * Why a state-changing request is foreign, or undefined when it comes from this origin (or a non-browser
 * client). Browsers send Sec-Fetch-Site, which alone decides: it does not depend on the Host header a
 * reverse proxy may rewrite. Without it (older browsers) the Origin must name this host.
 */
function foreignOrigin(request: Request): string | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none' ? undefined : `Sec-Fetch-Site: ${site}`;
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `Origin: ${origin.slice(0, 100)}`;
  }
  return originHost === host ? undefined : `Origin: ${origin.slice(0, 100)}`;
}

/** The body limit of a request's procedures (a batch "a,b" gets the largest of theirs). */
function bodyLimit(url: string): number {
  const { pathname } = new URL(url);
  const paths = pathname.startsWith(`${ENDPOINT}/`) ? pathname.slice(ENDPOINT.length + 1).split(',') : [];
  return Math.max(MAX_BODY_BYTES, ...paths.map((path) => BODY_LIMITS[path] ?? 0));
}

/** The body, or 'too-large' as soon as more than `limit` bytes were announced or have arrived. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const announced = Number(request.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > limit) return 'too-large';
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** An error answer in tRPC's shape, so the studio's client shows its message. */
function refusal(status: number, code: string, message: string): Response {
  return Response.json({ error: { message, code: status === 413 ? -32600 : -32003, data: { code, httpStatus: status } } }, { status });
}
