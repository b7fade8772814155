/**
 * The value of a formula that needs no game state (`60`, `25%`, `2 * 3`, `floor(7 / 2)`), or undefined
 * when it reads anything (a stat, a parameter, a named formula) or cannot be computed (a division by
 * zero). Exports use it to put plain numbers on the card face; the engine evaluates everything else.
 */
import type { Expr } from '../dsl/ast';
import { arityAllows, BUILTIN_IMPLEMENTATIONS, isBuiltin } from '../dsl/builtins';

export function constantValue(expr: Expr): number | undefined {
  const value = fold(expr);
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

function fold(expr: Expr): number | undefined {
  switch (expr.kind) {
    case 'Number':
      return expr.value;
    case 'Percent':
      return expr.value / 100;
    case 'Unary': {
      const operand = fold(expr.operand);
      return operand === undefined ? undefined : -operand;
    }
    case 'Binary': {
      const left = fold(expr.left);
      const right = fold(expr.right);
      if (left === undefined || right === undefined) return undefined;
      switch (expr.op) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return right === 0 ? undefined : left / right;
        case '^':
          return left ** right;
      }
      return undefined;
    }
    case 'Call': {
      const fn = expr.fn.text;
      if (!isBuiltin(fn) || !arityAllows(fn, expr.args.length)) return undefined;
      const args = expr.args.map(fold);
      return args.every((a): a is number => a !== undefined) ? BUILTIN_IMPLEMENTATIONS[fn](args) : undefined;
    }
    case 'Ref':
    case 'If':
      return undefined;
  }
}
