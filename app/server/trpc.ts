/**
 * tRPC initialisation: the context every procedure sees, and the builders routers are made from.
 *
 * Every procedure is built from one of the role builders below (viewerProcedure, designerProcedure,
 * publisherProcedure), which refuse anonymous requests (UNAUTHORIZED) and users whose role is too low
 * (FORBIDDEN) before the input is even parsed. `publicProcedure` is for signing in and nothing else;
 * test/api/access.test.ts calls every procedure anonymously to keep it that way.
 */
import { TRPCError, initTRPC } from '@trpc/server';
import type { Database, DatabaseHandle } from '../../db/client';
import { sessionUser } from '../../db/sessions';
import { roleAtLeast, type User, type UserRole } from '../../db/roles';
import { serverDatabase } from './database';
import { sessionTokenFrom } from './auth/session-cookie';
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
}

async function contextFor(cookieHeader: string | null, secure: boolean, setCookie: (header: string) => void): Promise<Context> {
  const { handle } = await serverDatabase();
  const token = sessionTokenFrom(cookieHeader) ?? null;
  const user = token ? ((await sessionUser(handle.db, token)) ?? null) : null;
  return { db: handle.db, backend: handle.backend, user, sessionToken: token, secure, setCookie, project: () => studioProject(handle.db) };
}

/** The context of an HTTP request to /api/trpc. */
export function createRequestContext({ req, resHeaders }: { req: Request; resHeaders: Headers }): Promise<Context> {
  const secure = new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  return contextFor(req.headers.get('cookie'), secure, (header) => resHeaders.append('set-cookie', header));
}

/** The context of a server component's in-process call (the page request's cookies; cannot set any). */
export async function createServerComponentContext(): Promise<Context> {
  const { headers } = await import('next/headers');
  const requestHeaders = await headers();
  return contextFor(requestHeaders.get('cookie'), false, () => undefined);
}

const t = initTRPC.context<Context>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Only for signing in and asking who is signed in: everything else needs a role. */
export const publicProcedure = t.procedure;

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
export const viewerProcedure = t.procedure.use(requireRole('viewer'));
/** Editing drafts: designers and publishers. */
export const designerProcedure = t.procedure.use(requireRole('designer'));
/** Publishing, deprecating, managing users: publishers. */
export const publisherProcedure = t.procedure.use(requireRole('publisher'));
