import type { Condition, Expr, FormulaDef } from '../../../dsl/ast';
import { BUILTIN_IMPLEMENTATIONS, isBuiltin } from '../../../dsl/builtins';
import type { PlayerId } from '../players';
import { formatNumber } from './format';
import { EvalError, normName, type Value } from './values';

/**
 * What formulas need from the game: properties of things, the ruleset's named formulas and settings,
 * and conditions (for `if … then … else`). `E` is the game's entity type, `C` what a calculation in
 * progress carries (who attacks and defends, say) for the game's own use.
 */
export interface FormulaWorld<E extends object, C = unknown> {
  property(value: Value<E>, name: string, ctx: EvalContext<E, C>): Value<E> | undefined;
  formula(name: string): FormulaDef | undefined;
  setting(name: string, ctx: EvalContext<E, C>): number | undefined;
  test(condition: Condition, ctx: EvalContext<E, C>): boolean;
  describe(value: Value<E>): string;
}

/**
 * Where a formula is evaluated. Names resolve in the order the AST documents: locals, card parameters,
 * the ruleset's formulas and settings, then properties of the implicit subject.
 */
export interface EvalContext<E extends object, C = unknown> {
  world: FormulaWorld<E, C>;
  /** Keys are normalised names (see `normName`). */
  locals: Record<string, Value<E>>;
  params: Record<string, number>;
  subject: E | null;
  controller: PlayerId;
  /** A calculation in progress, as the game describes it (read by the game's `property`). */
  calc?: C;
  /** Results of earlier steps of the same effect: `hit`, `crit` …, and of labelled steps (`bolt.damage`). */
  outcomes?: OutcomeTable;
}

export type OutcomeFields = Record<string, boolean | number | undefined>;

export interface OutcomeTable {
  last: OutcomeFields;
  labels: Record<string, OutcomeFields>;
}

function lineOf(expr: Expr): number {
  return expr.range.start.line;
}


function resolveHead<E extends object, C>(name: string, ctx: EvalContext<E, C>, line: number): Value<E> {
  const key = normName(name);
  const local = ctx.locals[key];
  if (local !== undefined) return local;
  const param = ctx.params[key];
  if (param !== undefined) return param;
  const def = ctx.world.formula(key);
  if (def && def.params.length === 0) return callFormula(def, [], ctx);
  const setting = ctx.world.setting(key, ctx);
  if (setting !== undefined) return setting;
  if (ctx.subject) {
    const stat = ctx.world.property(ctx.subject, name, ctx);
    if (stat !== undefined) return stat;
  }
  throw new EvalError(`unknown name "${name}"`, line);
}

function resolveRef<E extends object, C>(path: readonly { text: string }[], ctx: EvalContext<E, C>, line: number): Value<E> {
  const [head, ...rest] = path;
  if (!head) throw new EvalError('empty reference', line);
  const label = ctx.outcomes?.labels[normName(head.text)];
  if (label && rest.length === 1 && rest[0]) {
    const field = label[normName(rest[0].text)];
    if (field === undefined) throw new EvalError(`step "${head.text}" has no result "${rest[0].text}"`, line);
    return field;
  }
  let value = resolveHead(head.text, ctx, line);
  for (const part of rest) {
    const next = ctx.world.property(value, part.text, ctx);
    if (next === undefined) throw new EvalError(`${ctx.world.describe(value)} has no property "${part.text}"`, line);
    value = next;
  }
  return value;
}

export function toNumber<E extends object>(value: Value<E>, what: string, line?: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new EvalError(`${what} is not a number`, line);
}

/** Evaluates a ruleset formula with arguments bound to its parameters (same subject and card). */
export function callFormula<E extends object, C>(def: FormulaDef, args: Value<E>[], ctx: EvalContext<E, C>): Value<E> {
  const locals: Record<string, Value<E>> = { ...ctx.locals };
  def.params.forEach((p, i) => {
    const v = args[i];
    if (v !== undefined) locals[normName(p.text)] = v;
  });
  return evaluate(def.body, { ...ctx, locals });
}

export function evaluate<E extends object, C>(expr: Expr, ctx: EvalContext<E, C>): Value<E> {
  switch (expr.kind) {
    case 'Number':
      return expr.value;
    case 'Percent':
      return expr.value / 100;
    case 'Ref':
      return resolveRef(expr.path, ctx, lineOf(expr));
    case 'Unary':
      return -toNumber(evaluate(expr.operand, ctx), 'operand of -', lineOf(expr));
    case 'Binary': {
      const l = toNumber(evaluate(expr.left, ctx), 'left side', lineOf(expr));
      const r = toNumber(evaluate(expr.right, ctx), 'right side', lineOf(expr));
      switch (expr.op) {
        case '+':
          return l + r;
        case '-':
          return l - r;
        case '*':
          return l * r;
        case '/':
          return l / r;
        case '^':
          return l ** r;
      }
      break;
    }
    case 'Call': {
      const fn = normName(expr.fn.text);
      if (isBuiltin(fn)) return BUILTIN_IMPLEMENTATIONS[fn](expr.args.map((a) => toNumber(evaluate(a, ctx), `argument of ${fn}`, lineOf(expr))));
      const def = ctx.world.formula(fn);
      if (!def) throw new EvalError(`unknown formula "${expr.fn.text}"`, lineOf(expr));
      return callFormula(
        def,
        expr.args.map((a) => evaluate(a, ctx)),
        ctx,
      );
    }
    case 'If':
      return ctx.world.test(expr.condition, ctx) ? evaluate(expr.then, ctx) : evaluate(expr.else, ctx);
  }
  throw new EvalError('unknown expression', lineOf(expr));
}

export function evalNumber<E extends object, C>(expr: Expr, ctx: EvalContext<E, C>): number {
  return toNumber(evaluate(expr, ctx), 'formula', lineOf(expr));
}

// ---------------------------------------------------------------------------------------------------
// Explanations: the written formula with values substituted, like the play example's worked lines.
// ---------------------------------------------------------------------------------------------------

const PREC: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 4 };

function precOf(expr: Expr): number {
  if (expr.kind === 'Binary') return PREC[expr.op] ?? 0;
  if (expr.kind === 'Unary') return 3;
  if (expr.kind === 'If') return 0;
  return 5;
}

function show<E extends object, C>(value: Value<E>, ctx: EvalContext<E, C>): string {
  if (typeof value === 'number') return formatNumber(value);
  return ctx.world.describe(value);
}

/**
 * Renders `expr` with every name replaced by its value. With `reduceCalls`, a function call whose
 * arguments are not plain values shows its evaluated arguments instead (`floor(6.0375)`).
 */
function render<E extends object, C>(expr: Expr, ctx: EvalContext<E, C>, reduceCalls: boolean): string {
  switch (expr.kind) {
    case 'Number':
      return formatNumber(expr.value);
    case 'Percent':
      return `${formatNumber(expr.value)}%`;
    case 'Ref':
      return show(resolveRef(expr.path, ctx, lineOf(expr)), ctx);
    case 'Unary': {
      const inner = render(expr.operand, ctx, reduceCalls);
      return precOf(expr.operand) < 3 ? `-(${inner})` : `-${inner}`;
    }
    case 'Binary': {
      const p = PREC[expr.op] ?? 0;
      const lp = precOf(expr.left);
      const rp = precOf(expr.right);
      const leftNeeds = expr.op === '^' ? lp <= p : lp < p;
      // Operators associate to the left, so a right operand of the same precedence was parenthesised in the source.
      const rightNeeds = expr.op === '^' ? rp < p : rp <= p;
      const l = render(expr.left, ctx, reduceCalls);
      const r = render(expr.right, ctx, reduceCalls);
      return `${leftNeeds ? `(${l})` : l} ${expr.op} ${rightNeeds ? `(${r})` : r}`;
    }
    case 'Call': {
      const args = expr.args.map((a) => (reduceCalls ? show(evaluate(a, ctx), ctx) : render(a, ctx, reduceCalls)));
      return `${expr.fn.text}(${args.join(', ')})`;
    }
    case 'If':
      return ctx.world.test(expr.condition, ctx) ? render(expr.then, ctx, reduceCalls) : render(expr.else, ctx, reduceCalls);
  }
  return '?';
}

function hasCompoundCall(expr: Expr): boolean {
  switch (expr.kind) {
    case 'Call':
      return expr.args.some((a) => a.kind !== 'Number' && a.kind !== 'Percent') || expr.args.some(hasCompoundCall);
    case 'Binary':
      return hasCompoundCall(expr.left) || hasCompoundCall(expr.right);
    case 'Unary':
      return hasCompoundCall(expr.operand);
    case 'If':
      return hasCompoundCall(expr.then) || hasCompoundCall(expr.else);
    default:
      return false;
  }
}

export interface Explained<E extends object> {
  value: Value<E>;
  /** `85 + 14 / 10 = 86.4` (with `suffix` after the result). */
  text: string;
}

/** Evaluates and explains: `substituted [= reduced] = value`. With `enabled` false, only evaluates. */
export function explain<E extends object, C>(expr: Expr, ctx: EvalContext<E, C>, suffix = '', enabled = true): Explained<E> {
  const value = evaluate(expr, ctx);
  if (!enabled) return { value, text: '' };
  const parts = [render(expr, ctx, false)];
  if (hasCompoundCall(expr)) parts.push(render(expr, ctx, true));
  const result = `${show(value, ctx)}${suffix}`;
  if (parts[parts.length - 1] !== result) parts.push(result);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return { value, text: unique.join(' = ') };
}
