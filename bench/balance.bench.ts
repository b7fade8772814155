/**
 * Balancing-lab benchmark (`npm run bench -- balance`): complete games per second on one core for each
 * AI player, with the shipped decks (Player A vs Player B, both seats the same player, statistics
 * collected as in a real run). CPU time of this process, in interleaved rounds (a burst of the machine's
 * other load hits every player of a round alike) after two rounds to warm up, reported as the median with
 * its min–max spread. No garbage is collected by force between rounds (see bench/measure.ts).
 *
 * The goal row "greedy games / s / core" (×2) is measured against the engine the issue measured: the
 * commit BENCH_BEFORE (default the last commit before work on the issue began) is extracted from this
 * repository's history into a temporary folder, and bench/greedy-rounds.ts runs there and here in
 * alternating processes, the same games measured the same way; the goal is met when greedy games per
 * second here are at least twice those there, taken round by round: each round here against the same
 * round (the same game seeds) of the process it was paired with there, the median of those ratios. Taking
 * the two sides' medians apart let the machine's drift between processes decide the figure (1.03× and
 * 1.54× in two runs of the same code on 2026-12-06, the baseline's own median moving 15.5 → 29.4/s).
 * Worker threads and their scaling: bench/sim.bench.ts.
 * BENCH_GAMES scales the game counts; BENCH_ROUNDS sets the rounds (default 5); BENCH_BEFORE_PAIRS the
 * alternating pairs of processes (default 3).
 */
import { availableParallelism, loadavg } from 'node:os';
import { playChunk, prepareRun, type PreparedRun } from '../balance/match-from-spec';
import { gameFiles } from '../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../balance/run-spec';
import type { PlayerKind } from '../engine/ai/player';
import { recordGoal } from './goal-table';
import { compareWithCommit, GREEDY_ROUNDS } from './greedy-before';
import { interleavedRounds, pairedRatio, showSpread, spread } from './measure';

const SCALE = Number(process.env.BENCH_GAMES ?? 1) > 0 ? Number(process.env.BENCH_GAMES ?? 1) : 1;
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 5)) || 5);
const PER_ROUND: Record<PlayerKind, number> = { random: Math.ceil(30 * SCALE), greedy: Math.ceil(10 * SCALE), search: Math.ceil(1 * SCALE) };
const KINDS = ['random', 'greedy', 'search'] as const;
/** The last commit before work on issue 16 began: the engine whose greedy games the goal is twice. */
const BEFORE_COMMIT = process.env.BENCH_BEFORE ?? '98607a6';
const BEFORE_PAIRS = Math.max(1, Math.floor(Number(process.env.BENCH_BEFORE_PAIRS ?? 3)) || 3);

const files = await gameFiles('content/summoners-grid');
const spec = (ai: PlayerKind, games: number): RunSpec => RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: ai, B: ai }, games, seed: 1 });
const prepared: Record<PlayerKind, PreparedRun> = { random: prepareRun(spec('random', PER_ROUND.random)), greedy: prepareRun(spec('greedy', PER_ROUND.greedy)), search: prepareRun(spec('search', PER_ROUND.search)) };

// Each round plays the next games of the run (game i uses seed 1 + i), so rounds differ but every build measures the same ones.
const next: Record<PlayerKind, number> = { random: 0, greedy: 0, search: 0 };
const turns: Record<PlayerKind, { total: number; finished: number }> = { random: { total: 0, finished: 0 }, greedy: { total: 0, finished: 0 }, search: { total: 0, finished: 0 } };
const task = (ai: PlayerKind) => () => {
  const tally = playChunk(prepared[ai], next[ai], PER_ROUND[ai]);
  next[ai] += PER_ROUND[ai];
  turns[ai].total += tally.turns.total;
  turns[ai].finished += tally.games - tally.wins.unfinished;
};
const load = loadavg()[0] ?? 0;
const times = interleavedRounds({ random: task('random'), greedy: task('greedy'), search: task('search') }, ROUNDS, { collectGarbage: false, warmups: 2 });
const perSecond = (ai: PlayerKind) => spread((times[ai] ?? []).map((ms) => PER_ROUND[ai] / (ms / 1000)));

console.log(`Shipped decks (Player A vs Player B), both seats the same player; CPU time on one core, ${ROUNDS} interleaved rounds after two to warm up, median (min–max); load average ${load.toFixed(1)} on ${availableParallelism()} cores.\n`);
console.log('| player | games per round | games per second per core | turns per game |');
console.log('|---|---:|---:|---:|');
for (const ai of KINDS) console.log(`| ${ai} | ${PER_ROUND[ai]} | ${showSpread(perSecond(ai), 2)} | ${(turns[ai].total / Math.max(1, turns[ai].finished)).toFixed(1)} |`);

const comparison = compareWithCommit(BEFORE_COMMIT, BEFORE_PAIRS);
if (comparison.status === 'measured') {
  const { now, before, nowOnBefore, pairs } = comparison;
  console.log(`\nGreedy games per core, this checkout against ${BEFORE_COMMIT} (the engine the issue measured), ${pairs} alternating pairs of processes (bench/greedy-rounds.ts: 3 rounds to warm up, then ${GREEDY_ROUNDS.rounds} rounds of 10 greedy and 30 random games), median (min–max) of every round:\n`);
  console.log('| checkout | greedy games/s/core | random games/s/core |');
  console.log('|---|---:|---:|');
  console.log(`| this one | ${showSpread(spread(now.greedy), 1)} | ${showSpread(spread(now.random), 1)} |`);
  console.log(`| ${BEFORE_COMMIT} | ${showSpread(spread(before.greedy), 1)} | ${showSpread(spread(before.random), 1)} |`);
  console.log(`| this one, playing ${BEFORE_COMMIT}'s content (the engines on the same cards and decks) | ${showSpread(spread(nowOnBefore.greedy), 1)} | ${showSpread(spread(nowOnBefore.random), 1)} |`);
  const here = spread(now.greedy);
  const then = spread(before.greedy);
  const ratio = pairedRatio(now.greedy, before.greedy);
  const sameContent = pairedRatio(nowOnBefore.greedy, before.greedy);
  console.log(`\nGreedy games/s here ÷ there, round by round (each round against the same round, the same game seeds, of the process it was paired with), median (min–max): ${showSpread(ratio, 2, '×')} on each one's shipped decks, ${showSpread(sameContent, 2, '×')} on the same content.`);
  recordGoal({
    id: 'greedy-games',
    now: `${showSpread(here, 1)} greedy games/s/core, ${showSpread(ratio, 2, '×')} the issue's engine round by round (shipped decks; ${pairs} pairs of processes, ${here.runs} rounds of 10 games each side)`,
    baseline: `the same games and method on ${BEFORE_COMMIT}, the engine the issue measured: ${showSpread(then, 1)}/s (the issue's 12.9–22 came from a bench that measured cold code); today's engine on that commit's content: ${showSpread(spread(nowOnBefore.greedy), 1)}/s, ${showSpread(sameContent, 2, '×')} round by round`,
    met: ratio.median >= 2,
  });
} else {
  console.log(`\nGreedy games per core against ${BEFORE_COMMIT}: not measured (${comparison.why}).`);
  recordGoal({ id: 'greedy-games', now: `${showSpread(perSecond('greedy'), 1)} greedy games/s/core (this process)`, baseline: `not measured: ${comparison.why}`, met: false });
}
