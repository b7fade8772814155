import type { CompareOp, Condition, EntityKind, Filter, Owner, Selector } from '../../../dsl/ast';
import { evaluate, toNumber, type EvalContext, type FormulaWorld } from './expr';
import { EvalError, normName, sameValue, type Value } from './values';

/** What conditions need beyond formulas: picking things by selector and testing filters. */
export interface SelectionWorld<E extends object, C = unknown> extends FormulaWorld<E, C> {
  select(selector: Selector, ctx: EvalContext<E, C>): E[];
  matches(entity: E, filter: Filter, ctx: EvalContext<E, C>): boolean;
  /** Is the thing `owner`'s (`you`, `opponent`, `any`), seen from the context's controller? */
  ownedBy(entity: E, owner: Owner, ctx: EvalContext<E, C>): boolean;
  /** Is the thing of this kind (as the game names its kinds)? */
  isKind(entity: E, kind: EntityKind): boolean;
  /** The outcome of an earlier step (`hit`, `crit`, `destroyed` …), optionally of a labelled step. */
  outcome(name: string, label: string | undefined, ctx: EvalContext<E, C>): boolean;
}

export function compare<E extends object>(op: CompareOp, l: Value<E>, r: Value<E>, line?: number): boolean {
  if (op === '=' || op === '!=') {
    const equal = typeof l === 'string' || typeof r === 'string' ? normName(String(l)) === normName(String(r)) : sameValue(l, r);
    return op === '=' ? equal : !equal;
  }
  const a = toNumber(l, 'left side of comparison', line);
  const b = toNumber(r, 'right side of comparison', line);
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

/** A bare word on one side of `=` (`event.reason = defeat`) is a symbol when it names nothing. */
function sideValue<E extends object, C>(expr: Parameters<typeof evaluate>[0], ctx: EvalContext<E, C>): Value<E> {
  try {
    return evaluate(expr, ctx);
  } catch (e) {
    if (e instanceof EvalError && expr.kind === 'Ref' && expr.path.length === 1 && expr.path[0]) return expr.path[0].text;
    throw e;
  }
}

export function testCondition<E extends object, C>(cond: Condition, ctx: EvalContext<E, C>, world: SelectionWorld<E, C>): boolean {
  switch (cond.kind) {
    case 'Compare': {
      const l = sideValue(cond.left, ctx);
      const r = sideValue(cond.right, ctx);
      return compare(cond.op, l, r, cond.range.start.line);
    }
    case 'And':
      return cond.items.every((c) => testCondition(c, ctx, world));
    case 'Or':
      return cond.items.some((c) => testCondition(c, ctx, world));
    case 'Not':
      return !testCondition(cond.item, ctx, world);
    case 'Is': {
      const subject = evaluate(cond.subject, ctx);
      const items = Array.isArray(subject) ? subject : [subject];
      // `event.x is your <kind>`: the descriptor's owner word and noun, when the parser records them.
      const described = cond as typeof cond & { owner?: Owner; entity?: EntityKind };
      return items.every(
        (s) =>
          s !== null &&
          typeof s === 'object' &&
          (!described.owner || world.ownedBy(s as E, described.owner, ctx)) &&
          (!described.entity || world.isKind(s as E, described.entity)) &&
          cond.filters.every((f) => world.matches(s as E, f, ctx)),
      );
    }
    case 'Exists': {
      const found = world.select(cond.selector, ctx).length;
      if (!cond.count) return found >= 1;
      return compare(cond.count.op, found, toNumber(evaluate(cond.count.value, ctx), 'count'));
    }
    case 'Outcome':
      return world.outcome(cond.outcome.text, cond.label?.text, ctx);
  }
}

/**
 * A condition of comparisons only (joined by and, or, not), for games whose formulas and conditions
 * compare numbers and name no things to select; any other kind of condition is refused with `refusal`.
 */
export function testComparisons<E extends object, C>(cond: Condition, ctx: EvalContext<E, C>, refusal: string): boolean {
  switch (cond.kind) {
    case 'Compare':
      return compare(cond.op, evaluate(cond.left, ctx), evaluate(cond.right, ctx), cond.range.start.line);
    case 'And':
      return cond.items.every((c) => testComparisons(c, ctx, refusal));
    case 'Or':
      return cond.items.some((c) => testComparisons(c, ctx, refusal));
    case 'Not':
      return !testComparisons(cond.item, ctx, refusal);
    default:
      throw new EvalError(refusal, cond.range.start.line);
  }
}
