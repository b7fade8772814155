/**
 * Requirements that can never hold: bounds on the same value that exclude each other
 * (`level >= 10 and level < 5`, L0302) or that leave the value's possible range (`level > 20` when the
 * maximum level is 20, L0301).
 */
import type { CompareOp, Condition, Expr } from '../ast';
import type { Checker } from './checker';

interface Bound {
  lo: number;
  hi: number;
}

/** Whole-number properties and their possible range. */
function domain(c: Checker, property: string): Bound | undefined {
  if (property === 'level') {
    const start = c.info.settings.get('start-level');
    return { lo: start?.kind === 'Number' ? start.value : c.info.minLevel, hi: c.info.maxLevel };
  }
  if (property === 'tier' && c.info.maxTier > 0) return { lo: 1, hi: c.info.maxTier };
  return undefined;
}

function pathOf(e: Expr): string | undefined {
  return e.kind === 'Ref' ? e.path.map((n) => n.text).join('.') : undefined;
}

const flipped: Record<CompareOp, CompareOp> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=', '!=': '!=' };

export function checkRequirementBounds(c: Checker, cond: Condition): void {
  const items = cond.kind === 'And' ? cond.items : [cond];
  const bounds = new Map<string, Bound>();
  for (const item of items) {
    if (item.kind !== 'Compare') continue;
    let path = pathOf(item.left);
    let op = item.op;
    let value = item.right.kind === 'Number' ? item.right.value : undefined;
    if (path === undefined || value === undefined) {
      path = pathOf(item.right);
      op = flipped[item.op];
      value = item.left.kind === 'Number' ? item.left.value : undefined;
    }
    if (path === undefined || value === undefined || op === '!=') continue;
    const integral = domain(c, path.split('.').pop() ?? '') !== undefined;
    const step = integral ? 1 : 1e-9;
    const b = bounds.get(path) ?? { lo: -Infinity, hi: Infinity };
    if (op === '<') b.hi = Math.min(b.hi, value - step);
    if (op === '<=') b.hi = Math.min(b.hi, value);
    if (op === '>') b.lo = Math.max(b.lo, value + step);
    if (op === '>=') b.lo = Math.max(b.lo, value);
    if (op === '=') {
      b.lo = Math.max(b.lo, value);
      b.hi = Math.min(b.hi, value);
    }
    bounds.set(path, b);
  }
  for (const [path, b] of bounds) {
    if (b.lo > b.hi) {
      c.report('L0302', `No value of \`${path}\` satisfies all of these conditions at once`, cond.range);
      continue;
    }
    const d = domain(c, path.split('.').pop() ?? '');
    if (d && (b.lo > d.hi || b.hi < d.lo)) {
      c.report('L0301', `\`${path}\` is always between ${d.lo} and ${d.hi}, so this never holds`, cond.range);
    }
  }
}
