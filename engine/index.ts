/**
 * The Cardsmith rules engine: Summoner's Grid played by interpreting the DSL's AST.
 *
 * ## API
 * ```ts
 * const engine = createEngine(indexContent(documents));       // content: parsed `.smith` documents
 * const { state, events } = engine.newGame({ A: deckA, B: deckB }, seed);
 * engine.awaiting(state);                      // who must act: choice / priority / free / over
 * engine.legalActions(state, 'A');             // every legal action, targets enumerated
 * const r = engine.apply(state, action);       // { ok, state, events } or { ok: false, reason }
 * engine.explainIllegal(state, action);        // why not (null when legal)
 * engine.viewFor(state, 'B');                  // what B may see (hidden hand, deck order, face-down cards)
 * engine.replay(initial, actions);             // same content + seed + actions → identical state
 * engine.undo(initial, actions, n);            // the state after the first n actions
 * eventsFor(events, 'B');                      // the log as B may see it (A's draws hidden)
 * startScenario(engine, scenarioDecl);         // a scenario's position; runScenario runs it whole
 * ```
 * - State is plain JSON (`GameState`); `apply` never mutates its input and never throws on a bad action
 *   (`parseAction` validates untrusted input with zod first).
 * - Randomness: one seeded counter-based generator in `state.rng`; every roll and shuffle is an event;
 *   scripts force d100 rolls with `forceRolls`.
 * - Every calculation is logged with the formula's values substituted
 *   (`ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit`).
 * - `options.autoPass` (default on) passes priority for a player whose only legal action is to pass.
 *
 * Layout: `core/` is game-generic (RNG, stack and priority, durations, events, history); `interpret/`
 * evaluates the AST (formulas, conditions, effects, abilities); `summoners-grid/` holds the rules.
 */
import { replay, undoTo } from './core/history';
import type { GameEvent } from './core/events';
import type { PlayerId } from './core/players';
import { AstBehaviours } from './interpret/card-behaviours';
import { actionSchema, type Action } from './summoners-grid/actions';
import { applyAction, settleState, type ApplyOptions, type ApplyResult } from './summoners-grid/apply';
import type { Behaviours } from './summoners-grid/behaviour';
import type { Content } from './summoners-grid/content';
import { G, type EngineDef } from './summoners-grid/game';
import { awaiting, explainIllegal, legalActions, type Awaiting } from './summoners-grid/legal';
import { newGame, type DeckList } from './summoners-grid/setup';
import type { GameOptions, GameState } from './summoners-grid/state';
import { unitStats, type UnitStats } from './summoners-grid/stats';
import { viewFor } from './summoners-grid/view';
import { buildPosition, type BuiltPosition, type PositionSpec } from './summoners-grid/position';
import { EventLog } from './core/events';
import type { Value } from './interpret/values';

export class Engine {
  readonly def: EngineDef;

  constructor(content: Content, behaviours: Behaviours = new AstBehaviours()) {
    this.def = { content, behaviours };
  }

  private query(state: GameState): G {
    return new G(this.def, state, new EventLog(state.seq, false));
  }

  newGame(decks: Record<PlayerId, DeckList>, seed: number, options: Partial<GameOptions> = {}, opts: ApplyOptions = {}): { state: GameState; events: GameEvent[] } {
    return newGame(this.def, decks, seed, options, opts.explain !== false);
  }

  /** A position from data (tests, scenarios, the sandbox); not settled. */
  position(spec: PositionSpec): BuiltPosition {
    return buildPosition(this.def, spec);
  }

  /** Runs the automatic steps of a hand-built state (scenarios). */
  settle(state: GameState, opts: ApplyOptions = {}): { state: GameState; events: GameEvent[] } {
    return settleState(this.def, state, opts);
  }

  apply(state: GameState, action: Action, opts: ApplyOptions = {}): ApplyResult {
    return applyAction(this.def, state, action, opts);
  }

  legalActions(state: GameState, player: PlayerId): Action[] {
    return legalActions(this.query(state), player);
  }

  explainIllegal(state: GameState, action: Action): string | null {
    try {
      return explainIllegal(this.query(state), action);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  awaiting(state: GameState): Awaiting {
    return awaiting(this.query(state));
  }

  viewFor(state: GameState, player: PlayerId): GameState {
    return viewFor(state, player);
  }

  /** A value (unit, space, card, player …) as the log names it: `B's <summon name>`, `(5,10)`. */
  describe(state: GameState, value: Value): string {
    return this.query(state).world.describe(value);
  }

  unitStats(state: GameState, unit: string): UnitStats {
    const g = this.query(state);
    return unitStats(g, g.unit(unit));
  }

  replay(initial: GameState, actions: readonly Action[], opts: ApplyOptions = {}) {
    return replay(initial, actions, (s, a: Action) => this.apply(s, a, opts));
  }

  undo(initial: GameState, actions: readonly Action[], count: number): GameState {
    return undoTo(initial, actions, count, (s, a: Action) => this.apply(s, a, { explain: false }));
  }
}

export function createEngine(content: Content, behaviours?: Behaviours): Engine {
  return new Engine(content, behaviours);
}

/** Validates an action from outside (CLI, studio, files). */
export function parseAction(input: unknown): { ok: true; action: Action } | { ok: false; reason: string } {
  const r = actionSchema.safeParse(input);
  return r.success ? { ok: true, action: r.data as Action } : { ok: false, reason: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

/** Forces the next d100 rolls (scripts and scenarios). Returns a new state. */
export function forceRolls(state: GameState, rolls: number[]): GameState {
  return { ...state, rng: { ...state.rng, forced: [...state.rng.forced, ...rolls] } };
}

export type { BuiltPosition, PositionSpec };
export { eventsFor } from './core/events';
export { runScenario, startScenario, type ExpectationCheck, type ScenarioResult, type TimelineEntry } from './scenario/run';
export type { Action, ApplyResult, Awaiting, Content, DeckList, GameEvent, GameOptions, GameState, PlayerId, UnitStats };
export { sameAction } from './summoners-grid/actions';
export { findCard, indexContent } from './summoners-grid/content';
export { deckFromDecl } from './summoners-grid/setup';
export type { Value };
