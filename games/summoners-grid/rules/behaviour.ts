import type { PlayerId } from '../../../engine/core/players';
import type { DamageReductionInPlay } from '../interpret/abilities';
import type { DamageCalc } from '../interpret/expr';
import type { Action } from './actions';
import type { G } from './game';
import type { ChoiceOption, CodeRef, ExecState, Rider, StackItem, TriggerEvent, Unit } from './state';
import type { PropertyChange } from './stats';

/**
 * The seam between the rules and the cards. The rules (turns, movement, attacks, the stack) call these
 * hooks for everything a card decides. The engine's implementation interprets the DSL's AST
 * (`games/summoners-grid/interpret/card-behaviours.ts`); the benchmark's baseline implements a few cards by hand.
 */
export interface Behaviours {
  /** A rule setting after Universal Rule Overrides in play. */
  overrideRule(g: G, rule: string, player: PlayerId, base: number | undefined): number | undefined;
  /** Can any card override this rule at all? Without the hook, every rule may be overridden. */
  overridable?(g: G, rule: string): boolean;
  /** Is this phase of `player`'s turn skipped by a card in play (`skip opponent's level phase`)? Without the hook, none is. */
  skipsPhase?(g: G, phase: string, player: PlayerId): boolean;
  /** Continuous stat changes on a unit from abilities in play. */
  auras(g: G, unit: Unit): PropertyChange[];
  /** Does the `while` condition of a timed effect still hold? */
  whileHolds(g: G, ref: CodeRef): boolean;
  /** A stat as a damage calculation reads it, after value replacements ("treat DEF as …" effects). */
  replaced(g: G, unit: Unit, stat: string, value: number, calc: DamageCalc): number;

  /** Every legal play/set/activate/advance action of `player` now, with all their targets. */
  cardActions(g: G, player: PlayerId): Action[];
  /** Does `player` have at least one card action now? (Cheaper than enumerating them all.) */
  hasCardAction(g: G, player: PlayerId): boolean;
  /** Why a play/set/activate/advance action is illegal now, or null if it is legal. */
  checkCardAction(g: G, action: Action): string | null;
  /** Puts a legal card action on the stack: moves the card, pays costs, emits `played`. */
  startCardAction(g: G, action: Action): void;

  /** Resolves a card, ability or quest item. May leave `g.s.choice` set (then `resume` continues it). */
  resolveItem(g: G, item: StackItem): void;
  /** Continues a paused resolution with the chosen option (null: declined) among `options`. */
  resume(g: G, exec: ExecState, option: number | null, options: ChoiceOption[]): void;

  /** Mandatory triggered abilities for these events, as stack items (not yet pushed). */
  collectTriggers(g: G, events: TriggerEvent[]): StackItem[];
  /** Could `player` respond to these events with a counter, trap or triggered reaction? */
  hasTriggeredResponse(g: G, player: PlayerId, events: TriggerEvent[]): boolean;
  /** Quests whose objective (or failure) now holds: completion items to push. */
  questChecks(g: G): StackItem[];
  /** Extra damage of a rider on a basic attack (already floored), with its explanation. */
  riderDamage(g: G, rider: Rider, attacker: Unit, target: Unit, crit: boolean): { amount: number; text: string };
  /** Damage reductions in play on a hit of this type and element (shields, armor, traits); none when absent. */
  damageReductions?(g: G, unit: Unit, damageType: string, attribute: string | undefined): DamageReductionInPlay[];
}
