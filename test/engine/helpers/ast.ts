/**
 * Tiny AST builders for engine tests written before (and independent of) the DSL parser: a formula
 * string parser for expressions, and constructors for declarations. Not a DSL: just enough to hand-build
 * the nodes of dsl/ast.ts concisely.
 */
import type { CompareOp, Condition, Expr, FormulaDef, Name, Range, Setting, StatModifier, StatValue, GrowthValue } from '../../../dsl/ast';

export const R: Range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

export function name(text: string): Name {
  return { kind: 'Name', text, range: R };
}

type Tok = { t: 'num'; v: number } | { t: 'pct'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string };

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) {
      i += num[0].length;
      if (src[i] === '%') {
        i++;
        out.push({ t: 'pct', v: Number(num[0]) });
      } else out.push({ t: 'num', v: Number(num[0]) });
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*/.exec(src.slice(i));
    if (id) {
      i += id[0].length;
      out.push({ t: 'id', v: id[0] });
      continue;
    }
    const two = src.slice(i, i + 2);
    if (['<=', '>=', '!='].includes(two)) {
      out.push({ t: 'op', v: two });
      i += 2;
      continue;
    }
    out.push({ t: 'op', v: c });
    i++;
  }
  return out;
}

/** Parses `accuracy + caster.ACC / 10`, `floor(END ^ 1.5)`, `if tier >= 2 then 2 else 1`. */
export function expr(src: string): Expr {
  const toks = lex(src);
  let p = 0;
  const peek = () => toks[p];
  const take = () => toks[p++] as Tok;
  const isOp = (v: string) => {
    const t = peek();
    return !!t && t.t === 'op' && t.v === v;
  };
  const isId = (v: string) => {
    const t = peek();
    return !!t && t.t === 'id' && t.v === v;
  };
  function primary(): Expr {
    const t = take();
    if (t.t === 'num') return { kind: 'Number', value: t.v, range: R };
    if (t.t === 'pct') return { kind: 'Percent', value: t.v, range: R };
    if (t.t === 'op' && t.v === '(') {
      const e = additive();
      take();
      return e;
    }
    if (t.t === 'op' && t.v === '-') return { kind: 'Unary', op: '-', operand: power(), range: R };
    if (t.t === 'id' && t.v === 'if') {
      const condition = cond();
      take(); // then
      const then = additive();
      take(); // else
      return { kind: 'If', condition, then, else: additive(), range: R };
    }
    if (t.t === 'id') {
      if (isOp('(')) {
        take();
        const args: Expr[] = [];
        while (!isOp(')')) {
          args.push(additive());
          if (isOp(',')) take();
        }
        take();
        return { kind: 'Call', fn: name(t.v), args, range: R };
      }
      const path = [name(t.v)];
      while (isOp('.')) {
        take();
        path.push(name((take() as { v: string }).v as string));
      }
      return { kind: 'Ref', path, range: R };
    }
    throw new Error(`unexpected token ${JSON.stringify(t)} in ${src}`);
  }
  function power(): Expr {
    const left = primary();
    if (isOp('^')) {
      take();
      return { kind: 'Binary', op: '^', left, right: power(), range: R };
    }
    return left;
  }
  function term(): Expr {
    let left = power();
    while (isOp('*') || isOp('/')) {
      const op = take().v as '*' | '/';
      left = { kind: 'Binary', op, left, right: power(), range: R };
    }
    return left;
  }
  function additive(): Expr {
    let left = term();
    while (isOp('+') || isOp('-')) {
      const op = take().v as '+' | '-';
      left = { kind: 'Binary', op, left, right: term(), range: R };
    }
    return left;
  }
  function cond(): Condition {
    const left = additive();
    const op = take().v as CompareOp;
    return { kind: 'Compare', op, left, right: additive(), range: R };
  }
  const e = additive();
  if (isId('___')) throw new Error('unreachable');
  if (p !== toks.length) throw new Error(`trailing input in ${src}`);
  return e;
}

export function condition(src: string): Condition {
  const m = /^(.*?)(<=|>=|!=|<|>|=)(.*)$/.exec(src);
  if (!m) throw new Error(`not a comparison: ${src}`);
  return { kind: 'Compare', op: m[2] as CompareOp, left: expr(m[1] as string), right: expr(m[3] as string), range: R };
}

export function formula(text: string): FormulaDef {
  const m = /^\s*([A-Za-z][\w-]*)\s*(?:\(([^)]*)\))?\s*=\s*(.*)$/.exec(text);
  if (!m) throw new Error(`not a formula: ${text}`);
  const params = (m[2] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(name);
  return { kind: 'FormulaDef', name: name(m[1] as string), params, body: expr(m[3] as string), range: R };
}

export function setting(n: string, value: number): Setting {
  return { kind: 'Setting', name: name(n), value: { kind: 'Number', value, range: R }, range: R };
}

export function stats(values: Record<string, number>): StatValue[] {
  return Object.entries(values).map(([stat, value]) => ({ kind: 'StatValue', stat: name(stat), value, range: R }));
}

export function growth(values: Record<string, number | string>): GrowthValue[] {
  return Object.entries(values).map(([stat, g]) => ({ kind: 'GrowthValue', stat: name(stat), growth: name(String(g)), range: R }));
}

export function mods(values: Record<string, number>, op: StatModifier['op'] = 'mul'): StatModifier[] {
  return Object.entries(values).map(([stat, value]) => ({ kind: 'StatModifier', stat: name(stat), op, value, range: R }));
}
