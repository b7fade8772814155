/**
 * The functions every formula can call (`floor(power / 2)`, `max(1, STR - DEF)`): the one list the AST
 * type, the validator (names and argument counts), completion, the constant folder of exports and the
 * engine's evaluator all read. Adding a function here without an implementation in `BUILTIN_IMPLEMENTATIONS`
 * (and a bound in the validator's interval table) is a type error.
 */

export interface BuiltinSpec {
  name: string;
  /** How many arguments it takes; `max` is Infinity for "any number". */
  arity: { min: number; max: number };
  /** One line for completion and documentation. */
  description: string;
}

export const BUILTINS = [
  { name: 'floor', arity: { min: 1, max: 1 }, description: 'rounds down to a whole number' },
  { name: 'ceil', arity: { min: 1, max: 1 }, description: 'rounds up to a whole number' },
  { name: 'round', arity: { min: 1, max: 1 }, description: 'rounds to the nearest whole number (halves up)' },
  { name: 'min', arity: { min: 1, max: Infinity }, description: 'the smallest of its arguments' },
  { name: 'max', arity: { min: 1, max: Infinity }, description: 'the largest of its arguments' },
  { name: 'abs', arity: { min: 1, max: 1 }, description: 'the value without its sign' },
] as const satisfies readonly BuiltinSpec[];

export type BuiltinFn = (typeof BUILTINS)[number]['name'];

export const BUILTIN_NAMES: readonly BuiltinFn[] = BUILTINS.map((b) => b.name);

const byName = new Map<string, BuiltinSpec & { name: BuiltinFn }>(BUILTINS.map((b) => [b.name, b]));

/** The built-in function called `name` (exactly as written), if there is one. */
export function builtinNamed(name: string): (BuiltinSpec & { name: BuiltinFn }) | undefined {
  return byName.get(name);
}

export function isBuiltin(name: string): name is BuiltinFn {
  return byName.has(name);
}

/**
 * What each function computes, given arguments whose count its arity allows (the validator reports any
 * other count before anything evaluates it).
 */
export const BUILTIN_IMPLEMENTATIONS: { readonly [F in BuiltinFn]: (args: readonly number[]) => number } = {
  floor: ([a = Number.NaN]) => Math.floor(a),
  ceil: ([a = Number.NaN]) => Math.ceil(a),
  round: ([a = Number.NaN]) => Math.round(a),
  min: (args) => Math.min(...args),
  max: (args) => Math.max(...args),
  abs: ([a = Number.NaN]) => Math.abs(a),
};

/** Whether `count` arguments are allowed for `fn`. */
export function arityAllows(fn: BuiltinFn, count: number): boolean {
  const { min, max } = byName.get(fn)?.arity ?? { min: 0, max: Infinity };
  return count >= min && count <= max;
}
