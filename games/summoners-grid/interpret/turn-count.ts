/**
 * Counted triggers (`at start of your 2nd turn after this was set`, dsl/turn-count.ts): the trigger fires
 * only at the Nth turn of the named player (or of either player, `each`) after the turn the card came
 * into play, face down or face up. Turns alternate strictly in Summoner's Grid, so the count follows from
 * turn numbers: a player's turns after turn T up to their turn c are c, c − 2, … above T.
 */
import type { Trigger } from '../../../dsl/ast';

/** How many of the counted player's turns came after `sinceTurn`, up to and including `turn` (one of them). */
export function turnsSince(whose: Trigger['whose'], sinceTurn: number, turn: number): number {
  if (turn <= sinceTurn) return 0;
  if (whose === 'any') return turn - sinceTurn;
  return Math.floor((turn - sinceTurn - 1) / 2) + 1;
}

/** Does a counted trigger's count hold for an event of `turn`? (Triggers without a count always do.) */
export function countedTurnHolds(trigger: Trigger, sinceTurn: number, turn: number): boolean {
  const count = trigger.nth?.count;
  if (count === undefined) return true;
  return turnsSince(trigger.whose, sinceTurn, turn) === count;
}
