/**
 * What V8 says about optimising one function, for tests of the V8 settings the project chooses
 * (lib/optimise-later.ts, balance/compile-in-thread.ts): a script runs in a fresh Node process with
 * tsx and `--trace-opt`, and the trace's lines about the function `hot` are returned.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Source of a function `hot` called `calls` times (plain JavaScript: it also runs in an eval'd thread). */
export function hotLoop(calls: number): string {
  return `function hot(x) { return (x * 3 + 1) % 7; } let sum = 0; for (let i = 0; i < ${calls}; i++) sum += hot(i);`;
}

/** The `--trace-opt` lines about `hot` printed while `script` (an ES module) ran, in order. */
export function traceOfHot(script: string): string[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--trace-opt', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes('<JSFunction hot'));
}
