import type { GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import type { Engine } from '../index';
import type { Action } from '../rules/actions';
import type { DeckList } from '../rules/setup';
import type { GameState } from '../rules/state';
import { createPlayer, type PlayerOptions } from '../../../engine/ai/index';
import type { Player, PlayerKind } from '../../../engine/ai/player';
import { RandomPlayer } from '../../../engine/ai/random';
import { CardStatsCollector } from './card-stats';
import { boardSound, cardConservation, vpSound } from './invariants';
import { findCard } from '../rules/content';
import { addGame, emptyTally, type GameSummary, type Tally } from './tally';

/**
 * Headless games: one game (`playGame`), and the games of a match (`playGames`) tallied for the
 * balancing lab. Game `i` of a match uses seed `seed + i` for the game and for its players, so a match
 * gives the same results however its games are split between workers.
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
  /** Given the initial state, returns what sees every accepted action's events and the state they led to. */
  observer?: (initial: GameState) => (events: readonly GameEvent[], state: GameState) => void;
}

export interface GameRecord {
  seed: number;
  winner: PlayerId | 'draw' | null;
  turns: number;
  actions: number;
  violations: string[];
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
  const observe = opts.observer?.(initial);
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
    observe?.(r.events, r.state);
    log.push(action);
    s = r.state;
  }
  if (opts.check) {
    const again = engine.replay(initial, log, { explain: false });
    if (JSON.stringify(again.state) !== JSON.stringify(s)) violations.push(`replay of ${log.length} actions differs from the game`);
  }
  return { seed, winner: s.winner, turns: s.turn.number, actions: log.length, violations, initial, final: s, log };
}

/** A match: two decks, who plays them, and how many games from which seed. */
export interface Match {
  decks: Record<PlayerId, DeckList>;
  ai: Record<PlayerId, PlayerKind>;
  /** On odd games the two players swap seats (decks stay), to compare players rather than decks. */
  swapSides: boolean;
  seed: number;
  maxActions: number;
  check: boolean;
  playerOptions?: PlayerOptions;
}

/** Who plays each seat in game `index`. */
export function seatsOf(match: Match, index: number): Record<PlayerId, PlayerKind> {
  return match.swapSides && index % 2 === 1 ? { A: match.ai.B, B: match.ai.A } : match.ai;
}

/** Plays game `index` of a match and summarises it. */
export function playMatchGame(engine: Engine, match: Match, index: number): GameSummary {
  const seats = seatsOf(match, index);
  const content = engine.def.content;
  let stats: CardStatsCollector | undefined;
  const g = playGame(engine, match.decks, match.seed + index, {
    maxActions: match.maxActions,
    check: match.check,
    players: (seed) => ({ A: createPlayer(seats.A, seed * 2 + 1, match.playerOptions), B: createPlayer(seats.B, seed * 2 + 2, match.playerOptions) }),
    observer: (initial) => {
      const collector = new CardStatsCollector(content, initial);
      stats = collector;
      return (events, state) => collector.add(events, state);
    },
  });
  const cards = (stats as CardStatsCollector).finish(g.final);
  const names: Record<string, [string, string]> = {};
  for (const p of ['A', 'B'] as const) {
    for (const id of [...cards[p].deck, ...Object.keys(cards[p].cards)]) {
      const decl = findCard(content, id);
      names[id] = [decl?.name.text ?? id, decl?.cardType ?? ''];
    }
  }
  return { index, winner: g.winner, first: g.final.first, turns: g.turns, actions: g.actions, players: seats, cards, names, violations: g.violations };
}

/** Plays games `from` … `from + count - 1` of a match; `progress` hears of each finished game. */
export function playMatch(engine: Engine, match: Match, from: number, count: number, progress?: (game: GameSummary) => void): Tally {
  const tally = emptyTally();
  for (let i = from; i < from + count; i++) {
    const game = playMatchGame(engine, match, i);
    addGame(tally, game);
    progress?.(game);
  }
  return tally;
}
