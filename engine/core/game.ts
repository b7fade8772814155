import type { GameEvent } from './events';
import type { Applied } from './history';
import type { PlayerId } from './players';
import type { RngState, ScriptedDraw } from './rng';

/**
 * The interface every game module implements. The core (`Engine`, replay and undo, the AI players, the
 * simulator and its checks) knows a game only through this: it never reads a game's state or actions
 * itself. A game's state is plain serializable data and `apply` is a pure function of (state, action), so
 * (content, seed, actions) determines a game.
 */
export interface Game<S, A extends GameAction, D = unknown> {
  /** The module's id, as a ruleset names it (`game <id>`). */
  readonly id: string;
  /** Validates an action from outside (CLI, studio, files); untrusted input never reaches `apply` unchecked. */
  parseAction(input: unknown): ParsedAction<A>;
  /** A new game from both players' decks and a seed. */
  setup(decks: Record<PlayerId, D>, seed: number, options: SetupOptions): { state: S; events: GameEvent[] };
  /** Whose decision it is, and of what kind. */
  awaiting(state: S): Awaiting;
  /** Every action `player` may take now, with its targets enumerated. */
  legalActions(state: S, player: PlayerId): A[];
  /** The state after `action`, with the events it produced; never mutates `state`, never throws on a bad action. */
  apply(state: S, action: A, options: ApplyOptions): Applied<S, GameEvent>;
  /** Why `action` is not legal now, or null when it is. */
  explainIllegal(state: S, action: A): string | null;
  /** What `player` may see: the other player's hidden cards, the deck order and the dice stay hidden. */
  view(state: S, player: PlayerId): S;
  /** The result once the game is over, else null. */
  outcome(state: S): Outcome | null;
  /** The number of the turn being played (turns are numbered from 1 across both players). */
  turnNumber(state: S): number;
  /** The game's random generator: where its state lives in the game state, so draws can be scripted. */
  readonly random: RandomAccess<S>;
  /** True when `a` and `b` are the same decision (the AI compares candidate actions with it). */
  sameAction(a: A, b: A): boolean;
  /** What the AI players need from the game. */
  readonly ai: AiHooks<S, A>;
  /** Invariants the simulator checks after every action when asked to (`--check`). */
  readonly checks?: GameChecks<S, A>;
  /** What the balancing lab's per-card statistics read (engine/sim/summary.ts); without it a run tallies no cards. */
  readonly cardStats?: CardStatsHooks<S, A>;
  /**
   * For a game played in rounds of simultaneous choices: the rounds decided so far, which the balancing
   * lab turns into each choice's pick and win rate and the matrix of choice against choice. Without it a
   * run tallies no choices.
   */
  readonly roundStats?: RoundStatsHooks<S>;
}

/** One decided round: each player's choice, as a word for reports, and who won it (null: nobody). */
export interface RoundRecord {
  choices: Record<PlayerId, string>;
  winner: PlayerId | null;
}

export interface RoundStatsHooks<S> {
  rounds(state: S): RoundRecord[];
}

/** Which cards a game's players brought and played: what per-card statistics of any game need. */
export interface CardStatsHooks<S, A> {
  /** The distinct cards (content ids) `player` brought to the game, read from the state after setup. */
  deckCards(state: S, player: PlayerId): string[];
  /** The card (content id) `action` plays, read from the state before it; null for any other action. */
  cardPlayed(state: S, action: A): string | null;
  /** A card's display name and card type, for reports. */
  describeCard(state: S, card: string): { name: string; type: string };
  /** Who took the first turn; null while that is undecided. */
  firstPlayer(state: S): PlayerId | null;
}

/** Every action names its kind and the player who takes it. */
export interface GameAction {
  type: string;
  player: PlayerId;
}

export type ParsedAction<A> = { ok: true; action: A } | { ok: false; reason: string };

export interface ApplyOptions {
  /** Build the human text of every event (default true; simulations switch it off for speed). */
  explain?: boolean;
}

export interface SetupOptions extends ApplyOptions {
  /** Pass priority automatically for a player whose only legal action is to pass (default on). */
  autoPass?: boolean;
  /**
   * Who starts, when a series decides it (in a best-of series the player who did not start the previous
   * match starts the next). Without it the game decides by its own rule (a coin flip, say).
   */
  firstPlayer?: PlayerId;
  /** Draws scripted before the game's first draw (the opening shuffles, a coin flip), for scenarios and tests. */
  script?: readonly ScriptedDraw[];
}

/**
 * Who the game waits for, and for what:
 * - `free`: the turn player's open decision (any action of the turn, or ending it),
 * - `choice`: a decision in the middle of resolving something,
 * - `priority`: a response window around a stack (respond or pass),
 * - `simultaneous`: each listed player must still commit a hidden choice; nobody sees another's until all
 *   have committed (the game reveals them together),
 * - `over`: the game has ended; `busy`: the game is resolving and waits for nobody (a fault if it stays so).
 */
export type Awaiting =
  | { kind: 'over' }
  | { kind: 'free'; player: PlayerId }
  | { kind: 'choice'; player: PlayerId }
  | { kind: 'priority'; player: PlayerId }
  | { kind: 'simultaneous'; players: PlayerId[] }
  | { kind: 'busy' };

/** The player to ask next, or null when nobody decides (the game is over or resolving). */
export function actorOf(awaiting: Awaiting): PlayerId | null {
  switch (awaiting.kind) {
    case 'free':
    case 'choice':
    case 'priority':
      return awaiting.player;
    case 'simultaneous':
      return awaiting.players[0] ?? null;
    case 'over':
    case 'busy':
      return null;
  }
}

export interface Outcome {
  winner: PlayerId | 'draw';
  /** Why, in the log's words: `A reaches the target and wins`. */
  reason: string;
}

export interface RandomAccess<S> {
  get(state: S): RngState;
  /** A copy of `state` with `rng` in place of its generator. */
  set(state: S, rng: RngState): S;
}

/** The usual place of the generator: a top-level `rng` field of the state. */
export function rngField<S extends { rng: RngState }>(): RandomAccess<S> {
  return { get: (state) => state.rng, set: (state, rng) => ({ ...state, rng }) };
}

/**
 * What the AI players need from a game:
 * - `evaluate`: how good a position is for `me`, in the game's own measure (positive is good),
 * - `decisive`: the evaluation that stands for a won game (a win evaluates to at least this),
 * - `scale`: an evaluation difference that makes a position clearly better (a point towards victory, a few life points);
 *   the search player maps evaluations to win chances with a logistic of `value / scale`,
 * - `determinize`: a sample of the game as `me` might believe it to be, built from `view(state, me)`
 *   and the multiset of unseen cards only (hidden cards redealt, decks reshuffled, new dice),
 * - `answer`: the automatic answer while looking ahead (pass priority, the first option), or null,
 * - `yields`: true for the action that gives the decision away (ending the turn, passing),
 * - `triage` (optional): cheap scores for families of similar actions, so that only the best few of a
 *   family are played out (`breadth` of each; undefined means the game's default),
 * - `searchHints` (optional): how the search player should search this game,
 * - `playOn` (optional): the look-ahead (engine/ai/lookahead.ts) done inside one working copy of the
 *   state: `action` applied, then the automatic answers (`answer`) until someone faces an open decision
 *   or the game ends, at most `maxAnswers` of them. It must reach the very state the look-ahead's loop
 *   of `apply` calls reaches; it saves a copy of the state and a legality check per answer. It returns
 *   null when the state does not allow `action`, and undefined to leave the look-ahead to that loop
 *   (a rare case the game does not handle in place).
 */
export interface AiHooks<S, A> {
  evaluate(state: S, me: PlayerId): number;
  readonly decisive: number;
  readonly scale: number;
  determinize(state: S, me: PlayerId, rng: RngState): S;
  answer(state: S, awaiting: Awaiting): A | null;
  yields(action: A): boolean;
  triage?(sample: S, me: PlayerId, legal: readonly A[], here: number, breadth: number | undefined): Triaged<A>[];
  /** How the search player should search this game, where the game knows better than the defaults. */
  readonly searchHints?: SearchHints;
  playOn?(state: S, action: A, maxAnswers: number): { state: S; events: GameEvent[] } | null | undefined;
}

/**
 * A game's advice to the search player: more playouts where one playout says little, and comparing the
 * candidate actions on common samples where hidden information makes samples differ more than actions do.
 */
export interface SearchHints {
  playouts?: number;
  candidates?: number;
  commonSamples?: boolean;
}

/** An action as triage leaves it: played out (no score) or judged by the cheap score given. */
export interface Triaged<A> {
  action: A;
  score?: number;
}

export interface GameChecks<S, A> {
  /** Violations of the game's invariants between two consecutive states. */
  invariants(prev: S, next: S, events: readonly GameEvent[]): string[];
  /** Actions that must be refused in `state` (the simulator checks that `apply` refuses them). */
  illegalProbes?(state: S, player: PlayerId): A[];
}
