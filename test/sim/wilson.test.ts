import { describe, expect, it } from 'vitest';
import { wilson } from '../../engine/sim/wilson';

// Reference values of the 95% Wilson score interval (z = 1.96), computed by hand from
// (p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n).
describe('wilson', () => {
  it('matches hand-computed intervals', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const big = wilson(8000, 10000);
    expect(big.low).toBeCloseTo(0.7920, 3);
    expect(big.high).toBeCloseTo(0.8077, 3);
    expect(wilson(10, 10).high).toBe(1);
  });

  it('says nothing without trials', () => {
    expect(wilson(0, 0)).toEqual({ successes: 0, trials: 0, rate: 0, low: 0, high: 1 });
  });
});
