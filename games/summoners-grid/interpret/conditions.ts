import type { CompareOp, Condition, EntityKind, Filter, Owner, Selector } from '../../../dsl/ast';
import { evaluate, toNumber, type EvalContext, type FormulaWorld } from './expr';
import { EvalError, normName, sameValue, type EntityRef, type Value } from './values';

/** What conditions need beyond formulas: picking things by selector and testing filters. */
export interface SelectionWorld extends FormulaWorld {
  select(selector: Selector, ctx: EvalContext): EntityRef[];
  matches(entity: EntityRef, filter: Filter, ctx: EvalContext): boolean;
  /** Is the thing `owner`'s (`you`, `opponent`, `any`), seen from the context's controller? */
  ownedBy(entity: EntityRef, owner: Owner, ctx: EvalContext): boolean;
  /** Is the thing of this kind (a summon, a space, a card …)? */
  isKind(entity: EntityRef, kind: EntityKind): boolean;
  /** The outcome of an earlier step (`hit`, `crit`, `destroyed` …), optionally of a labelled step. */
  outcome(name: string, label: string | undefined, ctx: EvalContext): boolean;
}

export function compare(op: CompareOp, l: Value, r: Value, line?: number): boolean {
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
function sideValue(expr: Parameters<typeof evaluate>[0], ctx: EvalContext): Value {
  try {
    return evaluate(expr, ctx);
  } catch (e) {
    if (e instanceof EvalError && expr.kind === 'Ref' && expr.path.length === 1 && expr.path[0]) return expr.path[0].text;
    throw e;
  }
}

export function testCondition(cond: Condition, ctx: EvalContext, world: SelectionWorld): boolean {
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
      // `event.unit is your summon`: the descriptor's owner word and noun, when the parser records them.
      const described = cond as typeof cond & { owner?: Owner; entity?: EntityKind };
      return items.every(
        (s) =>
          s !== null &&
          typeof s === 'object' &&
          (!described.owner || world.ownedBy(s as EntityRef, described.owner, ctx)) &&
          (!described.entity || world.isKind(s as EntityRef, described.entity)) &&
          cond.filters.every((f) => world.matches(s as EntityRef, f, ctx)),
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
