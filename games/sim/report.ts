import { cardsMeasureEffects, speedup, type SimResults } from './results';
import type { Rate } from '../../engine/sim/wilson';

/** A simulation's results as a Markdown report (what `cardsmith simulate` prints and `--report` writes). */
export function markdownReport(r: SimResults): string {
  const { run } = r;
  const players = run.ai.A === run.ai.B ? `${run.ai.A} players` : `${run.ai.A} (A) vs ${run.ai.B} (B)${run.swapSides ? ', seats swapped on odd games' : ''}`;
  const out: string[] = [];
  out.push(`# Simulation: ${run.decks.A} vs ${run.decks.B} (${run.game})`, '');
  out.push(`${count(r.games)} games, ${players}, seed ${run.seed} (game i uses seed ${run.seed} + i), at most ${count(run.maxActions)} actions per game.`);
  if (r.timing) {
    const t = r.timing;
    out.push(`${t.workers} worker${t.workers === 1 ? '' : 's'}, ${seconds(t.milliseconds)}, ${gamesPerSecond(t.gamesPerSecond)} games/s.`);
    const ratio = speedup(t);
    if (t.oneWorker && ratio !== undefined) {
      out.push(`Speed-up from 1 to ${t.workers} workers: ${ratio.toFixed(2)}× (the same ${count(r.games)} games, whole-run wall time with thread start-up: ${seconds(t.oneWorker.milliseconds)} on one worker, ${seconds(t.milliseconds)} on ${t.workers}).`);
    }
  }
  out.push('', '## Results', '', '| outcome | games | rate | 95% interval |', '|---|---:|---:|---|');
  out.push(`| A wins (${run.decks.A}) | ${count(r.wins.A.successes)} | ${pct(r.wins.A.rate)} | ${interval(r.wins.A)} |`);
  out.push(`| B wins (${run.decks.B}) | ${count(r.wins.B.successes)} | ${pct(r.wins.B.rate)} | ${interval(r.wins.B)} |`);
  out.push(`| draws | ${count(r.wins.draw.successes)} | ${pct(r.wins.draw.rate)} | ${interval(r.wins.draw)} |`);
  if (r.wins.unfinished) out.push(`| unfinished (action limit) | ${count(r.wins.unfinished)} | ${pct(r.wins.unfinished / Math.max(1, r.games))} | |`);
  out.push('', `First player: wins ${pct(r.firstPlayer.rate)} (${interval(r.firstPlayer)}) of ${count(r.firstPlayer.trials)} finished games.`);
  for (const a of r.ai) out.push(`${a.kind}: wins ${count(a.wins.successes)} of ${count(a.games)} seat-games, ${pct(a.wins.rate)} (${interval(a.wins)}).`);
  out.push('', '## Game length', '', `${r.length.averageTurns.toFixed(1)} turns on average (median ${r.length.medianTurns}), ${r.length.averageActions.toFixed(1)} actions.`, '');
  out.push('| turns | games | |', '|---:|---:|---|');
  const bins = binned(r.length.histogram);
  const most = Math.max(1, ...bins.map((b) => b.games));
  for (const b of bins) out.push(`| ${b.label} | ${count(b.games)} | ${'█'.repeat(Math.max(b.games > 0 ? 1 : 0, Math.round((30 * b.games) / most)))} |`);
  out.push('', '## Cards', '');
  out.push('Per player-game in which the card was in the deck. Win rates are of the player holding the card, with 95% Wilson intervals; "by A" and "by B": the games in which that side played it, and its win rate in them.', '');
  // Damage, healing and VP only for a game that reports them (the others report plays alone).
  const effects = cardsMeasureEffects(r.cards);
  out.push(`| card | type | plays | per game | played in | win when played | win when not played | by A | by B |${effects ? ' damage | per play | avg hit | own-side damage | healing | VP | VP to opponent |' : ''}`);
  out.push(`|---|---|---:|---:|---:|---|---|---|---|${effects ? '---:|---:|---:|---:|---:|---:|---:|' : ''}`);
  for (const c of r.cards) {
    const side = (s: 'A' | 'B') => `${count(c.playedBy[s].games)} (${c.playedBy[s].games ? pct(c.playedBy[s].winWhenPlayed.rate) : '–'})`;
    const effectCells = effects ? ` ${count(c.damage)} | ${c.damagePerPlay.toFixed(1)} | ${c.averageHit.toFixed(1)} | ${count(c.selfDamage)} | ${count(c.healing)} | ${count(c.vp)} | ${count(c.vpToOpponent)} |` : '';
    out.push(`| ${c.name} | ${c.type} | ${count(c.plays)} | ${c.playsPerGame.toFixed(2)} | ${pct(c.played.rate)} | ${rateCell(c.winWhenPlayed)} | ${rateCell(c.winWhenNotPlayed)} | ${side('A')} | ${side('B')} |${effectCells}`);
  }
  if (r.choices.length > 0) {
    out.push('', '## Choices', '', 'Each choice of the rounds decided (both players\' choices counted): its share of all choices, and the rounds it won, with 95% Wilson intervals.', '');
    out.push('| choice | picks | pick rate | rounds won |', '|---|---:|---:|---|');
    for (const c of r.choices) out.push(`| ${c.choice} | ${count(c.picks)} | ${pct(c.pickRate)} | ${rateCell(c.wins)} |`);
    const names = r.choices.map((c) => c.choice);
    out.push('', 'Matchups: the rounds the row\'s choice won against the column\'s.', '', `| row vs column | ${names.join(' | ')} |`, `|---|${names.map(() => '---:').join('|')}|`);
    for (const mine of names) {
      const cells = names.map((theirs) => {
        const cell = r.matchups.find((m) => m.mine === mine && m.theirs === theirs);
        return cell && cell.wins.trials ? `${pct(cell.wins.rate)} (n=${count(cell.wins.trials)})` : '–';
      });
      out.push(`| ${mine} | ${cells.join(' | ')} |`);
    }
  }
  if (r.violations.length > 0) {
    out.push('', '## Invariant violations', '');
    for (const v of r.violations.slice(0, 50)) out.push(`- game ${v.game}: ${v.message}`);
  }
  return `${out.join('\n')}\n`;
}

/** The game-length histogram in at most 20 rows (ranges of turns when the games spread wide). */
function binned(histogram: ReadonlyArray<{ turns: number; games: number }>): Array<{ label: string; games: number }> {
  if (histogram.length === 0) return [];
  const lo = Math.min(...histogram.map((h) => h.turns));
  const hi = Math.max(...histogram.map((h) => h.turns));
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 20));
  const out: Array<{ label: string; games: number }> = [];
  for (let from = lo; from <= hi; from += width) {
    const to = from + width - 1;
    const games = histogram.filter((h) => h.turns >= from && h.turns <= to).reduce((a, h) => a + h.games, 0);
    out.push({ label: width === 1 ? String(from) : `${from}–${to}`, games });
  }
  return out;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function interval(r: Rate): string {
  return r.trials ? `${pct(r.low)}–${pct(r.high)}` : '–';
}

function rateCell(r: Rate): string {
  return r.trials ? `${pct(r.rate)} (${interval(r)}, n=${count(r.trials)})` : '–';
}

function seconds(ms: number): string {
  const s = ms / 1000;
  if (s < 120) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s - 60 * m)} s`;
}

/** A rate of games per second: one decimal, or two significant digits below 1 (search runs are slow). */
export function gamesPerSecond(rate: number): string {
  return rate >= 1 || rate === 0 ? rate.toFixed(1) : rate.toPrecision(2);
}
