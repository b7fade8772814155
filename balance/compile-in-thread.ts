/**
 * Where V8 compiles a simulation thread's optimised code: on a helper thread (V8's default) or on the
 * simulation thread itself.
 *
 * V8 compiles a hot function with TurboFan on a background thread while the JavaScript thread plays on
 * in slower code. With one simulation thread on a 2-core machine that compile is free: the other core
 * is idle. With a thread on every core the compile waits for a core, and the thread runs its
 * unoptimised code for longer: two threads' simulation CPU was 15–21 % above one thread's for the same
 * games (`npm run bench -- sim`, the split by thread). Compiling on the thread that asked for it puts the
 * compile on that thread's own time but ends the slow stretch at once. Measured with `farm-bench`,
 * `cardsmith simulate --ai greedy --workers 2`, 4–5 pairs against the same command without it: 1,000
 * games 0.92× the wall time (0.78–1.02) and 0.92× the CPU, 400 games 0.94× and 0.93×, 100 games 0.93×,
 * 40 games 0.87×. On one thread it lost (400 games, 1.06× the wall time: the thread gives up its free
 * core), so a run with fewer threads than cores keeps the default. The queue's `cardsmith worker`
 * follows the same rule.
 *
 * V8 reads the flag when an isolate is created (a thread without the background compiler compiles
 * synchronously for its whole life), so it is set just before a run launches its threads, for those
 * threads. Threads kept warm between runs (the studio's) keep the setting they started with.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';

/** True when threads started now for a run of `threads` threads should compile on their own thread. */
export function compilesInThread(threads: number, cores = availableParallelism()): boolean {
  return threads >= cores;
}

/** Sets where the threads started next compile (see the file's comment); `threads` is the run's count. */
export function setCompilingFor(threads: number): void {
  setFlagsFromString(compilesInThread(threads) ? '--no-concurrent-recompilation' : '--concurrent-recompilation');
}
