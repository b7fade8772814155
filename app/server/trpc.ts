/**
 * tRPC initialisation: the context every procedure sees, and the builders routers are made from.
 *
 * Every procedure is built from one of the role builders below (viewerProcedure, designerProcedure,
 * publisherProcedure), which refuse anonymous requests (UNAUTHORIZED) and users whose role is too low
 * (FORBIDDEN) before the input is even parsed. `publicProcedure` is for signing in and nothing else;
 * test/api/access.test.ts calls every procedure anonymously to keep it that way.
 *
 * Every builder also passes the raw input through http/input-guard.ts (no NUL characters, bounded
 * nesting) before any schema sees it, and the error formatter (http/error-shape.ts) keeps SQL text and
 * stack traces on the server. test/api/hostile-requests.test.ts sends hostile requests to every procedure.
 */
import { TRPCError, initTRPC } from '@trpc/server';
import type { Database, DatabaseHandle } from '../../db/client';
import { sessionUser } from '../../db/sessions';
import { roleAtLeast, type User, type UserRole } from '../../db/roles';
import { serverDatabase } from './database';
import { sessionTokenFrom } from './auth/session-cookie';
import { clientAddress } from './auth/client-address';
import { serverSignInThrottle, type SignInThrottle } from './auth/sign-in-throttle';
import { unsafeInputProblem } from './http/input-guard';
import { clientErrorShape } from './http/error-shape';
import { studioProject, type StudioProject } from './studio-project';

export interface Context {
  db: Database;
  backend: DatabaseHandle['backend'];
  /** The signed-in user, or null for an anonymous request. */
  user: User | null;
  /** The request's session token (for signing out). */
  sessionToken: string | null;
  /** True when the request came over HTTPS (cookies are then marked Secure). */
  secure: boolean;
  /** Adds a Set-Cookie header to the response (a no-op where there is no response, e.g. server components). */
  setCookie(header: string): void;
  /** The studio's project model (definitions + drafts), synced with the database. */
  project(): Promise<StudioProject>;
  /** The client's address (auth/client-address.ts), for sign-in throttling; null when unknown. */
  clientAddress: string | null;
  /** Sign-in attempts so far (one per server process). */
  signInThrottle: SignInThrottle;
}

interface RequestFacts {
  headers: Headers;
  secure: boolean;
  setCookie: (header: string) => void;
}

async function contextFor(handle: DatabaseHandle, { headers, secure, setCookie }: RequestFacts, throttle: SignInThrottle): Promise<Context> {
  const token = sessionTokenFrom(headers.get('cookie')) ?? null;
  const user = token ? ((await sessionUser(handle.db, token)) ?? null) : null;
  return {
    db: handle.db,
    backend: handle.backend,
    user,
    sessionToken: token,
    secure,
    setCookie,
    project: () => studioProject(handle.db),
    clientAddress: clientAddress(headers),
    signInThrottle: throttle,
  };
}

export type RequestContextFactory = (options: { req: Request; resHeaders: Headers }) => Promise<Context>;

/** Contexts of HTTP requests to /api/trpc on `handle` (tests pass their own database and throttle). */
export function requestContextOn(handle: () => Promise<DatabaseHandle>, throttle: () => SignInThrottle): RequestContextFactory {
  return async ({ req, resHeaders }) => {
    const secure = new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
    return contextFor(await handle(), { headers: req.headers, secure, setCookie: (header) => resHeaders.append('set-cookie', header) }, throttle());
  };
}

/** The context of an HTTP request to /api/trpc, on the server's database. */
export const createRequestContext: RequestContextFactory = requestContextOn(async () => (await serverDatabase()).handle, serverSignInThrottle);

/** The context of a server component's in-process call (the page request's cookies; cannot set any). */
export async function createServerComponentContext(): Promise<Context> {
  const { headers } = await import('next/headers');
  const { handle } = await serverDatabase();
  return contextFor(handle, { headers: await headers(), secure: false, setCookie: () => undefined }, serverSignInThrottle());
}

const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error, path }) => clientErrorShape({ shape, error, path }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Refuses an input with a NUL character or deep nesting (http/input-guard.ts) before any schema reads it. */
const guardInput = t.middleware(async ({ getRawInput, next }) => {
  const problem = unsafeInputProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  return next();
});

/** Only for signing in and asking who is signed in: everything else needs a role. */
export const publicProcedure = t.procedure.use(guardInput);

function requireRole(needed: UserRole) {
  return t.middleware(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign in first' });
    if (!roleAtLeast(ctx.user.role, needed)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `this needs the ${needed} role; ${ctx.user.name} is a ${ctx.user.role}` });
    }
    return next({ ctx: { ...ctx, user: ctx.user } });
  });
}

/** Reading: any signed-in user. */
export const viewerProcedure = t.procedure.use(requireRole('viewer')).use(guardInput);
/** Editing drafts: designers and publishers. */
export const designerProcedure = t.procedure.use(requireRole('designer')).use(guardInput);
/** Publishing, deprecating, managing users: publishers. */
export const publisherProcedure = t.procedure.use(requireRole('publisher')).use(guardInput);
