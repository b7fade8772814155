/**
 * Command-line start-up (`npm run bench -- cli`): whole-process CPU time of `cardsmith --help` and of
 * `cardsmith validate content`, run through the bin as `npx cardsmith` starts it (`node
 * scripts/bin/cardsmith.mjs`; npx itself adds its own start, which no change to the CLI can remove).
 * Beside them, in the same rounds, a Node process that does nothing (`node -e 0`): the floor no command
 * can go under on this machine. Interleaved rounds (a burst of load hits all three alike); medians with
 * their min–max spread. CLI_BENCH_ROUNDS sets the rounds (default 7).
 */
import { join } from 'node:path';
import { recordGoal } from './goal-table';
import { showSpread, spread, type Spread } from './measure';
import { runTimed } from './process-cpu';

const ROUNDS = Math.max(1, Number(process.env.CLI_BENCH_ROUNDS ?? 7) || 7);
const root = process.cwd();
const bin = join(root, 'scripts', 'bin', 'cardsmith.mjs');

const commands = {
  'node -e 0': [process.execPath, '-e', '0'],
  'cardsmith --help': [process.execPath, bin, '--help'],
  'cardsmith validate content': [process.execPath, bin, 'validate', 'content'],
} as const;
type Name = keyof typeof commands;

const cpu: Record<Name, number[]> = { 'node -e 0': [], 'cardsmith --help': [], 'cardsmith validate content': [] };
const wall: Record<Name, number[]> = { 'node -e 0': [], 'cardsmith --help': [], 'cardsmith validate content': [] };
for (let round = 0; round <= ROUNDS; round++) {
  for (const [name, [command, ...args]] of Object.entries(commands) as Array<[Name, readonly string[]]>) {
    const run = runTimed(command ?? process.execPath, [...args], { cwd: root });
    if (run.status !== 0) throw new Error(`${name} exited with ${run.status}`);
    // Round 0 warms the file cache and is not counted.
    if (round === 0) continue;
    cpu[name].push(run.cpu);
    wall[name].push(run.wall);
  }
}

const s = (name: Name): Spread => spread(cpu[name]);
console.log(`Whole process, seconds, median of ${ROUNDS} interleaved rounds (min–max); CPU = user + system of every thread (GNU time).\n`);
console.log('| command | CPU s | wall s |');
console.log('|---|---:|---:|');
for (const name of Object.keys(commands) as Name[]) console.log(`| \`${name}\` | ${showSpread(s(name), 2)} | ${showSpread(spread(wall[name]), 2)} |`);

const floor = `\`node -e 0\` ${showSpread(s('node -e 0'), 2)} s CPU`;
recordGoal({ id: 'cli-help', now: `${showSpread(s('cardsmith --help'), 2)} s CPU, ${ROUNDS} runs`, baseline: floor, met: s('cardsmith --help').median <= 0.3 });
recordGoal({ id: 'cli-validate', now: `${showSpread(s('cardsmith validate content'), 2)} s CPU, ${ROUNDS} runs`, baseline: floor, met: s('cardsmith validate content').median <= 0.8 });
