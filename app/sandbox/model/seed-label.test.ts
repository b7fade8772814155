import { describe, expect, it } from 'vitest';
import { seedLabel } from './seed-label';

describe('seedLabel', () => {
  it("names the seed in the designer's view and hides it in either player's", () => {
    expect(seedLabel(4242, 'all')).toBe('seed 4242');
    for (const player of ['A', 'B']) expect(seedLabel(4242, player)).not.toContain('4242');
  });
});
