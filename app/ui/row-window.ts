/**
 * How many rows of a long list are rendered: the library, the set table and a set's page show a first
 * window of rows and grow it as the reader scrolls towards its end (or moves the selection past it). With
 * 10,000 cards, rendering every row made the server send 21.5 and 32.7 MB of HTML and the browser lay out
 * and hydrate every row before the page answered (9.2 s for the library, 13.9 s for the table:
 * bench/studio-pages.bench.ts); searching and filtering still run over every card, only the rendering is
 * windowed.
 */

/** Rows rendered at first, and added each time the reader nears the end of those rendered. */
export const ROW_WINDOW = 200;

/** The rows to render so that row `index` (0-based) is among them: whole windows, never fewer than `current`. */
export function windowReaching(current: number, index: number, step: number = ROW_WINDOW): number {
  if (index < current) return current;
  return (Math.floor(index / step) + 1) * step;
}

/** The window after one more step, never past `total` rows (and never below one step, so an emptied list starts over at a window). */
export function windowGrown(current: number, total: number, step: number = ROW_WINDOW): number {
  return Math.max(step, Math.min(total, current + step));
}
