/**
 * How far this machine itself lets work scale from one thread to two, with none of the project's code:
 * the ceiling under the simulation's 1 → 2 thread figure (`npm run bench -- sim`). Two kinds of loop, each
 * run in one worker thread alone and then in two at once (alternating which goes first), pair by pair:
 * - `arithmetic`: integer arithmetic on a few local variables, no memory traffic;
 * - `allocation`: short-lived objects with a tenth of them kept a while, then dropped, as a look-ahead
 *   allocates states and throws them away (the young generation's collector runs all the time).
 * The figure is throughput: two threads did twice the work, so 2 × (one thread's wall) ÷ (two threads'
 * wall). 2× means the second core came for free; on a machine whose two cores share caches and memory
 * bandwidth (or are two hardware threads of one core), memory-heavy work gets less.
 */
import { Worker } from 'node:worker_threads';
import { spread, type Spread } from './measure';
import { answer, nextMessage } from './thread-answer';

export type LoopKind = 'arithmetic' | 'allocation';

/** Each loop's body, as a thread's source (a string, so the thread loads no file and no loader). */
const LOOPS: Record<LoopKind, string> = {
  arithmetic: `let x = 0; for (let i = 0; i < n * 100; i++) x = (x + i * 7) | 0; return x;`,
  allocation: `let kept = []; let x = 0;
    for (let i = 0; i < n; i++) {
      const o = { a: i, b: [i, i + 1], c: { d: i } };
      if (i % 10 === 0) kept.push(o);
      if (kept.length > 50000) kept = [];
      x += o.b[1];
    }
    return x;`,
};

/**
 * A thread that runs the loop small until V8 has optimised it, says it is ready, and on "go" runs it once
 * at full size and answers. Only that run is timed: a thread's start and V8's compiling are left out.
 * (Started cold, two threads at once ran the arithmetic loop 2–4 times slower than one, not faster: V8
 * compiles a hot loop on a background thread, which with both cores busy waited for one while the loop
 * ran unoptimised. The simulation's own figure includes that; see "Compiling on the simulation thread".)
 */
function threadSource(kind: LoopKind, n: number): string {
  return `const { parentPort } = require('node:worker_threads');
    const loop = (n) => { ${LOOPS[kind]} };
    for (let i = 0; i < 50; i++) loop(${Math.max(1, Math.floor(n / 100))});
    parentPort.postMessage('ready');
    parentPort.once('message', () => parentPort.postMessage(loop(${n})));`;
}

/** Wall milliseconds for `threads` warmed-up threads, told to go together, to each run the loop once. */
async function wallOf(kind: LoopKind, n: number, threads: number): Promise<number> {
  // Node's own options only: a thread of `eval` source needs no loader (tsx) that the process may have.
  const workers = Array.from({ length: threads }, () => new Worker(threadSource(kind, n), { eval: true, execArgv: [] }));
  try {
    await Promise.all(workers.map(nextMessage));
    const started = performance.now();
    await Promise.all(workers.map((worker) => answer(worker, 'go')));
    return performance.now() - started;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The 1 → 2 thread throughput ratio of `kind`'s loop over `pairs` pairs (median and spread). `n` sizes the
 * loop: 3,000,000 takes about half a second a thread on this project's development machine.
 */
export async function machineScaling(kind: LoopKind, pairs: number, n = 3_000_000): Promise<Spread> {
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    let one = 0;
    let two = 0;
    for (const threads of pair % 2 === 0 ? [1, 2] : [2, 1]) {
      const wall = await wallOf(kind, n, threads);
      if (threads === 1) one = wall;
      else two = wall;
    }
    ratios.push((2 * one) / two);
  }
  return spread(ratios);
}
