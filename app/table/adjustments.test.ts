import { describe, expect, it } from 'vitest';
import { applyAdjustment, decimalsOf, parseAdjustment, roundHalfAwayFromZero } from './adjustments';

describe('adjustments', () => {
  it('reads percentages, additions and settings as typed', () => {
    expect(parseAdjustment('+10%')).toEqual({ ok: true, adjustment: { kind: 'percent', amount: 10 } });
    expect(parseAdjustment(' - 15 % ')).toEqual({ ok: true, adjustment: { kind: 'percent', amount: -15 } });
    expect(parseAdjustment('+3')).toEqual({ ok: true, adjustment: { kind: 'add', amount: 3 } });
    expect(parseAdjustment('−2')).toEqual({ ok: true, adjustment: { kind: 'add', amount: -2 } });
    expect(parseAdjustment('=7')).toEqual({ ok: true, adjustment: { kind: 'set', value: 7 } });
    expect(parseAdjustment('7.5')).toEqual({ ok: true, adjustment: { kind: 'set', value: 7.5 } });
    expect(parseAdjustment('10%')).toMatchObject({ ok: false });
    expect(parseAdjustment('lots')).toMatchObject({ ok: false });
  });

  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(16.5, 0)).toBe(17);
    expect(roundHalfAwayFromZero(-16.5, 0)).toBe(-17);
    expect(roundHalfAwayFromZero(13.2, 0)).toBe(13);
    expect(roundHalfAwayFromZero(-13.2, 0)).toBe(-13);
    expect(roundHalfAwayFromZero(1.65, 1)).toBe(1.7);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
  });

  it('a percentage keeps a whole number whole, and a literal its own decimals', () => {
    // By hand: 12 × 1.1 = 13.2 → 13; 15 × 1.1 = 16.5 → 17; 9 × 0.9 = 8.1 → 8; 5 × 0.9 = 4.5 → 5 (away from zero).
    expect(applyAdjustment(12, { kind: 'percent', amount: 10 })).toBe(13);
    expect(applyAdjustment(15, { kind: 'percent', amount: 10 })).toBe(17);
    expect(applyAdjustment(9, { kind: 'percent', amount: -10 })).toBe(8);
    expect(applyAdjustment(5, { kind: 'percent', amount: -10 })).toBe(5);
    // −15 × 1.1 = −16.5 → −17; 1.5 × 1.1 = 1.65 → 1.7; 2.25 × 1.1 = 2.475 → 2.48.
    expect(applyAdjustment(-15, { kind: 'percent', amount: 10 })).toBe(-17);
    expect(applyAdjustment(1.5, { kind: 'percent', amount: 10 })).toBe(1.7);
    expect(applyAdjustment(2.25, { kind: 'percent', amount: 10 })).toBe(2.48);
  });

  it('adding and setting are exact', () => {
    expect(applyAdjustment(0.1, { kind: 'add', amount: 0.2 })).toBe(0.3);
    expect(applyAdjustment(12, { kind: 'add', amount: -3 })).toBe(9);
    expect(applyAdjustment(12, { kind: 'set', value: 4 })).toBe(4);
  });

  it('counts decimals as the formatter prints them', () => {
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(1.5)).toBe(1);
    expect(decimalsOf(0.125)).toBe(3);
  });
});
