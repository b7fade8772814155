/**
 * Balancing-lab benchmark (`npm run bench -- balance`): complete games per second on one core for each
 * AI player (the shipped decks, both seats the same player, statistics collected as in a real run), and
 * the speed-up of a run from 1 to 2 worker threads. Games per core are CPU time of this thread, best of
 * three interleaved rounds (less disturbed by other work on a shared machine); the worker rows are wall
 * time of the same run, thread start-up (content parsing) included. BENCH_GAMES scales the game counts.
 */
import { availableParallelism } from 'node:os';
import { playChunk, prepareRun } from '../balance/match-from-spec';
import { runInThreads } from '../balance/pool';
import { gameFiles } from '../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../balance/run-spec';
import type { PlayerKind } from '../engine/ai/player';

const SCALE = Number(process.env.BENCH_GAMES ?? 1) > 0 ? Number(process.env.BENCH_GAMES ?? 1) : 1;
const PER_ROUND: Record<PlayerKind, number> = { random: Math.ceil(30 * SCALE), greedy: Math.ceil(10 * SCALE), search: Math.ceil(1 * SCALE) };
const ROUNDS = 3;
const WORKER_GAMES = Math.ceil(40 * SCALE);

function cpuMillis(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const files = await gameFiles('content/summoners-grid');
const spec = (ai: PlayerKind, games: number, seed: number): RunSpec => RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: ai, B: ai }, games, seed });

const best: Record<PlayerKind, { perSecond: number; turns: number }> = { random: { perSecond: 0, turns: 0 }, greedy: { perSecond: 0, turns: 0 }, search: { perSecond: 0, turns: 0 } };
for (let round = 0; round < ROUNDS; round++) {
  for (const ai of ['random', 'greedy', 'search'] as const) {
    const games = PER_ROUND[ai];
    const prepared = prepareRun(spec(ai, games, 1 + round * 1000));
    const start = cpuMillis();
    const tally = playChunk(prepared, 0, games);
    const perSecond = games / ((cpuMillis() - start) / 1000);
    if (perSecond > best[ai].perSecond) best[ai] = { perSecond, turns: tally.turns.total / Math.max(1, tally.games - tally.wins.unfinished) };
  }
}

// The same greedy run on 1 and then 2 worker threads (wall time; the threads parse the content first).
const workerRows: Array<{ workers: number; seconds: number; perSecond: number }> = [];
for (const workers of [1, 2]) {
  const t0 = performance.now();
  await runInThreads(spec('greedy', WORKER_GAMES, 500), { workers, chunkSize: 5 });
  const seconds = (performance.now() - t0) / 1000;
  workerRows.push({ workers, seconds, perSecond: WORKER_GAMES / seconds });
}

console.log(`Shipped decks (Player A vs Player B), both seats the same player; ${availableParallelism()} cores.\n`);
console.log('| player | games per round | games per second per core (best of 3) | turns per game |');
console.log('|---|---:|---:|---:|');
for (const ai of ['random', 'greedy', 'search'] as const) console.log(`| ${ai} | ${PER_ROUND[ai]} | ${best[ai].perSecond.toFixed(2)} | ${best[ai].turns.toFixed(1)} |`);
console.log(`\n${WORKER_GAMES} greedy games in worker threads (wall time, start-up included):\n`);
console.log('| workers | seconds | games per second | speed-up |');
console.log('|---:|---:|---:|---:|');
const one = workerRows[0]?.perSecond ?? 1;
for (const r of workerRows) console.log(`| ${r.workers} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(2)} | ${(r.perSecond / one).toFixed(2)}× |`);
