/**
 * Liveness probe for anonymous callers: 200 `{"status":"ok"}` once the database answers, 503 before.
 * It tells nothing else (the signed-in `health` procedure has the details).
 */
import { sql } from 'drizzle-orm';
import { serverDatabase } from '../../server/database';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const { handle } = await serverDatabase();
    await handle.db.execute(sql`select 1`);
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
