/**
 * Balancing-lab benchmark (`npm run bench -- balance`): complete games per second on one core for each
 * AI player, with the shipped decks (Player A vs Player B, both seats the same player, statistics
 * collected as in a real run). CPU time of this thread, in interleaved rounds (a burst of the machine's
 * other load hits every player of a round alike), reported as the median with its min–max spread.
 * The greedy row is the goal table's "greedy games / s / core"; the random row, measured in the same
 * rounds, is its baseline (the same decks and rules with no look-ahead). Worker threads and their
 * scaling: bench/sim.bench.ts. BENCH_GAMES scales the game counts; BENCH_ROUNDS sets the rounds (default 5).
 */
import { availableParallelism, loadavg } from 'node:os';
import { playChunk, prepareRun, type PreparedRun } from '../balance/match-from-spec';
import { gameFiles } from '../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../balance/run-spec';
import type { PlayerKind } from '../engine/ai/player';
import { recordGoal } from './goal-table';
import { interleavedRounds, showSpread, spread } from './measure';

const SCALE = Number(process.env.BENCH_GAMES ?? 1) > 0 ? Number(process.env.BENCH_GAMES ?? 1) : 1;
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 5)) || 5);
const PER_ROUND: Record<PlayerKind, number> = { random: Math.ceil(30 * SCALE), greedy: Math.ceil(10 * SCALE), search: Math.ceil(1 * SCALE) };
const KINDS = ['random', 'greedy', 'search'] as const;
/** The figure before this work (greedy games / s / core on this machine: 12.9–22); the goal is twice it. */
const GREEDY_BEFORE = { low: 12.9, high: 22 };

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
const times = interleavedRounds({ random: task('random'), greedy: task('greedy'), search: task('search') }, ROUNDS);
const perSecond = (ai: PlayerKind) => spread((times[ai] ?? []).map((ms) => PER_ROUND[ai] / (ms / 1000)));

console.log(`Shipped decks (Player A vs Player B), both seats the same player; CPU time on one core, ${ROUNDS} interleaved rounds after one to warm up, median (min–max); load average ${load.toFixed(1)} on ${availableParallelism()} cores.\n`);
console.log('| player | games per round | games per second per core | turns per game |');
console.log('|---|---:|---:|---:|');
for (const ai of KINDS) console.log(`| ${ai} | ${PER_ROUND[ai]} | ${showSpread(perSecond(ai), 2)} | ${(turns[ai].total / Math.max(1, turns[ai].finished)).toFixed(1)} |`);

const greedy = perSecond('greedy');
recordGoal({
  id: 'greedy-games',
  now: `${showSpread(greedy, 1)} greedy games/s/core (shipped decks, ${ROUNDS} rounds of ${PER_ROUND.greedy}; before: ${GREEDY_BEFORE.low}–${GREEDY_BEFORE.high})`,
  baseline: `random players, same decks and rounds: ${showSpread(perSecond('random'), 1)}/s`,
  met: greedy.median >= 2 * GREEDY_BEFORE.low,
});
