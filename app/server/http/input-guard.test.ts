import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, unsafeInputProblem } from './input-guard';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { inner: value };
  return value;
}

describe('the API input guard', () => {
  it('accepts ordinary inputs, nothing at all, and nesting up to the limit', () => {
    expect(unsafeInputProblem(undefined)).toBeUndefined();
    expect(unsafeInputProblem({ id: 'blast-bolt', cards: [{ cardId: 'a', version: 2 }], flag: true, none: null })).toBeUndefined();
    // A string leaf sits one level below the innermost container: MAX_INPUT_DEPTH containers are fine.
    expect(unsafeInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
  });

  it('refuses a NUL character in any string value or key, however deep', () => {
    expect(unsafeInputProblem('a\u0000b')).toMatch(/NUL character/);
    expect(unsafeInputProblem({ id: 'ok', deep: [{ name: ['fine', 'x\u0000'] }] })).toMatch(/NUL character/);
    expect(unsafeInputProblem({ ['key\u0000']: 1 })).toMatch(/key in the input contains a NUL/);
  });

  it('refuses nesting past the limit without recursing (100,000 levels)', () => {
    expect(unsafeInputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatch(/nested more than 32 levels/);
    expect(unsafeInputProblem(nested(100_000))).toMatch(/nested more than/);
  });
});
