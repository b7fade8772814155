/**
 * How the in-process benchmarks measure and report: CPU time of tasks run in interleaved rounds (a
 * burst of load from other work on a shared machine hits every task of that round alike), reported as
 * the median with its min–max spread, and ratios to a baseline taken round by round (each round's task
 * against the same round's baseline) so that drift in the machine's speed cancels out.
 */

/** CPU milliseconds (user + system) one call of `fn` takes in this process. */
export function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A median and the spread around it, over `runs` measurements. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median (the mean of the two middle values for an even count), min and max of `xs`. */
export function spread(xs: number[]): Spread {
  if (xs.length === 0) throw new Error('no measurements');
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, runs: xs.length };
}

/** `task[i] / baseline[i]` for every round i: the ratio's median and spread. */
export function pairedRatio(task: number[], baseline: number[]): Spread {
  if (task.length !== baseline.length) throw new Error(`${task.length} task rounds against ${baseline.length} baseline rounds`);
  return spread(task.map((t, i) => t / (baseline[i] ?? Number.NaN)));
}

export interface RoundOptions {
  /**
   * Collect garbage before each measured call (when the process runs with --expose-gc, as `npm run bench`
   * starts it), so a task is not charged for the garbage of the one before. Default true. Not for tasks
   * whose cost is mostly optimised code: after a forced full collection V8 optimises much of it again,
   * which tripled the cost of a round of greedy games (a real run never forces one).
   */
  collectGarbage?: boolean;
  /** The collector to call (default: the one --expose-gc gives, when it does). */
  collector?: () => void;
  /** Rounds of every task run before the measured ones, not counted (default 1). */
  warmups?: number;
}

/**
 * Runs `warmups` rounds of every task to warm up (not counted), then `rounds` rounds of all tasks in
 * order. Returns each task's CPU milliseconds, one per round, in round order.
 */
export function interleavedRounds(tasks: Record<string, () => void>, rounds: number, options: RoundOptions = {}): Record<string, number[]> {
  const { collectGarbage = true, warmups = 1 } = options;
  const collect = collectGarbage ? (options.collector ?? (() => globalThis.gc?.())) : () => undefined;
  const times: Record<string, number[]> = {};
  for (let w = 0; w < warmups; w++) for (const fn of Object.values(tasks)) fn();
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(tasks)) {
      collect();
      (times[name] ??= []).push(cpuMs(fn));
    }
  }
  return times;
}

/** `12.3 (11.9–14.0)`: the median and the spread, with `digits` decimals. */
export function showSpread(s: Spread, digits: number, unit = ''): string {
  return `${s.median.toFixed(digits)}${unit} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}
