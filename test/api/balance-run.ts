/** Waiting for a studio balance run to finish, as the Balance page polls it (every 100 ms, two minutes at most). */
import type { RunDetail } from '../../db/balance-runs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function finishedRun(get: (input: { id: string }) => Promise<RunDetail>, id: string): Promise<RunDetail> {
  for (let i = 0; i < 1200; i++) {
    const run = await get({ id });
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await sleep(100);
  }
  throw new Error(`run ${id} did not finish`);
}
