import { createTokenInstance } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import * as T from '../tokens';
import { errorMessages, expectedWhereFound, showToken } from './messages';

const brace = createTokenInstance(T.RBrace, '}', 40, 40, 3, 3, 1, 1);
const word = createTokenInstance(T.Ident, 'cards', 10, 14, 2, 2, 5, 9);

describe('expectedWhereFound reads back what the provider said was expected', () => {
  it('of a mismatch: "Expected X but found `}`"', () => {
    const message = errorMessages.buildMismatchTokenMessage({ expected: T.NumberLit, actual: brace, previous: word, ruleName: 'damageSpec' });
    expect(expectedWhereFound(message, showToken(brace))).toBe('a number');
  });

  it('of a rule with no path that fits: "Unexpected `}` in a rule; expected X or Y"', () => {
    const message = errorMessages.buildNoViableAltMessage({ expectedPathsPerAlt: [[[T.NumberLit]], [[T.PercentLit]]], actual: [brace], previous: word, customUserDescription: undefined, ruleName: 'damageSpec' });
    expect(expectedWhereFound(message, showToken(brace))).toBe('a number or a percentage');
  });

  it('of nothing else: another token found, or a message of another shape', () => {
    const message = errorMessages.buildMismatchTokenMessage({ expected: T.NumberLit, actual: word, previous: word, ruleName: 'damageSpec' });
    expect(expectedWhereFound(message, showToken(brace))).toBeUndefined();
    expect(expectedWhereFound('Unexpected `}`: expected an effect step such as `attack`, or `}` to end the block', showToken(brace))).toBeUndefined();
  });
});
