import { describe, expect, it } from 'vitest';
import { seatsFor } from './series';

describe('seats of headless games', () => {
  const options = { ai: { A: 'greedy', B: 'random' } as const, swapSides: true };

  it('swaps seats on odd games only', () => {
    expect(seatsFor(options, 0)).toEqual({ A: 'greedy', B: 'random' });
    expect(seatsFor(options, 1)).toEqual({ A: 'random', B: 'greedy' });
    expect(seatsFor({ ...options, swapSides: false }, 1)).toEqual({ A: 'greedy', B: 'random' });
  });
});
