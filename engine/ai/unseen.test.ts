import { describe, expect, it } from 'vitest';
import { unseenCards } from './unseen';

describe('unseenCards', () => {
  it('is the decklist minus the cards seen, as a sorted multiset', () => {
    // Decklist b, a, a, c, a; seen: one a and the c → a, a, b.
    expect(unseenCards(['b', 'a', 'a', 'c', 'a'], ['a', 'c'])).toEqual(['a', 'a', 'b']);
    expect(unseenCards(['x'], [])).toEqual(['x']);
    expect(unseenCards(['x'], ['x'])).toEqual([]);
  });
});
