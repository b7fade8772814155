/**
 * Hostile HTTP requests to every procedure of the studio API, sent through the same handler as the
 * route app/api/trpc/[trpc]/route.ts (app/server/http/api-request.ts) on a test database: NUL
 * characters, deep nesting, bodies past the limit, a badly %-encoded session cookie, cross-origin
 * mutations. Each must be answered 4xx — never 500 — and no answer may carry SQL or a stack trace.
 * Walks the router, so a procedure added later is covered too.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { publicProcedure, requestContextOn, router } from '../../app/server/trpc';
import { answerApiRequest, MAX_BODY_BYTES } from '../../app/server/http/api-request';
import { MAX_BUNDLE_BASE64 } from '../../app/server/bundle-upload';
import { INTERNAL_ERROR_MESSAGE } from '../../app/server/http/error-shape';
import { MAX_DRAFT_LENGTH } from '../../db/draft-length';
import { SignInThrottle } from '../../app/server/auth/sign-in-throttle';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { createSession } from '../../db/sessions';
import type { User, UserRole } from '../../db/roles';
import { usersByRole } from './context';

const ORIGIN = 'http://studio.test';
const procedures = Object.entries(appRouter._def.procedures).map(([path, procedure]) => ({ path, type: (procedure as { _def: { type: string } })._def.type }));
const PUBLIC = ['auth.me', 'auth.signIn'];

/** What no answer may contain: SQL text, driver details, stack frames. */
const LEAKS = /\b(select|insert into|update \S+ set|delete from)\b|params:|Failed query|DrizzleQueryError|\n\s+at \S+ \(|node_modules/i;

/** An object with NUL characters under every input field name the API uses. */
const NUL = '\u0000';
const nulInput = Object.fromEntries(
  ['id', 'name', 'password', 'current', 'next', 'role', 'setId', 'game', 'kind', 'source', 'ref', 'from', 'to', 'template', 'changelog', 'zipBase64', 'cardIds', 'cards', 'files'].map((key) => [
    key,
    key === 'cardIds' ? [`x${NUL}`] : key === 'cards' || key === 'files' ? [{ cardId: `x${NUL}`, path: `x${NUL}`, text: NUL, base: NUL }] : `card${NUL}'; drop table cards; --`,
  ]),
);

/** JSON text nested `depth` objects deep (written out: JSON.stringify itself recurses). */
function nestedJson(depth: number): RawJson {
  return { json: `${'{"id":'.repeat(depth)}"leaf"${'}'.repeat(depth)}` };
}

interface RawJson {
  json: string;
}

function isRaw(input: unknown): input is RawJson {
  return typeof input === 'object' && input !== null && 'json' in input && typeof input.json === 'string' && Object.keys(input).length === 1;
}

interface Sent {
  status: number;
  body: string;
  headers: Headers;
}

describe.each(backends)('hostile requests to the studio API on $name', (backend) => {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User>;
  let cookie: string;
  const throttle = new SignInThrottle();
  const createContext = requestContextOn(async () => database(), () => throttle);

  beforeAll(async () => {
    byRole = await usersByRole(database());
    cookie = `${SESSION_COOKIE}=${(await createSession(database().db, byRole.publisher.id)).token}`;
  });
  afterEach(() => vi.restoreAllMocks());

  async function send(request: Request): Promise<Sent> {
    const response = await answerApiRequest(request, appRouter, createContext);
    return { status: response.status, body: await response.text(), headers: response.headers };
  }

  /** A call of `path` as its type is sent by the studio's client: a query by GET, a mutation by POST. */
  function call(path: string, type: string, input: unknown, headers: Record<string, string> = { cookie }): Promise<Sent> {
    const json = input === undefined ? undefined : isRaw(input) ? input.json : JSON.stringify(input);
    if (type === 'query') return send(new Request(`${ORIGIN}/api/trpc/${path}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`, { headers }));
    return send(new Request(`${ORIGIN}/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, ...(json === undefined ? {} : { body: json }) }));
  }

  function expectRefused(sent: Sent, label: string, status?: number): void {
    if (status !== undefined) expect(sent.status, `${label}: ${sent.body}`).toBe(status);
    expect(sent.status, `${label}: ${sent.body}`).toBeGreaterThanOrEqual(400);
    expect(sent.status, `${label}: ${sent.body}`).toBeLessThan(500);
    expect(sent.body, label).not.toMatch(LEAKS);
  }

  it.each(procedures)('$path: NUL characters in any string are refused with 400', async ({ path, type }) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const input of [nulInput, `x${NUL}`, { [`key${NUL}`]: 'v' }, { id: 'fine', deep: [[{ x: NUL }]] }]) {
      const sent = await call(path, type, input);
      expectRefused(sent, `${path} ${JSON.stringify(input).slice(0, 40)}`, 400);
      expect(sent.body).toContain('NUL character');
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(procedures)('$path: deeply nested input is refused with 400', async ({ path, type }) => {
    // 100,000 levels is 800 KB of JSON, under the body limit; a query carries it in its URL.
    for (const depth of [33, type === 'query' ? 5000 : 100_000]) expectRefused(await call(path, type, nestedJson(depth)), `${path} depth ${depth}`, 400);
  });

  it.each(procedures)('$path: a body past the limit is refused with 413 before it is read to the end', async ({ path }) => {
    const limit = path === 'sets.importBundle' ? MAX_BUNDLE_BASE64 + 64 * 1024 : MAX_BODY_BYTES;
    let pulled = 0;
    const chunk = new TextEncoder().encode('a'.repeat(256 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"id":"')),
      pull: (controller) => {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init = { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit;
    expectRefused(await send(new Request(`${ORIGIN}/api/trpc/${path}`, init)), path, 413);
    expect(pulled).toBeGreaterThan(limit - chunk.length);
    expect(pulled).toBeLessThanOrEqual(limit + 2 * chunk.length);
    // Announced too large: refused without reading anything.
    const announced = await send(new Request(`${ORIGIN}/api/trpc/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'content-length': String(limit + 1) }, body: '{}' }));
    expectRefused(announced, `${path} announced`, 413);
  });

  it.each(procedures)('$path: a badly %-encoded session cookie is no session (401, or the public answer), never 500', async ({ path, type }) => {
    for (const bad of ['%E0%A4%A', '%', `abc%00def`, 'ä']) {
      const sent = await call(path, type, undefined, { cookie: `other=1; ${SESSION_COOKIE}=${bad}` });
      if (PUBLIC.includes(path)) expect(sent.status, `${path}: ${sent.body}`).toBeLessThan(500);
      else expectRefused(sent, `${path} cookie ${bad}`, 401);
      expect(sent.body).not.toMatch(LEAKS);
    }
  });

  it('an input its schema refuses is told in words, not as zod\'s JSON (a draft past the limit; an input wrong in every field)', async () => {
    const draft = await call('cards.saveDraft', 'mutation', { id: 'blast-bolt', baseRevision: 1, source: 'x'.repeat(MAX_DRAFT_LENGTH + 1) });
    expectRefused(draft, 'cards.saveDraft', 400);
    const message = (JSON.parse(draft.body) as { error: { message: string } }).error.message;
    expect(message).toBe(`refused: source: Too big: expected string to have <=${MAX_DRAFT_LENGTH} characters`);
    const several = await call('cards.saveDraft', 'mutation', { id: 7, baseRevision: 'one', source: 3, extra: [] });
    const severalMessage = (JSON.parse(several.body) as { error: { message: string } }).error.message;
    expect(severalMessage).toMatch(/^refused: id: .+; baseRevision: .+; source: .+$/);
    expect(severalMessage).not.toContain('"origin"');
  });

  it('a browser holding a bad cookie can still sign in, and is told who it is afterwards', async () => {
    const bad = { cookie: `${SESSION_COOKIE}=%E0%A4%A` };
    const me = await call('auth.me', 'query', undefined, bad);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toEqual({ result: { data: null } });
    const signIn = await call('auth.signIn', 'mutation', { name: 'viewer', password: 'password-viewer' }, bad);
    expect(signIn.status, signIn.body).toBe(200);
    const fresh = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(fresh).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+$`));
    expect(JSON.parse((await call('auth.me', 'query', undefined, { cookie: fresh })).body)).toEqual({ result: { data: byRole.viewer } });
  });

  it('a mutation from another origin or site is refused with 403 (sign-out included); the studio’s own pages pass', async () => {
    const crossSite: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const sent = await call('auth.signOut', 'mutation', undefined, { cookie, ...headers });
      expectRefused(sent, JSON.stringify(headers), 403);
    }
    // The session survived every refused sign-out.
    expect(JSON.parse((await call('auth.me', 'query', undefined)).body)).toEqual({ result: { data: byRole.publisher } });
    const own = await call('auth.signIn', 'mutation', { name: 'designer', password: 'password-designer' }, { origin: ORIGIN, host: 'studio.test' });
    expect(own.status, own.body).toBe(200);
    // Behind a reverse proxy that rewrites Host, a browser's Sec-Fetch-Site still decides.
    const proxied = await call('auth.signIn', 'mutation', { name: 'designer', password: 'password-designer' }, { origin: 'https://studio.example', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' });
    expect(proxied.status, proxied.body).toBe(200);
    // Sign-out is a mutation: a GET (a link, an image) cannot trigger it.
    const viaGet = await send(new Request(`${ORIGIN}/api/trpc/auth.signOut`, { headers: { cookie } }));
    expectRefused(viaGet, 'GET signOut', 405);
  });

  it('an unexpected failure (here a database error) is a 500 with a generic message and an id; SQL and parameters stay in the server log', async () => {
    const failing = router({
      boom: publicProcedure.query(({ ctx }) => ctx.db.execute(sql`select * from no_such_table where secret = ${'parameter-value'}`)),
    });
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${String(a.cause)}` : String(a))).join(' ')));
    const response = await answerApiRequest(new Request(`${ORIGIN}/api/trpc/boom`), failing, createContext);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).not.toMatch(LEAKS);
    expect(body).not.toContain('no_such_table');
    expect(body).not.toContain('parameter-value');
    const id = /error id ([0-9a-f]{12})/.exec(body)?.[1];
    expect(JSON.parse(body).error.message).toBe(`${INTERNAL_ERROR_MESSAGE} (error id ${id}; the server log has the details)`);
    expect(JSON.parse(body).error.data).toEqual({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'boom' });
    // The log line carries the same id and the details.
    expect(lines.some((line) => line.includes(`API error ${id} in boom`) && line.includes('no_such_table'))).toBe(true);
  });
});
