/**
 * Summoner's Grid on the generic engine: the game module (`summonersGrid`) wrapped in the core's `Engine`,
 * plus what only this game offers (positions from data, unit stats, naming values as the log does).
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
 *   scripts force d100 rolls with `forceRolls` (any kind of draw with `engine.script`).
 * - Every calculation is logged with the formula's values substituted
 *   (`ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit`).
 * - `autoPass` (default on) passes priority for a player whose only legal action is to pass.
 */
import { Engine } from '../../engine/core/engine';
import { EventLog, type GameEvent } from '../../engine/core/events';
import type { ApplyOptions, Awaiting } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';
import { scriptDraws } from '../../engine/core/rng';
import { summonersGrid } from './game';
export { parseAction } from './game';
import { AstBehaviours } from './interpret/card-behaviours';
import type { Value } from './interpret/values';
import type { Action } from './rules/actions';
import { settleState, type ApplyResult } from './rules/apply';
import type { Behaviours } from './rules/behaviour';
import type { Content } from './rules/content';
import { G, type EngineDef } from './rules/game';
import { buildPosition, type BuiltPosition, type PositionSpec } from './rules/position';
import type { DeckList } from './rules/setup';
import type { GameOptions, GameState } from './rules/state';
import { unitStatsOf, type UnitStats } from './rules/stats';

export class SummonersGridEngine extends Engine<GameState, Action, DeckList> {
  readonly def: EngineDef;

  constructor(content: Content, behaviours: Behaviours = new AstBehaviours()) {
    const def = { content, behaviours };
    super(summonersGrid(def));
    this.def = def;
  }

  /** A position from data (tests, scenarios, the sandbox); not settled. */
  position(spec: PositionSpec): BuiltPosition {
    return buildPosition(this.def, spec);
  }

  /** Runs the automatic steps of a hand-built state (scenarios). */
  settle(state: GameState, opts: ApplyOptions = {}): { state: GameState; events: GameEvent[] } {
    return settleState(this.def, state, opts);
  }

  /** A value (unit, space, card, player …) as the log names it: `B's <summon name>`, `(5,10)`. */
  describe(state: GameState, value: Value): string {
    return new G(this.def, state, new EventLog(state.seq, false)).world.describe(value);
  }

  unitStats(state: GameState, unit: string): UnitStats {
    return unitStatsOf(this.def, state, unit);
  }
}

/** The engine for Summoner's Grid content. */
export function createEngine(content: Content, behaviours?: Behaviours): SummonersGridEngine {
  return new SummonersGridEngine(content, behaviours);
}

/** The Summoner's Grid engine under its older name (most of the studio and the tests say `Engine`). */
export type { SummonersGridEngine as Engine };


/** Forces the next d100 rolls (scripts and scenarios). Returns a new state. */
export function forceRolls(state: GameState, rolls: number[]): GameState {
  return { ...state, rng: scriptDraws(state.rng, rolls.map((value) => ({ kind: 'd100' as const, value }))) };
}

export type { BuiltPosition, PositionSpec };
export { eventsFor } from '../../engine/core/events';
export { runScenario, startScenario, type ExpectationCheck, type ScenarioResult, type TimelineEntry } from './scenario/run';
export type { Action, ApplyResult, Awaiting, Content, DeckList, GameEvent, GameOptions, GameState, PlayerId, UnitStats };
export { findCard, indexContent } from './rules/content';
export { renameCards, sameAction } from './rules/actions';
export { deckFromDecl, legacyDeckIds } from './rules/setup';
export type { Value };
