import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { viewerProcedure } from '../trpc';

export const HealthStatus = z.object({
  status: z.literal('ok'),
  backend: z.enum(['pglite', 'postgres']),
  time: z.iso.datetime(),
});

/**
 * The database's state for signed-in users. Probes that cannot sign in (the test harness, a load
 * balancer) use GET /api/health, which says only whether the studio answers.
 */
export const health = viewerProcedure.output(HealthStatus).query(async ({ ctx }) => {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' as const, backend: ctx.backend, time: new Date().toISOString() };
});
