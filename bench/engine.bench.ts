/**
 * Engine benchmark (`npm run bench -- engine`): complete random-legal games per second on one core, the
 * cost of one `legalActions` call mid-game, the cost of playing one card, and the same measures with the
 * benchmark decks' cards written by hand (bench/hand-coded-cards.ts) — the floor for interpretation
 * overhead. That baseline is narrow: the benchmark decks (bench/bench-game.ts) play three card
 * behaviours (Blast Bolt, Rush, Healing Hands) beside the summons' basic attacks, so a second row plays
 * the shipped decks (content/summoners-grid/decks, Player A vs Player B: every card of the play
 * example), interpreted, with no hand-written counterpart. Goal: interpreted within 2× of hand-written.
 * Each row is the best of three interleaved runs, so other work on the machine disturbs it less; times
 * are CPU time of the process.
 */
import { createEngine, deckFromDecl, type Action, type DeckList, type Engine, type GameState } from '../games/summoners-grid/index';
import { playGame } from '../engine/sim/play';
import { benchContent } from './bench-content';
import { benchDecks } from './bench-game';
import { HandCodedCards } from './hand-coded-cards';

const GAMES = Number(process.env.BENCH_GAMES ?? 30);
const ROUNDS = 3;

/** CPU time of this process in milliseconds: less disturbed than wall time on a shared, busy machine. */
function cpuMillis(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function gamesPerSecond(engine: Engine, explain: boolean, decks: Record<'A' | 'B', DeckList> = benchDecks): { perSecond: number; actions: number; turns: number } {
  let actions = 0;
  let turns = 0;
  const start = cpuMillis();
  for (let seed = 1; seed <= GAMES; seed++) {
    const g = playGame(engine, decks, seed, { maxActions: 3000, check: false, explain });
    actions += g.actions;
    turns += g.turns;
  }
  return { perSecond: GAMES / ((cpuMillis() - start) / 1000), actions: actions / GAMES, turns: turns / GAMES };
}

/** States from the middle of games, and card plays legal in them. */
function samples(engine: Engine): { states: GameState[]; plays: Array<{ state: GameState; action: Action }> } {
  const states: GameState[] = [];
  const plays: Array<{ state: GameState; action: Action }> = [];
  for (let seed = 1; seed <= 20; seed++) {
    const g = playGame(engine, benchDecks, seed, { maxActions: 3000, check: false });
    let s = g.initial;
    g.log.forEach((a, i) => {
      if (a.type === 'play') plays.push({ state: s, action: a });
      if (i === Math.floor(g.log.length / 2)) states.push(s);
      const r = engine.apply(s, a, { explain: false });
      if (r.ok) s = r.state;
    });
  }
  return { states, plays };
}

function micros(run: () => void, calls: number): number {
  const start = cpuMillis();
  run();
  return ((cpuMillis() - start) * 1000) / calls;
}

function legalActionsMicros(engine: Engine, states: GameState[]): number {
  const live = states.filter((s) => {
    const aw = engine.awaiting(s);
    return aw.kind !== 'over' && aw.kind !== 'busy';
  });
  return micros(() => {
    for (let r = 0; r < 40; r++) for (const s of live) engine.legalActions(s, (engine.awaiting(s) as { player: 'A' | 'B' }).player);
  }, 40 * live.length);
}

function playMicros(engine: Engine, plays: Array<{ state: GameState; action: Action }>): number {
  return micros(() => {
    for (let r = 0; r < 20; r++) for (const p of plays) engine.apply(p.state, p.action, { explain: false });
  }, 20 * plays.length);
}

const content = await benchContent();
const engines = { interpreted: createEngine(content), hand: createEngine(content, new HandCodedCards()) };
const shippedDeck = (name: string): DeckList => {
  const decl = content.decks.find((d) => d.name.text === name);
  if (!decl) throw new Error(`the content has no deck "${name}"`);
  return deckFromDecl(content, decl);
};
const shippedDecks = { A: shippedDeck('Player A'), B: shippedDeck('Player B') };
const { states, plays } = samples(engines.interpreted);
const best = { interpreted: { games: 0, shipped: 0, explained: 0, legal: Infinity, play: Infinity }, hand: { games: 0, explained: 0, legal: Infinity, play: Infinity } };
let shippedShape = { actions: 0, turns: 0 };
let shape = { actions: 0, turns: 0 };
for (let round = 0; round < ROUNDS; round++) {
  for (const key of ['hand', 'interpreted'] as const) {
    const engine = engines[key];
    const g = gamesPerSecond(engine, false);
    shape = { actions: g.actions, turns: g.turns };
    best[key].games = Math.max(best[key].games, g.perSecond);
    if (key === 'interpreted') {
      best.interpreted.explained = Math.max(best.interpreted.explained, gamesPerSecond(engine, true).perSecond);
      const shipped = gamesPerSecond(engine, false, shippedDecks);
      shippedShape = { actions: shipped.actions, turns: shipped.turns };
      best.interpreted.shipped = Math.max(best.interpreted.shipped, shipped.perSecond);
    }
    best[key].legal = Math.min(best[key].legal, legalActionsMicros(engine, states));
    best[key].play = Math.min(best[key].play, playMicros(engine, plays));
  }
}

const f = (n: number, d = 1) => n.toFixed(d);
const i = best.interpreted;
const h = best.hand;
console.log(`${GAMES} random-legal games per run, best of ${ROUNDS} runs, CPU time on one core; about ${f(shape.actions, 0)} actions and ${f(shape.turns, 0)} turns per game; ${plays.length} sampled card plays.\n`);
console.log('| measure | interpreted (AST) | hand-written cards | interpreted ÷ hand-written |');
console.log('|---|---|---|---|');
console.log(`| complete games per second | ${f(i.games)} | ${f(h.games)} | ${f(h.games / i.games, 2)}× the time |`);
console.log(`| games per second with the explained log | ${f(i.explained)} | – | – |`);
console.log(`| complete games per second, shipped decks (about ${f(shippedShape.actions, 0)} actions, ${f(shippedShape.turns, 0)} turns) | ${f(i.shipped)} | – (not hand-written) | – |`);
console.log(`| one legalActions call mid-game (µs) | ${f(i.legal)} | ${f(h.legal)} | ${f(i.legal / h.legal, 2)}× |`);
console.log(`| one card play: apply(play) incl. resolution (µs) | ${f(i.play)} | ${f(h.play)} | ${f(i.play / h.play, 2)}× |`);
console.log(`\nThe hand-written column covers the benchmark decks' three card behaviours (Blast Bolt, Rush, Healing Hands) and the basic attacks; the shipped decks' other cards have no hand-written form.`);
console.log(`Goal (interpreted within 2× of hand-written): ${h.games / i.games <= 2 ? 'met' : 'NOT met'}.`);
