import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Command } from '../command';
import { parseCommandLine, UsageError, wholeOption, withUsage } from '../args';
import { isPlayerKind, PLAYER_KINDS, type PlayerKind } from '../../engine/ai/player';
import { markdownReport } from '../../games/sim/report';
import type { SimResults } from '../../games/sim/results';
import { RunSpecError } from '../../balance/match-from-spec';
import { ProgressReporter } from '../../balance/progress';
import { runLocally, withOneWorkerRun } from '../../balance/run-local';
import { DeckArgumentError, firstDecks, gameFiles, gameRootFor, resolveDecks } from '../../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../../balance/run-spec';
import { outputPathProblem } from '../output-path';
import { GAMES } from '../../games/registry';

const DEFAULT_CONTENT = 'content/summoners-grid';

const usage = `Usage: cardsmith simulate [--decks A B] [--ai KIND[,KIND]] [--games N] [--seed S] [--workers N]
                          [--json FILE] [--report FILE] [--swap-sides] [--content DIR | --game ID] [--max-actions N]
                          [--check] [--speedup] [--queue [--chunk-size N] [--chunk-timeout S]]

Plays games headless between AI players and reports win rates (95% Wilson intervals), the first
player's advantage, game length, and per card: plays, win rate when played and when not, damage,
healing and VP. The report (Markdown) goes to stdout; progress to stderr.

  --decks A B       the two decks: deck files (A.smith B.smith) or deck names ("Player A,Player B");
                    default: the first two decks of the content
  --ai KIND[,KIND]  players: ${PLAYER_KINDS.join(', ')} (default random); two kinds for seats A and B
  --swap-sides      players swap seats on odd games (to compare players rather than decks)
  --games N         games to play (default 100)
  --seed S          seed of the run: game i uses seed S + i (default 1); same inputs, same results
  --workers N       worker threads (default: one per core, ${availableParallelism()} here; 0 = this thread)
  --speedup         then play the same games again on one worker thread and report the speed-up: the
                    ratio of the two whole-run wall times (twice the work; needs --workers 2 or more)
  --json FILE       also write the results as JSON (- for stdout instead of the report)
  --report FILE     also write the Markdown report to FILE
                    (both are checked before the run: a missing or read-only folder is exit 2)
  --content DIR     the game folder (default: the deck files' game, else ${DEFAULT_CONTENT})
  --game ID         the game of content/ID (${Object.keys(GAMES).join(', ')}); every game runs the same way, through
                    the game registry (per-card damage, healing and VP where the game reports them)
  --max-actions N   a game longer than this is unfinished (default 3000)
  --check           check the invariants after every action (card conservation, HP within max HP,
                    one unit per space, VP only from listed sources, illegal actions rejected, inputs
                    never mutated, replay identical); exit 1 on a violation
  --queue           split the run into chunks on the job queue of the PostgreSQL database in
                    DATABASE_URL; \`cardsmith worker\` processes (on any machine) play them, and the
                    run and its results are stored in that database (the studio's Balance page)
  --chunk-size N    games per chunk on the queue (default: about 40 chunks, 5 to 200 games each)
  --chunk-timeout S a chunk not finished S seconds after a worker took it goes to another worker
                    (default 900; the worker may have died)`;

interface SimArgs {
  games: number;
  seed: number;
  decks: string[];
  ai: PlayerKind[];
  swapSides: boolean;
  workers: number;
  json?: string;
  report?: string;
  content?: string;
  maxActions: number;
  check: boolean;
  speedup: boolean;
  queue: boolean;
  chunkSize?: number;
  chunkTimeout?: number;
}

const simulateOptions = {
  games: { type: 'string' },
  seed: { type: 'string' },
  workers: { type: 'string' },
  'max-actions': { type: 'string' },
  decks: { type: 'string' },
  ai: { type: 'string' },
  'swap-sides': { type: 'boolean' },
  json: { type: 'string' },
  report: { type: 'string' },
  content: { type: 'string' },
  game: { type: 'string' },
  check: { type: 'boolean' },
  speedup: { type: 'boolean' },
  queue: { type: 'boolean' },
  'chunk-size': { type: 'string' },
  'chunk-timeout': { type: 'string' },
} as const;

function parseSimArgs(args: string[]): SimArgs {
  // `--decks A B`: two deck files, or one comma-separated list of two deck names.
  const { values: o, lists } = parseCommandLine(args, simulateOptions, { positionals: { min: 0, max: 0 }, lists: { decks: 2 } });
  const out: SimArgs = {
    games: wholeOption(o.games, '--games', 100, { min: 1 }),
    seed: wholeOption(o.seed, '--seed', 1),
    decks: [],
    ai: ['random'],
    swapSides: o['swap-sides'] === true,
    workers: wholeOption(o.workers, '--workers', availableParallelism()),
    maxActions: wholeOption(o['max-actions'], '--max-actions', 3000, { min: 1 }),
    check: o.check === true,
    speedup: o.speedup === true,
    queue: o.queue === true,
  };
  if (out.speedup && out.queue) throw new UsageError('--speedup measures worker threads on this machine, not the job queue');
  if (out.speedup && out.workers < 2) throw new UsageError('--speedup compares with one worker thread: it needs --workers 2 or more');
  if (o.json !== undefined) out.json = o.json;
  if (o.report !== undefined) out.report = o.report;
  if (o.content !== undefined) out.content = o.content;
  if (o.game !== undefined) {
    if (!/^[a-z0-9-]+$/.test(o.game)) throw new UsageError('--game takes a game id such as mana-duel');
    out.content ??= `content/${o.game}`;
  }
  if (o['chunk-size'] !== undefined) out.chunkSize = wholeOption(o['chunk-size'], '--chunk-size', 0, { min: 1 });
  if (o['chunk-timeout'] !== undefined) out.chunkTimeout = wholeOption(o['chunk-timeout'], '--chunk-timeout', 0, { min: 1 });
  const decks = lists.decks;
  if (decks !== undefined) {
    out.decks = decks.flatMap((v) => (v.endsWith('.smith') ? [v] : v.split(',').map((d) => d.trim()))).filter((v) => v !== '');
    if (out.decks.length !== 2) throw new UsageError('--decks needs two decks');
  }
  if (o.ai !== undefined) {
    const kinds = o.ai.split(',').map((k) => k.trim());
    if (kinds.length > 2 || kinds.some((k) => !isPlayerKind(k))) throw new UsageError(`--ai takes one or two of ${PLAYER_KINDS.join(', ')}`);
    out.ai = kinds.filter(isPlayerKind);
  }
  return out;
}

async function buildSpec(opts: SimArgs): Promise<RunSpec | string> {
  const root = gameRootFor(opts.content, opts.decks, DEFAULT_CONTENT);
  if (!root) return `no game folder (a folder with ruleset.smith) holds ${opts.decks[0]}; name one with --content`;
  let files;
  try {
    files = await gameFiles(root);
  } catch {
    return `cannot read the game folder ${root}`;
  }
  let decks: string[];
  try {
    decks = opts.decks.length > 0 ? await resolveDecks(opts.decks, root, files) : firstDecks(files);
  } catch (error) {
    if (error instanceof DeckArgumentError) return error.message;
    throw error;
  }
  const spec = RunSpecSchema.safeParse({
    files,
    decks: { A: decks[0] ?? '', B: decks[1] ?? '' },
    ai: { A: opts.ai[0], B: opts.ai[1] ?? opts.ai[0] },
    swapSides: opts.swapSides,
    games: opts.games,
    seed: opts.seed,
    maxActions: opts.maxActions,
    check: opts.check,
  });
  if (!spec.success) return spec.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return spec.data;
}

class QueueUnavailable extends Error {}

async function runQueued(spec: RunSpec, opts: SimArgs, progress: ProgressReporter): Promise<SimResults> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new QueueUnavailable('--queue needs DATABASE_URL: the job queue lives in a PostgreSQL database');
  // Loaded on use: the database drivers and pg-boss take a while to import.
  const { runOnQueue, QueueRunError } = await import('../../balance/queue-run');
  try {
    return await runOnQueue(spec, {
      url,
      ...(opts.chunkSize ? { chunkSize: opts.chunkSize } : {}),
      ...(opts.chunkTimeout ? { chunkTimeoutSeconds: opts.chunkTimeout } : {}),
      onCreated: (runId, chunks) => console.error(`cardsmith simulate: run ${runId}: ${chunks} chunk(s) on the job queue; start \`cardsmith worker\` processes to play them`),
      onProgress: (done, total) => progress.update(done, total),
    });
  } catch (error) {
    if (error instanceof QueueRunError) throw new QueueUnavailable(error.message);
    throw error;
  }
}

export const simulateCommand: Command = {
  usage,
  run: (args) => withUsage('simulate', usage, () => simulate(parseSimArgs(args))),
};

async function simulate(opts: SimArgs): Promise<number> {
  // Checked before playing: after a long run it would be too late to say the folder is missing.
  for (const [option, path] of [['--json', opts.json], ['--report', opts.report]] as const) {
    const problem = path === undefined || path === '-' ? undefined : outputPathProblem(path);
    if (problem) {
      console.error(`cardsmith simulate: ${option} ${path}: ${problem}`);
      return 2;
    }
  }
  const built = await buildSpec(opts);
  if (typeof built === 'string') {
    console.error(`cardsmith simulate: ${built}`);
    return 2;
  }
  const spec = built;
  const progress = new ProgressReporter(process.stderr, 'simulate');
  let results: SimResults;
  try {
    results = opts.queue ? await runQueued(spec, opts, progress) : await runLocally(spec, { workers: opts.workers, onProgress: (done, total) => progress.update(done, total), onSkipped: (lines) => lines.forEach((line) => console.error(`cardsmith simulate: left out for its errors: ${line}`)) });
  } catch (error) {
    progress.finish();
    if (error instanceof RunSpecError || error instanceof QueueUnavailable) {
      console.error(`cardsmith simulate: ${error.message}`);
      return 1;
    }
    throw error;
  }
  progress.finish();
  if (opts.speedup && results.timing) {
    console.error(`simulate: the same ${results.games} games again on one worker thread, to measure the speed-up`);
    const again = new ProgressReporter(process.stderr, 'simulate (one worker)');
    results = { ...results, timing: await withOneWorkerRun(spec, results.timing, { onProgress: (done, total) => again.update(done, total) }) };
    again.finish();
  }
  // The report lists violations only when there are some; say that the checks ran (on stderr, so the
  // report or the JSON on stdout stay as they are).
  if (spec.check) console.error(`simulate: invariants checked after every action of ${results.games} games: ${results.violations.length} violation${results.violations.length === 1 ? '' : 's'}`);
  const report = markdownReport(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  if (opts.report) await writeFile(opts.report, report);
  if (opts.json && opts.json !== '-') await writeFile(opts.json, json);
  console.log(opts.json === '-' ? json.trimEnd() : report.trimEnd());
  return results.violations.length === 0 ? 0 : 1;
}
