/**
 * The game module of a hosted duel: two players, a state that is plain JSON with a winner once the game
 * is decided, an event counter and the seeded generator in `rng`. A duel states its rules (setup, whose
 * decision it is, what is legal, how an action changes a working copy of the state, what a player sees)
 * and its AI hooks; `duelGame` turns that into the core's `Game`, with what every duel does the same way:
 * refusing what `explainIllegal` refuses, applying on a copy with an explained event log, turning a
 * scripted draw that does not fit into a refusal instead of a throw, the outcome, and where the generator lives.
 */
import { EventLog, type GameEvent } from '../../engine/core/events';
import { rngField, type AiHooks, type ApplyOptions, type Awaiting, type CardStatsHooks, type Game, type GameAction, type GameChecks, type Outcome, type ParsedAction, type RoundStatsHooks, type SetupOptions } from '../../engine/core/game';
import type { Applied } from '../../engine/core/history';
import type { PlayerId } from '../../engine/core/players';
import { ScriptedDrawError, type RngState } from '../../engine/core/rng';

/** What the shared parts read of every duel's state. */
export interface DuelState {
  winner: PlayerId | 'draw' | null;
  /** Why the game ended, in the log's words (empty while it goes on). */
  endReason: string;
  /** The sequence number of the next event. */
  seq: number;
  rng: RngState;
}

/**
 * How a duel is played, by the rules `R` its ruleset states: the setup, its actions (read from outside,
 * compared), whose decision it is and what is legal, how a legal action changes a working copy of the
 * state, what a player sees, and which turn it is.
 */
export interface DuelPlay<S extends DuelState, A extends GameAction, D, R> {
  setup(rules: R, decks: Record<PlayerId, D>, seed: number, options: SetupOptions): { state: S; events: GameEvent[] };
  parseAction(input: unknown): ParsedAction<A>;
  sameAction(a: A, b: A): boolean;
  awaiting(state: S): Awaiting;
  legalActions(state: S, player: PlayerId): A[];
  explainIllegal(state: S, action: A): string | null;
  /** A working copy of `state` that `perform` may change (what never changes may be shared). */
  clone(state: S): S;
  /** Carries out a legal action on the working copy, emitting an event for every change; may throw `ScriptedDrawError`. */
  perform(state: S, action: A, log: EventLog): void;
  view(state: S, player: PlayerId): S;
  turnNumber(state: S): number;
}

/** A duel's own parts: how it is played, and what the AI players, the simulator and the balancing lab read. */
export interface DuelRules<S extends DuelState, A extends GameAction, D, R> {
  play: DuelPlay<S, A, D, R>;
  ai: AiHooks<S, A>;
  checks: GameChecks<S, A>;
  cardStats: CardStatsHooks<S, A>;
  roundStats?: RoundStatsHooks<S>;
}

/**
 * The duel `id` (as a ruleset names it: `game <id>`) as the core's game module, for each set of rules
 * (from the ruleset, or the defaults in tests).
 */
export function duelGame<S extends DuelState, A extends GameAction, D, R>(id: string, duel: DuelRules<S, A, D, R>): (rules: R) => Game<S, A, D> {
  const { play } = duel;
  const apply = (state: S, action: A, options: ApplyOptions): Applied<S, GameEvent> => {
    const why = play.explainIllegal(state, action);
    if (why) return { ok: false, reason: why };
    const s = play.clone(state);
    const log = new EventLog(s.seq, options.explain !== false);
    try {
      play.perform(s, action, log);
    } catch (err) {
      // A scripted draw that does not fit where the action draws is the script's fault: a refusal in words.
      if (err instanceof ScriptedDrawError) return { ok: false, reason: err.message };
      throw err;
    }
    s.seq = log.seq;
    return { ok: true, state: s, events: log.events };
  };
  return (rules) => ({
    id,
    parseAction: play.parseAction,
    setup: (decks, seed, options) => play.setup(rules, decks, seed, options),
    awaiting: play.awaiting,
    legalActions: play.legalActions,
    apply,
    explainIllegal: play.explainIllegal,
    view: play.view,
    outcome,
    turnNumber: play.turnNumber,
    random: rngField(),
    sameAction: play.sameAction,
    ai: duel.ai,
    checks: duel.checks,
    cardStats: duel.cardStats,
    ...(duel.roundStats ? { roundStats: duel.roundStats } : {}),
  });
}

function outcome(s: DuelState): Outcome | null {
  return s.winner ? { winner: s.winner, reason: s.endReason } : null;
}
