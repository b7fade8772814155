import { describe, expect, it } from 'vitest';
import { arityAllows, BUILTIN_IMPLEMENTATIONS, BUILTIN_NAMES, BUILTINS, builtinNamed, isBuiltin } from './builtins';

describe('built-in functions', () => {
  it('are floor, ceil, round, min, max and abs, each with an arity and a one-line description', () => {
    expect(BUILTIN_NAMES).toEqual(['floor', 'ceil', 'round', 'min', 'max', 'abs']);
    for (const b of BUILTINS) {
      expect(b.description, b.name).toMatch(/^[^\n]{10,80}$/);
      expect(b.arity.min).toBeGreaterThanOrEqual(1);
      expect(b.arity.max).toBeGreaterThanOrEqual(b.arity.min);
    }
  });

  it('compute what their names say', () => {
    const { floor, ceil, round, min, max, abs } = BUILTIN_IMPLEMENTATIONS;
    expect([floor([2.7]), floor([-2.1]), ceil([2.1]), ceil([-2.7])]).toEqual([2, -3, 3, -2]);
    // Math.round rounds halves towards +∞: 2.5 → 3, -2.5 → -2.
    expect([round([2.5]), round([-2.5]), round([2.49])]).toEqual([3, -2, 2]);
    expect([min([3, 1, 2]), max([3, 1, 2]), min([7]), max([-7])]).toEqual([1, 3, 7, -7]);
    expect([abs([-4]), abs([4]), abs([0])]).toEqual([4, 4, 0]);
  });

  it('take one argument, except min and max which take one or more', () => {
    for (const fn of ['floor', 'ceil', 'round', 'abs'] as const) {
      expect([arityAllows(fn, 0), arityAllows(fn, 1), arityAllows(fn, 2)], fn).toEqual([false, true, false]);
    }
    for (const fn of ['min', 'max'] as const) {
      expect([arityAllows(fn, 0), arityAllows(fn, 1), arityAllows(fn, 5)], fn).toEqual([false, true, true]);
    }
  });

  it('are looked up by their exact name only', () => {
    expect(isBuiltin('floor')).toBe(true);
    expect(isBuiltin('Floor')).toBe(false);
    expect(isBuiltin('sqrt')).toBe(false);
    expect(isBuiltin('constructor')).toBe(false);
    expect(builtinNamed('max')?.arity).toEqual({ min: 1, max: Infinity });
    expect(builtinNamed('toString')).toBeUndefined();
  });
});
