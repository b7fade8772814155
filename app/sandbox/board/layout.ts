/**
 * Board geometry: where the grid sits in the canvas and which space a pixel is. Space (0,0) is the
 * bottom-left cell, so row y is drawn at `top + (rows - 1 - y) * cell`. Pure, so it is unit-tested.
 */
export interface Layout {
  /** Canvas size in canvas pixels. */
  width: number;
  height: number;
  /** Canvas pixels per CSS pixel. */
  scale: number;
  cols: number;
  rows: number;
  cell: number;
  /** Top-left corner of the grid. */
  left: number;
  top: number;
  /** The side tray (face-down cards, VP) to the right of the grid. */
  tray: { left: number; width: number };
}

const MARGIN = { left: 24, right: 8, top: 10, bottom: 22, tray: 86, gap: 10 };

export function computeLayout(width: number, height: number, cols: number, rows: number, scale = 1): Layout {
  const m = (n: number) => n * scale;
  const availW = width - m(MARGIN.left + MARGIN.right + MARGIN.tray + MARGIN.gap);
  const availH = height - m(MARGIN.top + MARGIN.bottom);
  const cell = Math.max(4, Math.floor(Math.min(availW / cols, availH / rows)));
  const gridW = cell * cols;
  const gridH = cell * rows;
  const spareW = Math.max(0, availW - gridW);
  const left = Math.round(m(MARGIN.left) + spareW / 2);
  const top = Math.round(m(MARGIN.top) + Math.max(0, availH - gridH) / 2);
  return { width, height, scale, cols, rows, cell, left, top, tray: { left: left + gridW + m(MARGIN.gap), width: m(MARGIN.tray) } };
}

/** The top-left pixel of a space. */
export function spaceOrigin(l: Layout, x: number, y: number): { px: number; py: number } {
  return { px: l.left + x * l.cell, py: l.top + (l.rows - 1 - y) * l.cell };
}

export function spaceCenter(l: Layout, x: number, y: number): { px: number; py: number } {
  const o = spaceOrigin(l, x, y);
  return { px: o.px + l.cell / 2, py: o.py + l.cell / 2 };
}

/** The space under a pixel, or null outside the grid. */
export function spaceAt(l: Layout, px: number, py: number): { x: number; y: number } | null {
  const col = Math.floor((px - l.left) / l.cell);
  const rowFromTop = Math.floor((py - l.top) / l.cell);
  if (col < 0 || col >= l.cols || rowFromTop < 0 || rowFromTop >= l.rows) return null;
  return { x: col, y: l.rows - 1 - rowFromTop };
}

/** How long a token takes to slide `spaces` spaces: quick for a step, never sluggish for a long move. */
export function moveDuration(spaces: number): number {
  return Math.min(900, 220 + 110 * Math.max(1, spaces));
}
