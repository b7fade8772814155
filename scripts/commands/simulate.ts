import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Command } from '../command';
import { isPlayerKind, PLAYER_KINDS, type PlayerKind } from '../../engine/ai/player';
import { markdownReport } from '../../engine/sim/report';
import type { SimResults } from '../../engine/sim/results';
import { RunSpecError } from '../../balance/match-from-spec';
import { ProgressReporter } from '../../balance/progress';
import { runLocally } from '../../balance/run-local';
import { DeckArgumentError, firstDecks, gameFiles, gameRootFor, resolveDecks } from '../../balance/run-files';
import { RunSpecSchema, type RunSpec } from '../../balance/run-spec';
import { outputPathProblem } from '../output-path';

const DEFAULT_CONTENT = 'content/summoners-grid';

const usage = `Usage: cardsmith simulate [--decks A B] [--ai KIND[,KIND]] [--games N] [--seed S] [--workers N]
                          [--json FILE] [--report FILE] [--swap-sides] [--content DIR] [--max-actions N]
                          [--check] [--queue [--chunk-size N] [--chunk-timeout S]]

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
  --json FILE       also write the results as JSON (- for stdout instead of the report)
  --report FILE     also write the Markdown report to FILE
                    (both are checked before the run: a missing or read-only folder is exit 2)
  --content DIR     the game folder (default: the deck files' game, else ${DEFAULT_CONTENT})
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
  queue: boolean;
  chunkSize?: number;
  chunkTimeout?: number;
}

function parseArgs(args: string[]): SimArgs | string {
  const out: SimArgs = { games: 100, seed: 1, decks: [], ai: ['random'], swapSides: false, workers: availableParallelism(), maxActions: 3000, check: false, queue: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = () => {
      const v = args[++i];
      if (v === undefined || (v.startsWith('--') && v !== '-')) throw new Error(`${a} needs a value`);
      return v;
    };
    const int = (min: number) => {
      const v = Number(next());
      if (!Number.isInteger(v) || v < min) throw new Error(`${a} needs a whole number${min > 0 ? ` of at least ${min}` : ''}`);
      return v;
    };
    try {
      if (a === '--games') out.games = int(1);
      else if (a === '--seed') out.seed = int(0);
      else if (a === '--workers') out.workers = int(0);
      else if (a === '--max-actions') out.maxActions = int(1);
      else if (a === '--decks') {
        const values = [next()];
        if (args[i + 1] !== undefined && !(args[i + 1] as string).startsWith('--')) values.push(args[++i] as string);
        out.decks = values.flatMap((v) => (v.endsWith('.smith') ? [v] : v.split(',').map((s) => s.trim()))).filter((v) => v !== '');
        if (out.decks.length !== 2) return '--decks needs two decks';
      } else if (a === '--ai') {
        const kinds = next().split(',').map((s) => s.trim());
        if (kinds.length > 2 || kinds.some((k) => !isPlayerKind(k))) return `--ai takes one or two of ${PLAYER_KINDS.join(', ')}`;
        out.ai = kinds.filter(isPlayerKind);
      } else if (a === '--swap-sides') out.swapSides = true;
      else if (a === '--json') out.json = next();
      else if (a === '--report') out.report = next();
      else if (a === '--content') out.content = next();
      else if (a === '--check') out.check = true;
      else if (a === '--queue') out.queue = true;
      else if (a === '--chunk-size') out.chunkSize = int(1);
      else if (a === '--chunk-timeout') out.chunkTimeout = int(1);
      else return `unknown option ${a}`;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
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
  path: ['simulate'],
  summary: 'play AI games headless (worker threads, or a PostgreSQL job queue) and report win rates and card statistics',
  usage,
  async run(args) {
    const opts = parseArgs(args);
    if (typeof opts === 'string') {
      console.error(`cardsmith simulate: ${opts}\n\n${usage}`);
      return 2;
    }
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
      results = opts.queue ? await runQueued(spec, opts, progress) : await runLocally(spec, { workers: opts.workers, calibrate: true, onProgress: (done, total) => progress.update(done, total) });
    } catch (error) {
      progress.finish();
      if (error instanceof RunSpecError || error instanceof QueueUnavailable) {
        console.error(`cardsmith simulate: ${error.message}`);
        return 1;
      }
      throw error;
    }
    progress.finish();
    const report = markdownReport(results);
    const json = `${JSON.stringify(results, null, 2)}\n`;
    if (opts.report) await writeFile(opts.report, report);
    if (opts.json && opts.json !== '-') await writeFile(opts.json, json);
    console.log(opts.json === '-' ? json.trimEnd() : report.trimEnd());
    return results.violations.length === 0 ? 0 : 1;
  },
};
