import { describe, expect, it } from 'vitest';
import { applyOffsetEdits } from './offset-edits';

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
