/** Waits for a Balance run to leave `queued` and `running` (polling `balance.get` every 100 ms), for API tests. */
import type { RunDetail } from '../../db/balance-runs';

export async function finishedRun(get: (input: { id: string }) => Promise<RunDetail>, id: string, polls = 1200): Promise<RunDetail> {
  for (let i = 0; i < polls; i++) {
    const run = await get({ id });
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${id} did not finish`);
}
