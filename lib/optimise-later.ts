/**
 * Holds back V8's optimising compiler in a process that passes once over its input: parse and check
 * content, read or write a set bundle.
 *
 * V8 optimises a function (TurboFan, on a background thread) once it has run a certain amount of
 * bytecode, counted in "interrupt budgets" of 66 KB (Node 20's default). In a single pass over the
 * input, most of what TurboFan compiles (the Chevrotain parser's set-up, the checks of each kind of
 * declaration, the database layer) never repays its compile, and the compile thread's CPU counts
 * against the command. Measured on the 2-core machine with `farm-bench` (paired runs, CPU time):
 * with a 2 MiB budget `validate content` took 0.67× the CPU, `fmt --check` 0.69×, `text` 0.64×,
 * `scenario run` over the shipped scenarios 0.61×, each also less wall time, and `validate` of a
 * 10,000-card game 0.79× the CPU and 0.91× the wall time; in `npm run bench -- sets` (two runs each
 * way) the import of a 10,000-card set went from 8.1–8.6× to 6.4–6.5× its baseline, the export from
 * 2.6× to 2.3×. A hot loop loses: 100 greedy games took 1.19× the wall time. So commands that play
 * games (`simulate`, `worker`) or serve (`serve`, `lsp`) keep V8's default; the command table
 * (scripts/commands/index.ts) says which commands optimise late.
 */
import { setFlagsFromString } from 'node:v8';

/** Bytecode a function runs between two of V8's checks for optimising it: 2 MiB, 31× Node 20's default. */
const LATE_INTERRUPT_BUDGET = 2 * 1024 * 1024;

/** Raises V8's interrupt budget for the rest of this process (every thread: V8's flags are per process). */
export function optimiseLater(): void {
  setFlagsFromString(`--interrupt-budget=${LATE_INTERRUPT_BUDGET}`);
}
