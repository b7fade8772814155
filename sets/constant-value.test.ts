import { describe, expect, it } from 'vitest';
import type { Expr, Name, Range } from '../dsl/ast';
import { constantValue } from './constant-value';

const range: Range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
const name = (text: string): Name => ({ kind: 'Name', text, range });
const num = (value: number): Expr => ({ kind: 'Number', value, range });
const bin = (op: '+' | '-' | '*' | '/' | '^', left: Expr, right: Expr): Expr => ({ kind: 'Binary', op, left, right, range });
const call = (fn: string, ...args: Expr[]): Expr => ({ kind: 'Call', fn: name(fn), args, range });
const ref = (...path: string[]): Expr => ({ kind: 'Ref', path: path.map(name), range });

describe('constantValue', () => {
  it('computes arithmetic on literals', () => {
    expect(constantValue(bin('+', num(2), bin('*', num(3), num(4))))).toBe(14);
    expect(constantValue(bin('^', num(2), num(10)))).toBe(1024);
    expect(constantValue({ kind: 'Unary', op: '-', operand: num(5), range })).toBe(-5);
    expect(constantValue({ kind: 'Percent', value: 25, range })).toBe(0.25);
  });

  it('applies the built-in functions', () => {
    expect(constantValue(call('floor', bin('/', num(7), num(2))))).toBe(3);
    expect(constantValue(call('ceil', num(3.2)))).toBe(4);
    expect(constantValue(call('max', num(1), num(9), num(4)))).toBe(9);
    expect(constantValue(call('min', num(1), num(9)))).toBe(1);
    expect(constantValue(call('abs', num(-3)))).toBe(3);
  });

  it('is undefined for anything that reads game state or cannot be computed', () => {
    expect(constantValue(ref('caster', 'INT'))).toBeUndefined();
    expect(constantValue(bin('*', num(2), ref('power')))).toBeUndefined();
    expect(constantValue(bin('/', num(1), num(0)))).toBeUndefined();
    expect(constantValue(call('max-hp', num(1)))).toBeUndefined();
    expect(constantValue(call('floor', num(1), num(2)))).toBeUndefined();
    expect(constantValue(call('toString'))).toBeUndefined();
    expect(constantValue(bin('^', num(10), num(400)))).toBeUndefined();
  });
});
