import { describe, expect, it } from 'vitest';
import { applyOffsetEdits, inverseOffsetEdits } from './offset-edits';

describe('applyOffsetEdits', () => {
  it('applies edits given in any order against the original offsets', () => {
    // "add Spark, then Spark" with both Sparks (4–9 and 16–21) renamed.
    const text = 'add Spark, then Spark';
    const edits = [
      { start: 4, end: 9, newText: '"Big Spark"' },
      { start: 16, end: 21, newText: '"Big Spark"' },
    ];
    expect(applyOffsetEdits(text, edits)).toBe('add "Big Spark", then "Big Spark"');
    expect(applyOffsetEdits(text, [...edits].reverse())).toBe('add "Big Spark", then "Big Spark"');
  });

  it('refuses overlapping edits, edits past the end and backwards ranges', () => {
    expect(applyOffsetEdits('abcdef', [{ start: 1, end: 4, newText: 'x' }, { start: 3, end: 5, newText: 'y' }])).toBeUndefined();
    expect(applyOffsetEdits('abc', [{ start: 2, end: 9, newText: 'x' }])).toBeUndefined();
    expect(applyOffsetEdits('abc', [{ start: 2, end: 1, newText: 'x' }])).toBeUndefined();
  });
});

describe('inverseOffsetEdits', () => {
  it('gives the edits that restore the original text, at offsets of the edited text', () => {
    const text = 'STR 12 END 9 DEF 10';
    const edits = [
      { start: 17, end: 19, newText: '11' },
      { start: 4, end: 6, newText: '132' },
      { start: 11, end: 12, newText: '' },
    ];
    const edited = applyOffsetEdits(text, edits);
    expect(edited).toBe('STR 132 END  DEF 11');
    const inverse = inverseOffsetEdits(text, edits);
    expect(inverse).toEqual([
      { start: 4, end: 7, newText: '12' },
      { start: 12, end: 12, newText: '9' },
      { start: 17, end: 19, newText: '10' },
    ]);
    expect(applyOffsetEdits(edited ?? '', inverse ?? [])).toBe(text);
  });

  it('has no inverse for edits that cannot be applied', () => {
    expect(inverseOffsetEdits('abc', [{ start: 2, end: 9, newText: 'x' }])).toBeUndefined();
  });
});
