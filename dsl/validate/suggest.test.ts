import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, ignoring case', () => {
    // kitten → sitten (k→s) → sittin (e→i) → sitting (+g): 3 edits.
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('Dash', 'dash')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('with a cap, answers cap + 1 for anything farther and the exact distance within it', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'abcxef', 1)).toBe(1);
  });
});

describe('closest', () => {
  it('finds the nearest candidate within a third of the word, ties going to the first in alphabetical order', () => {
    expect(closest('Clay Golm', ['Clay Giant', 'Clay Golem', 'Sea Serpent'])).toBe('Clay Golem');
    // "cat" is one edit from both "bat" and "car" (limit 1): "bat" sorts first, whatever the order given.
    expect(closest('cat', ['car', 'bat'])).toBe('bat');
    expect(closest('cat', ['bat', 'car'])).toBe('bat');
    expect(closest('cat', ['dog', 'horse'])).toBeUndefined();
  });
});
