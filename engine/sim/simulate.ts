import type { PlayerId } from '../core/players';
import type { Engine } from '../index';
import type { Action } from '../summoners-grid/actions';
import type { DeckList } from '../summoners-grid/setup';
import type { GameState } from '../summoners-grid/state';
import { boardSound, cardConservation, vpSound } from './invariants';
import type { Player } from '../ai/player';
import { RandomPlayer } from '../ai/random';

/**
 * Headless games between AI players (random-legal by default), optionally checking invariants after every action.
 * The balancing lab grows this (decks, AI players, workers); the shape of a game record stays.
 */
export interface SimOptions {
  /** Stop a game after this many actions (it counts as unfinished). */
  maxActions: number;
  /** Check the invariants after every action (slower). */
  check: boolean;
  /** Build the explained log's text (default off: simulations only need the numbers). */
  explain?: boolean;
  /** The players of a game by its seed (default: random-legal players). */
  players?: (seed: number) => Record<PlayerId, Player>;
}

export interface GameRecord {
  seed: number;
  winner: PlayerId | 'draw' | null;
  turns: number;
  actions: number;
  violations: string[];
}

export interface SimReport {
  games: number;
  finished: number;
  wins: { A: number; B: number; draw: number };
  averageTurns: number;
  averageActions: number;
  violations: Array<{ game: number; message: string }>;
  milliseconds: number;
}

function illegalProbes(s: GameState, player: PlayerId): Action[] {
  const other: PlayerId = player === 'A' ? 'B' : 'A';
  const probes: Action[] = [
    { type: 'end-turn', player: other },
    { type: 'choose', player, option: 999 },
    { type: 'move', player, unit: 'u-none', to: { x: 0, y: 0 } },
  ];
  const units = Object.values(s.units).filter((u) => !u.removed && u.controller === player);
  const unit = units[s.actions % Math.max(1, units.length)];
  if (unit) probes.push({ type: 'move', player, unit: unit.id, to: { x: -1, y: 99 } });
  return probes;
}

export function playGame(engine: Engine, decks: Record<PlayerId, DeckList>, seed: number, opts: SimOptions): GameRecord & { initial: GameState; final: GameState; log: Action[] } {
  const players = opts.players ? opts.players(seed) : { A: new RandomPlayer(seed * 2 + 1), B: new RandomPlayer(seed * 2 + 2) };
  const initial = engine.newGame(decks, seed, {}, { explain: false }).state;
  let s = initial;
  const log: Action[] = [];
  const violations: string[] = [];
  for (let i = 0; i < opts.maxActions; i++) {
    const aw = engine.awaiting(s);
    if (aw.kind === 'over') break;
    if (aw.kind === 'busy') {
      violations.push(`action ${i}: the game waits for nobody`);
      break;
    }
    const legal = engine.legalActions(s, aw.player);
    if (legal.length === 0) {
      violations.push(`action ${i}: ${aw.player} must act but has no legal action`);
      break;
    }
    const action = players[aw.player].decide({ engine, state: s, player: aw.player, legal });
    if (opts.check) {
      for (const probe of illegalProbes(s, aw.player)) {
        if (engine.apply(s, probe, { explain: false }).ok) violations.push(`action ${i}: illegal ${JSON.stringify(probe)} was accepted`);
      }
      const why = engine.explainIllegal(s, action);
      if (why) violations.push(`action ${i}: enumerated ${JSON.stringify(action)} is explained as illegal: ${why}`);
    }
    const before = opts.check ? JSON.stringify(s) : '';
    const r = engine.apply(s, action, { explain: opts.explain === true });
    if (!r.ok) {
      violations.push(`action ${i}: enumerated ${JSON.stringify(action)} was rejected: ${r.reason}`);
      break;
    }
    if (opts.check) {
      if (JSON.stringify(s) !== before) violations.push(`action ${i}: apply mutated its input`);
      for (const v of [...cardConservation(s, r.state, r.events), ...boardSound(engine, r.state), ...vpSound(r.state, r.events, s)]) violations.push(`action ${i} ${JSON.stringify(action)}: ${v}`);
    }
    log.push(action);
    s = r.state;
  }
  if (opts.check) {
    const again = engine.replay(initial, log, { explain: false });
    if (JSON.stringify(again.state) !== JSON.stringify(s)) violations.push(`replay of ${log.length} actions differs from the game`);
  }
  return { seed, winner: s.winner, turns: s.turn.number, actions: log.length, violations, initial, final: s, log };
}

export function simulate(engine: Engine, decks: Record<PlayerId, DeckList>, games: number, seed: number, opts: SimOptions, progress?: (done: number) => void): SimReport {
  const start = performance.now();
  const report: SimReport = { games, finished: 0, wins: { A: 0, B: 0, draw: 0 }, averageTurns: 0, averageActions: 0, violations: [], milliseconds: 0 };
  let turns = 0;
  let actions = 0;
  for (let i = 0; i < games; i++) {
    const g = playGame(engine, decks, seed + i, opts);
    if (g.winner) {
      report.finished++;
      report.wins[g.winner]++;
    }
    turns += g.turns;
    actions += g.actions;
    for (const v of g.violations) report.violations.push({ game: seed + i, message: v });
    progress?.(i + 1);
  }
  report.averageTurns = games ? turns / games : 0;
  report.averageActions = games ? actions / games : 0;
  report.milliseconds = performance.now() - start;
  return report;
}
