import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, onlyMatch, type PickOption } from './option-filter';

const cards = (n: number): PickOption[] => Array.from({ length: n }, (_, i) => ({ value: `Card ${i}`, label: `Card ${i} · ${i % 2 === 0 ? 'Fae' : 'Angar'}` }));

describe('filterOptions', () => {
  it('shows every option of a short list, in order, with none more', () => {
    const list = cards(5);
    expect(filterOptions(list, '', '')).toEqual({ shown: list, more: 0 });
  });

  it('shows at most the limit and counts the rest', () => {
    const r = filterOptions(cards(250), '', '', 100);
    expect(r.shown.map((o) => o.value)).toEqual(Array.from({ length: 100 }, (_, i) => `Card ${i}`));
    expect(r.more).toBe(150);
  });

  it('matches every word anywhere in the label, ignoring case', () => {
    // Even numbers (Fae) below 200 that contain "12": 12, 112, 120, 122, 124, 126, 128.
    const r = filterOptions(cards(200), 'fae 12', '');
    expect(r.shown.map((o) => o.value)).toEqual(['Card 12', 'Card 112', 'Card 120', 'Card 122', 'Card 124', 'Card 126', 'Card 128']);
    expect(r.more).toBe(0);
    expect(filterOptions(cards(200), 'FAE  12 ', '').shown.length).toBe(7);
  });

  it('finds an option past the limit when the filter names it', () => {
    const r = filterOptions(cards(3000), 'card 2999', '', 100);
    expect(r.shown.map((o) => o.value)).toEqual(['Card 2999']);
  });

  it('keeps the current value shown, first, when the filter hides it', () => {
    const r = filterOptions(cards(10), 'angar', 'Card 4');
    expect(r.shown.map((o) => o.value)).toEqual(['Card 4', 'Card 1', 'Card 3', 'Card 5', 'Card 7', 'Card 9']);
    expect(r.more).toBe(0);
  });

  it('keeps the current value when it lies past the limit, and does not count it among the more', () => {
    // 250 matches; 100 shown by order, Card 240 added first: 149 others remain.
    const r = filterOptions(cards(250), '', 'Card 240', 100);
    expect(r.shown[0]?.value).toBe('Card 240');
    expect(r.shown.length).toBe(101);
    expect(r.more).toBe(149);
  });

  it('shows nothing extra for a current value no option has (an unknown card or the empty choice)', () => {
    expect(filterOptions(cards(3), '', 'Missing').shown.length).toBe(3);
    expect(filterOptions(cards(3), 'zzz', '').shown).toEqual([]);
  });
});

describe('onlyMatch', () => {
  it('gives the option when the filter matches exactly one', () => {
    expect(onlyMatch(cards(3000), 'card 2999')?.value).toBe('Card 2999');
  });

  it('gives nothing for several matches, none, or an empty filter', () => {
    // "card 299" also matches Card 2990 … 2998.
    expect(onlyMatch(cards(3000), 'card 299')).toBeUndefined();
    expect(onlyMatch(cards(30), 'zzz')).toBeUndefined();
    expect(onlyMatch(cards(1), '  ')).toBeUndefined();
  });
});

describe('filterOptions, for any list, filter, current value and limit', () => {
  const list = fc.array(fc.record({ value: fc.string({ maxLength: 4 }), label: fc.string({ maxLength: 8 }) }), { maxLength: 40 });
  // Filters drawn from the same small alphabet as the labels, so they match now and then.
  const query = fc.stringMatching(/^[ab ]{0,4}$/);
  const labels = fc.array(fc.record({ value: fc.uuid(), label: fc.stringMatching(/^[ab ]{0,6}$/) }), { maxLength: 40 });

  it('shows at most the limit (plus the current value), and shown + more counts every match', () => {
    fc.assert(
      fc.property(labels, query, fc.nat(40), fc.integer({ min: 1, max: 20 }), (options, q, keepAt, limit) => {
        const keep = options[keepAt]?.value ?? '';
        const words = q.toLowerCase().split(/\s+/).filter((w) => w !== '');
        const matching = options.filter((o) => words.every((w) => o.label.toLowerCase().includes(w)));
        const { shown, more } = filterOptions(options, q, keep, limit);
        const current = options.find((o) => o.value === keep);
        const extra = current !== undefined && !matching.slice(0, limit).includes(current) ? 1 : 0;
        expect(shown.length).toBeLessThanOrEqual(limit + extra);
        // The matches shown are the first ones, in order; the current value, when added, comes first.
        expect(shown.slice(extra)).toEqual(matching.slice(0, limit));
        if (extra === 1) expect(shown[0]).toBe(current);
        expect(more).toBe(matching.length - matching.slice(0, limit).length - (extra === 1 && matching.includes(current as PickOption) ? 1 : 0));
      }),
    );
  });

  it('never shows an option twice, nor one the list does not hold', () => {
    fc.assert(
      fc.property(list, query, fc.string({ maxLength: 4 }), (options, q, keep) => {
        const { shown } = filterOptions(options, q, keep, 10);
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown.every((o) => options.includes(o))).toBe(true);
      }),
    );
  });
});
