import { describe, expect, it } from 'vitest';
import { fitLine, fitText, LINE_HEIGHT, PARAGRAPH_GAP, textHeight, textWidth, wrapText } from './face-text-fit';

// DejaVu Sans (2048 units per em): space 651, "A" 1401, "i" 569 units. In thousandths of an em, rounded
// up: space 318, A 685, i 278.
const A = 0.685;
const SPACE = 0.318;
const I = 0.278;

describe('textWidth', () => {
  it('adds the advance widths of the characters at the size', () => {
    expect(textWidth('AA A', 10)).toBeCloseTo((3 * A + SPACE) * 10, 6);
    expect(textWidth('iA', 20)).toBeCloseTo((I + A) * 20, 6);
    expect(textWidth('', 30)).toBe(0);
  });

  it('takes a character the table does not cover as one em wide', () => {
    expect(textWidth('\u{1F600}', 10)).toBeCloseTo(10, 6);
  });

  it('measures bold wider than regular', () => {
    expect(textWidth('AAAA', 10, 'bold')).toBeGreaterThan(textWidth('AAAA', 10, 'regular'));
  });
});

describe('wrapText', () => {
  // At size 10: "AA" is 13.7 wide, "AA AA" 30.58, "AA AA AA" 47.46.
  it('keeps words on one line while they fit', () => {
    expect(wrapText('AA AA AA', 50, 10)).toEqual(['AA AA AA']);
  });

  it('breaks at the last space that keeps the line within the width', () => {
    expect(wrapText('AA AA AA', 40, 10)).toEqual(['AA AA', 'AA']);
    expect(wrapText('AA AA AA', 20, 10)).toEqual(['AA', 'AA', 'AA']);
  });

  it('splits a word wider than the line across lines', () => {
    // "AAAA" is 27.4 wide at size 10; two A's (13.7) fit a 15-wide line, three (20.55) do not.
    expect(wrapText('AAAA', 15, 10)).toEqual(['AA', 'AA']);
  });

  it('collapses runs of spaces', () => {
    expect(wrapText('  AA    AA ', 100, 10)).toEqual(['AA AA']);
  });
});

describe('fitText', () => {
  it('keeps the largest size when the text fits', () => {
    const fitted = fitText(['AA AA'], 100, 100, 10, 5);
    expect(fitted).toEqual({ size: 10, paragraphs: [['AA AA']], fits: true });
  });

  it('lowers the size until the lines fit the height', () => {
    // Width 40: at sizes 10..8, "AA AA AA" needs two lines (47.46·s/10 > 40 until s ≤ 8.42); at 8 it is
    // 37.97 wide: one line, 8 × 1.2 = 9.6 high. The box is 10 high, so sizes 10 and 9 (two lines: 24 and
    // 21.6 high) do not fit, and 8 does.
    const fitted = fitText(['AA AA AA'], 40, 10, 10, 5);
    expect(fitted.size).toBe(8);
    expect(fitted.paragraphs).toEqual([['AA AA AA']]);
    expect(fitted.fits).toBe(true);
  });

  it('reports text that does not fit even at the smallest size, wrapped at that size', () => {
    const fitted = fitText(['AA AA AA', 'AA'], 20, 10, 10, 8);
    expect(fitted.fits).toBe(false);
    expect(fitted.size).toBe(8);
    expect(fitted.paragraphs).toEqual([['AA', 'AA', 'AA'], ['AA']]);
  });

  it('counts the gap between paragraphs', () => {
    expect(textHeight([2, 1], 10)).toBeCloseTo(10 * (3 * LINE_HEIGHT + PARAGRAPH_GAP), 6);
    expect(textHeight([1], 10)).toBeCloseTo(10 * LINE_HEIGHT, 6);
  });
});

describe('fitLine', () => {
  it('starts no larger than the box is high', () => {
    // A 24-high box holds a line of size 20 (20 × 1.2 = 24).
    expect(fitLine('A', 100, 24, 40, 10)).toEqual({ size: 20, fits: true });
  });

  it('shrinks to the width', () => {
    // "AAAA" is 2.74 em: at most 27.4 / 2.74 = 10 in a 27.4-wide box.
    expect(fitLine('AAAA', 27.4, 100, 20, 5).size).toBe(10);
  });

  it('reports a line too wide at the smallest size', () => {
    expect(fitLine('AAAA', 10, 100, 20, 5)).toEqual({ size: 5, fits: false });
  });
});
