/**
 * Engine benchmark (`npm run bench -- engine`): complete random-legal games per second on one core, the
 * cost of one `legalActions` call mid-game, and the same games with the benchmark deck's cards written
 * by hand (bench/hand-coded-cards.ts) — the floor for interpretation overhead. Goal: interpreted within
 * 2× of hand-written.
 */
import { createEngine, type Engine, type GameState } from '../engine/index';
import { playGame } from '../engine/sim/simulate';
import { benchDecks } from './bench-game';
import { benchContent } from './bench-content';
import { HandCodedCards } from './hand-coded-cards';

const GAMES = Number(process.env.BENCH_GAMES ?? 40);

function gamesPerSecond(engine: Engine, explain: boolean): { perSecond: number; actions: number; turns: number } {
  // Warm up the JIT on a few games first.
  for (let seed = 1000; seed < 1005; seed++) playGame(engine, benchDecks, seed, { maxActions: 3000, check: false, explain });
  let actions = 0;
  let turns = 0;
  const start = performance.now();
  for (let seed = 1; seed <= GAMES; seed++) {
    const g = playGame(engine, benchDecks, seed, { maxActions: 3000, check: false, explain });
    actions += g.actions;
    turns += g.turns;
  }
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: GAMES / seconds, actions: actions / GAMES, turns: turns / GAMES };
}

function midGameStates(engine: Engine): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    const g = playGame(engine, benchDecks, seed, { maxActions: 3000, check: false, explain: false });
    const half = engine.replay(g.initial, g.log.slice(0, Math.floor(g.log.length / 2)), { explain: false }).state;
    out.push(half);
  }
  return out;
}

function legalActionsMicros(engine: Engine, states: GameState[]): { micros: number; count: number } {
  let calls = 0;
  let count = 0;
  const start = performance.now();
  for (let round = 0; round < 50; round++) {
    for (const s of states) {
      const aw = engine.awaiting(s);
      if (aw.kind === 'over' || aw.kind === 'busy') continue;
      count += engine.legalActions(s, aw.player).length;
      calls++;
    }
  }
  return { micros: ((performance.now() - start) * 1000) / calls, count: count / calls };
}

const content = benchContent();
const interpreted = createEngine(content);
const handCoded = createEngine(content, new HandCodedCards());

const hand = gamesPerSecond(handCoded, false);
const interp = gamesPerSecond(interpreted, false);
const explained = gamesPerSecond(interpreted, true);
const states = midGameStates(interpreted);
const legalI = legalActionsMicros(interpreted, states);
const legalH = legalActionsMicros(handCoded, states);

const f = (n: number, d = 1) => n.toFixed(d);
console.log(`${GAMES} random-legal games per row, one core; average ${f(interp.actions, 0)} actions and ${f(interp.turns, 0)} turns per game.\n`);
console.log('| measure | interpreted (AST) | hand-written cards | ratio |');
console.log('|---|---|---|---|');
console.log(`| complete games per second | ${f(interp.perSecond)} | ${f(hand.perSecond)} | ${f(hand.perSecond / interp.perSecond, 2)}× |`);
console.log(`| games per second with the explained log | ${f(explained.perSecond)} | – | – |`);
console.log(`| one legalActions call mid-game (µs) | ${f(legalI.micros)} | ${f(legalH.micros)} | ${f(legalI.micros / legalH.micros, 2)}× |`);
console.log(`| legal actions per call mid-game | ${f(legalI.count)} | ${f(legalH.count)} | |`);
const ok = hand.perSecond / interp.perSecond <= 2;
console.log(`\nGoal (interpreted within 2× of hand-written): ${ok ? 'met' : 'NOT met'}.`);
