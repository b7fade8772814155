import { describe, expect, it } from 'vitest';
import { inOrder, parseOrder, parseRange } from './draws';

describe('the scripted draws panel’s input', () => {
  it('reads a shuffle order: each index once, separated by commas or spaces', () => {
    expect(parseOrder('2, 0, 1')).toEqual({ ok: true, draw: { kind: 'shuffle', order: [2, 0, 1] } });
    expect(parseOrder('1 0')).toEqual({ ok: true, draw: { kind: 'shuffle', order: [1, 0] } });
    expect(parseOrder('0, 0, 1')).toEqual({ ok: false, reason: 'an order of 3 cards names each index 0–2 once; 2 is missing' });
    expect(parseOrder('0, 3')).toEqual({ ok: false, reason: 'an order of 2 cards names each index 0–1 once; 1 is missing' });
    expect(parseOrder('0, x')).toEqual({ ok: false, reason: '"x" is not an index (a whole number from 0)' });
    expect(parseOrder('  ').ok).toBe(false);
    expect(parseOrder(Array.from({ length: 5000 }, (_, i) => i).join(',')).ok).toBe(false);
  });

  it('keeps n cards in order', () => {
    expect(inOrder(4)).toEqual({ kind: 'shuffle', order: [0, 1, 2, 3] });
    expect(inOrder(-2)).toEqual({ kind: 'shuffle', order: [] });
  });

  it('reads a Random(a, b) result as a whole number', () => {
    expect(parseRange(' 3 ')).toEqual({ ok: true, draw: { kind: 'range', value: 3 } });
    expect(parseRange('2.5').ok).toBe(false);
    expect(parseRange('').ok).toBe(false);
  });
});
