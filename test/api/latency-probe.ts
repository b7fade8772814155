/**
 * Calls a probe (the health procedure) on a fixed schedule while an operation runs, and records how long
 * each call waited. A call's wait counts from when it was due, not from when a timer got round to firing
 * it: a blocked main thread delays the timer too, and measuring from the late start would hide exactly
 * the wait we look for.
 */
export interface ProbeResult<T> {
  result: T;
  /** Milliseconds from each call's due time to its answer, in order. */
  waits: number[];
  /** How long the operation took. */
  operationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function probeWhile<T>(operation: () => Promise<T>, probe: () => Promise<unknown>, everyMs = 20): Promise<ProbeResult<T>> {
  let done = false;
  const started = performance.now();
  const running = operation().finally(() => {
    done = true;
  });
  let operationMs = 0;
  void running.then(() => (operationMs = performance.now() - started), () => undefined);
  const waits: number[] = [];
  for (let k = 1; !done; k++) {
    const due = started + k * everyMs;
    await sleep(due - performance.now());
    if (done) break;
    await probe();
    waits.push(performance.now() - due);
  }
  return { result: await running, waits, operationMs };
}
