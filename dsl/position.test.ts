import { describe, expect, it } from 'vitest';
import { LineMap, pos, sharingPositions } from './position';

describe('pos', () => {
  it('keeps every number as given: integers, and anything that is not a 32-bit integer', () => {
    expect(pos(7, 1, 8)).toEqual({ offset: 7, line: 1, column: 8 });
    const big = 2 ** 40;
    const odd = pos(Number.NaN, big, 1.5);
    expect(odd.offset).toBeNaN();
    expect(odd.line).toBe(big);
    expect(odd.column).toBe(1.5);
  });

  it('is what LineMap gives for an offset: line and column counted by hand', () => {
    // "ab\ncd": offset 4 is the `d`, line 2, column 2.
    expect(new LineMap('ab\ncd').pos(4)).toEqual(pos(4, 2, 2));
  });

  it('gives the whole text the range its end position has in the table of line starts', () => {
    for (const text of ['', 'abc', 'ab\ncd', 'ab\n', '\n\n', 'a\r\nb\n\nlast line']) {
      const lines = new LineMap(text);
      expect(lines.whole()).toEqual(lines.range(0, text.length));
    }
    // By hand: "ab\ncd" ends on line 2, column 3 (just after the `d`).
    expect(new LineMap('ab\ncd').whole().end).toEqual(pos(5, 2, 3));
  });
});

describe('sharingPositions', () => {
  it('hands out one object per equal position inside, a new one for a different line or column, fresh ones outside', () => {
    const [a, b, c, d] = sharingPositions(10, () => [pos(4, 1, 5), pos(4, 1, 5), pos(4, 2, 1), pos(10, 3, 1)]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(c).toEqual({ offset: 4, line: 2, column: 1 });
    expect(d).toEqual({ offset: 10, line: 3, column: 1 });
    expect(pos(4, 1, 5)).not.toBe(pos(4, 1, 5));
  });
});
