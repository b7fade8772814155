import { describe, expect, it } from 'vitest';
import { sheetLayout } from './sheet-layout';

// By hand: a card is 2.5 × 3.5 in = 180 × 252 pt; the 3 × 3 grid 540 × 756 pt.
// Letter (612 × 792 pt): left margin (612 − 540) / 2 = 36, bottom margin (792 − 756) / 2 = 18.
// Rows count from the top: row r's bottom edge is 18 + (2 − r) × 252 → 522, 270, 18. Columns: 36, 216, 396.
describe('sheetLayout', () => {
  it('puts 10 cards on 2 Letter pages, nine on the first, row by row from the top left', () => {
    const layout = sheetLayout('letter', 10, false);
    expect(layout.width).toBe(612);
    expect(layout.height).toBe(792);
    expect(layout.pages.map((p) => [p.side, p.cards.length])).toEqual([
      ['front', 9],
      ['front', 1],
    ]);
    const at = (page: number, k: number) => {
      const c = layout.pages[page]?.cards[k];
      return c && [c.index, c.x, c.y, c.width, c.height];
    };
    expect(at(0, 0)).toEqual([0, 36, 522, 180, 252]);
    expect(at(0, 1)).toEqual([1, 216, 522, 180, 252]);
    expect(at(0, 4)).toEqual([4, 216, 270, 180, 252]);
    expect(at(0, 8)).toEqual([8, 396, 18, 180, 252]);
    expect(at(1, 0)).toEqual([9, 36, 522, 180, 252]);
  });

  it('centres the grid on A4 (210 × 297 mm = 595.28 × 841.89 pt)', () => {
    const [first] = sheetLayout('a4', 1, false).pages[0]?.cards ?? [];
    expect(first?.x).toBeCloseTo((595.2756 - 540) / 2, 3); // 27.638
    expect(first?.y).toBeCloseTo((841.8898 - 756) / 2 + 2 * 252, 3); // 546.945
  });

  it('follows each page of fronts with a page of backs, mirrored left to right', () => {
    const layout = sheetLayout('letter', 10, true);
    expect(layout.pages.map((p) => [p.side, p.cards.length])).toEqual([
      ['front', 9],
      ['back', 9],
      ['front', 1],
      ['back', 1],
    ]);
    const back = layout.pages[1]?.cards ?? [];
    // Card 0 (top left on the front) is top right on the back; card 4 (centre) stays; card 8 goes bottom left.
    expect(back.find((c) => c.index === 0)).toMatchObject({ x: 396, y: 522 });
    expect(back.find((c) => c.index === 4)).toMatchObject({ x: 216, y: 270 });
    expect(back.find((c) => c.index === 8)).toMatchObject({ x: 36, y: 18 });
    expect(layout.pages[3]?.cards).toEqual([{ index: 9, x: 396, y: 522, width: 180, height: 252 }]);
  });

  it('marks every cut line outside the grid: 4 vertical and 4 horizontal lines, at both ends', () => {
    const { cropMarks } = sheetLayout('letter', 3, false);
    expect(cropMarks).toHaveLength(16);
    // Top end of the cut at x = 216: from 3 pt above the grid's top (18 + 756 = 774), 12 pt long.
    expect(cropMarks).toContainEqual({ x1: 216, y1: 777, x2: 216, y2: 789 });
    // Left end of the cut at y = 270.
    expect(cropMarks).toContainEqual({ x1: 33, y1: 270, x2: 21, y2: 270 });
    // No mark reaches into the grid (36..576 × 18..774).
    for (const m of cropMarks) {
      const inside = (x: number, y: number) => x > 36 && x < 576 && y > 18 && y < 774;
      expect(inside(m.x1, m.y1) || inside(m.x2, m.y2)).toBe(false);
    }
  });

  it('has no pages for no cards', () => {
    expect(sheetLayout('a4', 0, true).pages).toEqual([]);
  });
});
