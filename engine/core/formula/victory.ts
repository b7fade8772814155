import type { Condition, RefExpr } from '../../../dsl/ast';
import { printCondition, printExpr } from '../../../dsl/format/print-expr';
import { PLAYERS, type PlayerId } from '../players';
import { evaluate, type EvalContext } from './expr';
import { formatNumber } from './format';
import { EvalError, type Value } from './values';

/** A player who meets one of the ruleset's win conditions, and the line that made them a winner. */
export interface Victory {
  player: PlayerId;
  condition: Condition;
  /** The line and what it read: `you.score >= target (player A's score is 3, target is 3)`. */
  text: string;
}

/**
 * Who wins by a ruleset's `win when` lines, read the way a card's condition is read: each line is tested
 * with `you` as each player in turn (`contextFor(p)` is the game's evaluation context for player `p`),
 * and a player meeting any one line wins. Several lines are alternatives. A line that cannot be evaluated
 * (a name the game does not know in this position) makes nobody a winner rather than stopping the game;
 * the game's ruleset reader reports such a line when the ruleset is read. The game decides what a check
 * with two winners means (a draw, a tie-break of its own) and when to check: its rules know when a
 * player's numbers change.
 */
export function victories<E extends object, C>(conditions: readonly Condition[], contextFor: (you: PlayerId) => EvalContext<E, C>): Victory[] {
  const out: Victory[] = [];
  for (const player of PLAYERS) {
    const ctx = contextFor(player);
    for (const condition of conditions) {
      if (!holds(condition, ctx)) continue;
      out.push({ player, condition, text: describeMet(condition, ctx) });
      break;
    }
  }
  return out;
}

function holds<E extends object, C>(condition: Condition, ctx: EvalContext<E, C>): boolean {
  try {
    return ctx.world.test(condition, ctx);
  } catch (err) {
    // RangeError: a formula calling itself overflows the stack (the evaluator does not limit depth).
    if (err instanceof EvalError || err instanceof RangeError) return false;
    throw err;
  }
}

/**
 * The condition as written, with what each side of a comparison read: `opponent.score <= 0 (player A's
 * score is 0)`, so a log reader sees why the game ended, and whose numbers ended it.
 */
function describeMet<E extends object, C>(condition: Condition, ctx: EvalContext<E, C>): string {
  const written = printCondition(condition);
  if (condition.kind !== 'Compare') return written;
  const read = [condition.left, condition.right].flatMap((side) => (side.kind === 'Ref' ? [readSide(side, ctx)] : []));
  return read.length === 0 ? written : `${written} (${read.join(', ')})`;
}

/** `player A's score is 0` (or `target is 3`): a name a condition reads, its owner described by the game, and its value. */
function readSide<E extends object, C>(side: RefExpr, ctx: EvalContext<E, C>): string {
  const show = (value: Value<E>) => (typeof value === 'number' ? formatNumber(value) : typeof value === 'string' ? value : ctx.world.describe(value));
  const [head, ...rest] = side.path;
  try {
    const value = show(evaluate(side, ctx));
    if (!head || rest.length === 0) return `${printExpr(side)} is ${value}`;
    return `${show(evaluate({ ...side, path: [head] }, ctx))}'s ${rest.map((p) => p.text).join('.')} is ${value}`;
  } catch (err) {
    if (err instanceof EvalError) return printExpr(side);
    throw err;
  }
}

/**
 * Why a win condition cannot be read in a game, or null when it can: it is tested once in `ctx` (the
 * game's context for a player, over no position or a first one), so an unknown name or a kind of
 * condition the game cannot test is found when the ruleset is read, not in the middle of a game.
 */
export function unreadableWinCondition<E extends object, C>(condition: Condition, ctx: EvalContext<E, C>): string | null {
  try {
    ctx.world.test(condition, ctx);
    return null;
  } catch (err) {
    if (!(err instanceof EvalError) && !(err instanceof RangeError)) throw err;
    const why = err instanceof EvalError ? `cannot be evaluated: ${err.message}` : 'calls a formula that calls itself without end';
    return `\`win when ${printCondition(condition)}\` (line ${condition.range.start.line}) ${why}`;
  }
}
