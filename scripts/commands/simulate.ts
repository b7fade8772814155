import type { Command } from '../command';
import { createEngine } from '../../engine/index';
import { loadGame } from '../../engine/node/load-content';
import { simulate, type SimReport } from '../../engine/sim/simulate';
import { deckFromDecl } from '../../engine/summoners-grid/setup';
import { normName } from '../../engine/interpret/values';

const usage = `Usage: cardsmith simulate [--games N] [--seed S] [--decks A,B] [--content DIR] [--max-actions N] [--check] [--json]

Plays games between random-legal players and reports results. With --check, every invariant is
checked after every action (card conservation, HP within max HP, one unit per space, VP only from
listed sources, illegal actions rejected, inputs never mutated, replay identical).

  --games N        games to play (default 100)
  --seed S         seed of the first game; game i uses S + i (default 1)
  --decks A,B      deck names for players A and B (default: the play example's, else the first two)
  --content DIR    the game folder (default content/summoners-grid)
  --max-actions N  a game longer than this is unfinished (default 3000)
  --check          check the invariants after every action
  --json           print the report as JSON`;

interface SimArgs {
  games: number;
  seed: number;
  decks: string[];
  content: string;
  maxActions: number;
  check: boolean;
  json: boolean;
}

function parseArgs(args: string[]): SimArgs | string {
  const out: SimArgs = { games: 100, seed: 1, decks: [], content: 'content/summoners-grid', maxActions: 3000, check: false, json: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = () => args[++i] ?? '';
    const int = (name: string) => {
      const v = Number(next());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${name} needs a whole number`);
      return v;
    };
    try {
      if (a === '--games') out.games = int('--games');
      else if (a === '--seed') out.seed = int('--seed');
      else if (a === '--max-actions') out.maxActions = int('--max-actions');
      else if (a === '--decks') out.decks = next().split(',').map((s) => s.trim());
      else if (a === '--content') out.content = next();
      else if (a === '--check') out.check = true;
      else if (a === '--json') out.json = true;
      else return `unknown option ${a}`;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }
  return out;
}

function printReport(r: SimReport, opts: SimArgs): void {
  const perSecond = r.games / (r.milliseconds / 1000);
  console.log(`| games | finished | A wins | B wins | draws | avg turns | avg actions | games/s | violations |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  console.log(`| ${r.games} | ${r.finished} | ${r.wins.A} | ${r.wins.B} | ${r.wins.draw} | ${r.averageTurns.toFixed(1)} | ${r.averageActions.toFixed(1)} | ${perSecond.toFixed(1)} | ${opts.check ? r.violations.length : 'not checked'} |`);
  for (const v of r.violations.slice(0, 20)) console.log(`game ${v.game}: ${v.message}`);
}

export const simulateCommand: Command = {
  path: ['simulate'],
  summary: 'play random-legal games headless, optionally checking invariants after every action',
  usage,
  async run(args) {
    const opts = parseArgs(args);
    if (typeof opts === 'string') {
      console.error(`cardsmith simulate: ${opts}\n\n${usage}`);
      return 2;
    }
    const game = await loadGame(opts.content);
    if (game.errors.length > 0) {
      console.error(game.errors.join('\n'));
      return 1;
    }
    // Default: the play example's decks when the content has them (it ships more decks), else the first two.
    const playExample = ['player-a', 'player-b'].map((id) => game.content.deckByKey.get(id));
    const defaults = playExample.every((d) => d !== undefined) ? playExample : game.content.decks.slice(0, 2);
    const decks = opts.decks.length > 0 ? opts.decks.map((name) => game.content.deckByKey.get(normName(name)) ?? game.content.deckByKey.get(name)) : defaults;
    if (decks.length !== 2 || decks.some((d) => !d)) {
      console.error(`cardsmith simulate: need two decks (found ${game.content.decks.map((d) => `"${d.name.text}"`).join(', ') || 'none'})`);
      return 2;
    }
    const [a, b] = decks.map((d) => deckFromDecl(game.content, d!));
    const engine = createEngine(game.content);
    const report = simulate(engine, { A: a!, B: b! }, opts.games, opts.seed, { maxActions: opts.maxActions, check: opts.check }, (done) => {
      if (!opts.json && process.stderr.isTTY) process.stderr.write(`\r${done}/${opts.games} games`);
    });
    if (!opts.json && process.stderr.isTTY) process.stderr.write('\n');
    if (opts.json) console.log(JSON.stringify(report, null, 2));
    else printReport(report, opts);
    return report.violations.length === 0 ? 0 : 1;
  },
};
