/**
 * Where a print-and-play sheet puts its cards: nine to a page (3 × 3, poker size 63.5 × 88.9 mm, edge to
 * edge so one cut separates two cards), centred on A4 or Letter, with crop marks in the margin at every
 * cut line. With backs, each page of fronts is followed by a page of backs mirrored left to right, so a
 * sheet printed on both sides (flipped on its long edge) puts each back behind its own front. Pure.
 *
 * Units are PDF points (1/72 in), origin at the page's bottom-left corner.
 */
import { z } from 'zod';

export const Paper = z.enum(['a4', 'letter']);
export type Paper = z.infer<typeof Paper>;

const MM = 72 / 25.4;
/** A4 is 210 × 297 mm; Letter 8.5 × 11 in. */
export const PAPER_SIZE: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210 * MM, height: 297 * MM },
  letter: { width: 8.5 * 72, height: 11 * 72 },
};
/** Poker size: 2.5 × 3.5 in (63.5 × 88.9 mm). */
export const CARD_WIDTH_PT = 2.5 * 72;
export const CARD_HEIGHT_PT = 3.5 * 72;
export const COLUMNS = 3;
export const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
/** Crop marks start this far outside the grid (so they never print on a card) and are this long. */
export const MARK_GAP = 3;
export const MARK_LENGTH = 12;

export interface Placed {
  /** The card's index in the list being printed. */
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetPage {
  side: 'front' | 'back';
  cards: Placed[];
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface SheetLayout {
  paper: Paper;
  width: number;
  height: number;
  pages: SheetPage[];
  /** The same on every page: the grid's cut lines, marked outside it. */
  cropMarks: Line[];
}

function grid(paper: Paper): { left: number; bottom: number } {
  const size = PAPER_SIZE[paper];
  return { left: (size.width - COLUMNS * CARD_WIDTH_PT) / 2, bottom: (size.height - ROWS * CARD_HEIGHT_PT) / 2 };
}

/** The place of the card in `column`, `row` (row 0 at the top). */
function place(paper: Paper, index: number, column: number, row: number): Placed {
  const { left, bottom } = grid(paper);
  return { index, x: left + column * CARD_WIDTH_PT, y: bottom + (ROWS - 1 - row) * CARD_HEIGHT_PT, width: CARD_WIDTH_PT, height: CARD_HEIGHT_PT };
}

function cropMarks(paper: Paper): Line[] {
  const { left, bottom } = grid(paper);
  const right = left + COLUMNS * CARD_WIDTH_PT;
  const top = bottom + ROWS * CARD_HEIGHT_PT;
  const marks: Line[] = [];
  for (let c = 0; c <= COLUMNS; c++) {
    const x = left + c * CARD_WIDTH_PT;
    marks.push({ x1: x, y1: top + MARK_GAP, x2: x, y2: top + MARK_GAP + MARK_LENGTH });
    marks.push({ x1: x, y1: bottom - MARK_GAP, x2: x, y2: bottom - MARK_GAP - MARK_LENGTH });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = bottom + r * CARD_HEIGHT_PT;
    marks.push({ x1: left - MARK_GAP, y1: y, x2: left - MARK_GAP - MARK_LENGTH, y2: y });
    marks.push({ x1: right + MARK_GAP, y1: y, x2: right + MARK_GAP + MARK_LENGTH, y2: y });
  }
  return marks;
}

export function sheetLayout(paper: Paper, count: number, backs: boolean): SheetLayout {
  const pages: SheetPage[] = [];
  for (let first = 0; first < count; first += CARDS_PER_PAGE) {
    const onPage = Math.min(CARDS_PER_PAGE, count - first);
    const front: Placed[] = [];
    const back: Placed[] = [];
    for (let k = 0; k < onPage; k++) {
      const column = k % COLUMNS;
      const row = Math.floor(k / COLUMNS);
      front.push(place(paper, first + k, column, row));
      back.push(place(paper, first + k, COLUMNS - 1 - column, row));
    }
    pages.push({ side: 'front', cards: front });
    if (backs) pages.push({ side: 'back', cards: back });
  }
  const size = PAPER_SIZE[paper];
  return { paper, width: size.width, height: size.height, pages, cropMarks: cropMarks(paper) };
}
