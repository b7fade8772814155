/**
 * Greedy and random games per second per core, in a process of their own, for the goal row "greedy games
 * / s / core" (bench/balance.bench.ts starts it). It runs in this checkout and, copied there, in a checkout
 * of the commit the issue measured its figure on, so both sides are measured the same way in one run
 * (GREEDY_CONTENT names another Summoner's Grid folder to play, such as that commit's content):
 * Summoner's Grid's shipped decks (Player A vs Player B), both seats the same player, three rounds to
 * warm up (WARMUPS) and then ROUNDS rounds of 10 greedy and 30 random games (game i of a kind uses seed 1 + i), CPU time
 * of the process per round. No garbage is collected by force between rounds: a forced full collection
 * makes V8 optimise the rules' code again afterwards, which tripled a greedy round's cost (a real run never
 * forces one). Prints one JSON line: `{ "greedy": [games/s per round], "random": [...] }`.
 *
 * The two checkouts name the call that plays games differently (`playChunk` now; `playMatch` of
 * games/summoners-grid/sim/match.ts before the engine core was made generic), so the module is found by
 * what it exports rather than imported by name.
 */
import { gameFiles } from '../balance/run-files';
import { RunSpecSchema } from '../balance/run-spec';

const ROUNDS = Math.max(1, Math.floor(Number(process.env.ROUNDS ?? 5)) || 5);
/**
 * Rounds before the measured ones (WARMUPS; 3 unless set): most of a greedy game's code is optimised
 * within 30 games, though V8 keeps compiling into the next 50 (see the README's scale section).
 */
const WARMUPS = Math.max(0, Math.floor(Number(process.env.WARMUPS ?? 3)) || 0);
const PER_ROUND = { greedy: 10, random: 30 } as const;
type Kind = keyof typeof PER_ROUND;

type PlayGames = (from: number, count: number) => void;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function callable(x: unknown, name: string): (...args: unknown[]) => unknown {
  if (typeof x !== 'function') throw new Error(`greedy-rounds: ${name} is not a function in this checkout`);
  return (...args: unknown[]) => Reflect.apply(x, undefined, args);
}

/** A player kind's games of the run, as a function of (first game, count), in whichever checkout this is. */
async function gamesOf(kind: Kind): Promise<PlayGames> {
  const files = await gameFiles(process.env.GREEDY_CONTENT ?? 'content/summoners-grid');
  const spec = RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: kind, B: kind }, games: PER_ROUND[kind], seed: 1 });
  const matchModule = '../balance/match-from-spec';
  const prepare: unknown = await import(matchModule);
  if (!isRecord(prepare)) throw new Error('greedy-rounds: balance/match-from-spec has no exports');
  const prepared = callable(prepare.prepareRun, 'prepareRun')(spec);
  if (typeof prepare.playChunk === 'function') {
    const playChunk = callable(prepare.playChunk, 'playChunk');
    return (from, count) => void playChunk(prepared, from, count);
  }
  const oldModule = '../games/summoners-grid/sim/match';
  const old: unknown = await import(oldModule);
  if (!isRecord(old) || !isRecord(prepared)) throw new Error('greedy-rounds: no way to play games in this checkout');
  const playMatch = callable(old.playMatch, 'playMatch');
  return (from, count) => void playMatch(prepared.engine, prepared.match, from, count);
}

function cpuSeconds(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const play: Record<Kind, PlayGames> = { greedy: await gamesOf('greedy'), random: await gamesOf('random') };
const rates: Record<Kind, number[]> = { greedy: [], random: [] };
for (let round = 0; round < WARMUPS + ROUNDS; round++) {
  for (const kind of ['greedy', 'random'] as const) {
    const n = PER_ROUND[kind];
    const seconds = cpuSeconds(() => play[kind](round * n, n));
    if (round >= WARMUPS) rates[kind].push(n / seconds);
  }
}
console.log(JSON.stringify(rates));
