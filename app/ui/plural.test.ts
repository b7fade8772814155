import { describe, expect, it } from 'vitest';
import { nounFor, plural } from './plural';

describe('plural', () => {
  it('one is singular; zero and more are plural', () => {
    expect(plural(1, 'error')).toBe('1 error');
    expect(plural(0, 'error')).toBe('0 errors');
    expect(plural(2, 'card')).toBe('2 cards');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'copy', 'copies')).toBe('1 copy');
    expect(plural(3, 'copy', 'copies')).toBe('3 copies');
  });

  it('groups thousands the same everywhere (server and browser render alike)', () => {
    expect(plural(1200, 'game')).toBe('1,200 games');
  });

  it('nounFor gives the word alone', () => {
    expect(nounFor(1, 'problem')).toBe('problem');
    expect(nounFor(5, 'problem')).toBe('problems');
  });
});
