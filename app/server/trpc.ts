/** tRPC initialisation: the context every procedure sees, and the builders routers are made from. */
import { initTRPC } from '@trpc/server';
import type { Database, DatabaseHandle } from '../../db/client';
import { serverDatabase } from './database';

export interface Context {
  db: Database;
  backend: DatabaseHandle['backend'];
}

/** The context of a request to the studio server. Tests build their own with a test database. */
export async function createContext(): Promise<Context> {
  const { handle } = await serverDatabase();
  return { db: handle.db, backend: handle.backend };
}

const t = initTRPC.context<Context>().create();

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
