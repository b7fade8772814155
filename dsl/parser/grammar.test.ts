import { expect, it } from 'vitest';
import { SmithParser } from './smith-parser';

it('passes Chevrotain grammar validation (no left recursion, no duplicate positions)', () => {
  expect(() => new SmithParser(true)).not.toThrow();
});
