import { writeFile } from 'node:fs/promises';
import type { PlayerId } from '../../engine/core/players';
import { playSeries, type SeriesResult } from '../../engine/sim/series';
import type { PlayerKind } from '../../engine/ai/player';
import { openGameFolder } from '../open-game';
import { ProgressReporter } from '../../balance/progress';

export interface SeriesArgs {
  games: number;
  seed: number;
  decks: string[];
  ai: PlayerKind[];
  swapSides: boolean;
  check: boolean;
  maxActions: number;
  json?: string;
}

function percent(r: { rate: number; low: number; high: number }): string {
  const p = (x: number) => `${(x * 100).toFixed(1)}%`;
  return `${p(r.rate)} (${p(r.low)}–${p(r.high)})`;
}

function report(game: string, decks: Record<PlayerId, string>, args: SeriesArgs, r: SeriesResult): string {
  const lines = [
    `# Simulation: ${decks.A} vs ${decks.B} (${game})`,
    '',
    `${r.games} games, ${args.ai.join(' vs ')}${args.swapSides ? ', seats swapped on odd games' : ''}, seed ${args.seed} (game i uses seed ${args.seed} + i), at most ${args.maxActions} actions per game${args.check ? ', every check after every action' : ''}.`,
    '',
    '| outcome | games | rate (95% interval) |',
    '|---|---:|---|',
    `| A wins (${decks.A}) | ${r.seats.A.successes} | ${percent(r.seats.A)} |`,
    `| B wins (${decks.B}) | ${r.seats.B.successes} | ${percent(r.seats.B)} |`,
    `| draws | ${r.draws} | |`,
    `| unfinished | ${r.unfinished} | |`,
    '',
    ...r.players.map((p) => `${p.kind}: wins ${p.wins.successes} of ${p.wins.trials} seat-games, ${percent(p.wins)}.`),
    '',
    `${r.averageTurns.toFixed(1)} turns and ${r.averageActions.toFixed(1)} actions per game on average.`,
    '',
    `Invariant violations: ${r.violations.length}.`,
    ...r.violations.slice(0, 20).map((v) => `- seed ${v.seed}: ${v.message}`),
  ];
  return lines.join('\n');
}

/**
 * `simulate` for a game other than Summoner's Grid: headless games through the game registry, in this
 * process, tallied by seat and by player (Summoner's Grid's runs add per-card statistics, workers and
 * the job queue; those come to other games with the balancing lab's move to every game).
 */
export async function simulateSeries(root: string, args: SeriesArgs): Promise<number> {
  const opened = await openGameFolder(root);
  if ('problems' in opened) {
    console.error(opened.problems.join('\n'));
    return 1;
  }
  const { hosted, game } = opened;
  const [a, b] = args.decks.length === 2 ? args.decks : game.deckNames;
  if (!a || !b) {
    console.error(`cardsmith simulate: ${hosted.name} content needs two decks; it has ${game.deckNames.length}`);
    return 2;
  }
  const decks = { A: a, B: b };
  for (const name of [a, b]) {
    if (!game.deckNames.includes(name)) {
      console.error(`cardsmith simulate: no deck "${name}" (decks: ${game.deckNames.join(', ')})`);
      return 2;
    }
  }
  const ai = { A: args.ai[0] ?? 'random', B: args.ai[1] ?? args.ai[0] ?? 'random' };
  const progress = new ProgressReporter(process.stderr, 'simulate');
  const result = playSeries({ ...args, ai }, (seats, seed) => game.playGame(decks, seats, seed, { check: args.check, maxActions: args.maxActions }), (done) => progress.update(done, args.games));
  progress.finish();
  const json = `${JSON.stringify({ game: hosted.id, decks, ...result }, null, 2)}\n`;
  if (args.json && args.json !== '-') await writeFile(args.json, json);
  console.log(args.json === '-' ? json.trimEnd() : report(hosted.name, decks, args, result));
  return result.violations.length === 0 ? 0 : 1;
}
