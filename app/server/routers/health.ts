import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicProcedure } from '../trpc';

export const HealthStatus = z.object({
  status: z.literal('ok'),
  backend: z.enum(['pglite', 'postgres']),
  time: z.iso.datetime(),
});

/** Answers only when the database answers: a liveness probe for the studio and its tests. */
export const health = publicProcedure.output(HealthStatus).query(async ({ ctx }) => {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' as const, backend: ctx.backend, time: new Date().toISOString() };
});
