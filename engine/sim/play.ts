import type { Engine } from '../core/engine';
import type { GameEvent } from '../core/events';
import type { GameAction } from '../core/game';
import type { PlayerId } from '../core/players';
import type { Player } from '../ai/player';
import { RandomPlayer } from '../ai/random';
import { nextMove } from '../ai/next-move';

/** How one headless game is played. */
export interface SimOptions<S, A extends GameAction> {
  /** Stop a game after this many actions (it counts as unfinished). */
  maxActions: number;
  /** Check the invariants after every action (slower). */
  check: boolean;
  /** Build the explained log's text (default off: simulations only need the numbers). */
  explain?: boolean;
  /** The players of a game by its seed (default: random-legal players). */
  players?: (seed: number) => Record<PlayerId, Player<S, A>>;
  /** Given the initial state, returns what sees every accepted action, its events and the state they led to. */
  observer?: (initial: S) => (events: readonly GameEvent[], state: S, action: A) => void;
}

export interface GameRecord {
  seed: number;
  winner: PlayerId | 'draw' | null;
  turns: number;
  actions: number;
  violations: string[];
}

/**
 * One headless game of any game module. With `check`, after every action it verifies what the core
 * promises of every game: the probes the game says are illegal are refused, the chosen (enumerated)
 * action is not explained as illegal and is accepted, `apply` leaves its input untouched, the game's own
 * invariants hold, and at the end a replay of the accepted actions gives the identical state.
 */
export function playGame<S, A extends GameAction, D>(engine: Engine<S, A, D>, decks: Record<PlayerId, D>, seed: number, opts: SimOptions<S, A>): GameRecord & { initial: S; final: S; log: A[] } {
  const game = engine.game;
  const players = opts.players ? opts.players(seed) : { A: new RandomPlayer<S, A>(seed * 2 + 1), B: new RandomPlayer<S, A>(seed * 2 + 2) };
  const initial = engine.newGame(decks, seed, { explain: false }).state;
  const observe = opts.observer?.(initial);
  let s = initial;
  const log: A[] = [];
  const violations: string[] = [];
  for (let i = 0; i < opts.maxActions; i++) {
    const move = nextMove(engine, s, players);
    if (move.kind === 'over') break;
    if (move.kind !== 'act') {
      violations.push(move.kind === 'nobody' ? `action ${i}: the game waits for nobody` : `action ${i}: ${move.actor} must act but has no legal action`);
      break;
    }
    const { actor, action } = move;
    if (opts.check) {
      for (const probe of game.checks?.illegalProbes?.(s, actor) ?? []) {
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
      for (const v of game.checks?.invariants(s, r.state, r.events) ?? []) violations.push(`action ${i} ${JSON.stringify(action)}: ${v}`);
    }
    observe?.(r.events, r.state, action);
    log.push(action);
    s = r.state;
  }
  if (opts.check) {
    const again = engine.replay(initial, log, { explain: false });
    if (JSON.stringify(again.state) !== JSON.stringify(s)) violations.push(`replay of ${log.length} actions differs from the game`);
  }
  return { seed, winner: engine.outcome(s)?.winner ?? null, turns: game.turnNumber(s), actions: log.length, violations, initial, final: s, log };
}
