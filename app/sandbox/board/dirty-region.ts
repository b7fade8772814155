/**
 * Which part of the canvas a frame must redraw. While a token slides, everything but the token and the
 * spaces it crosses is the same as in the last frame; redrawing only that rectangle (the rest of the
 * canvas keeps its pixels) cuts the fill work of a frame by an order of magnitude, which is what a
 * software rasterizer (a machine without a GPU) spends its time on, and lets the board skip every object
 * outside the rectangle. Pure, so it is unit-tested; board-scene.ts feeds it the bounds of what moves.
 */

/** An axis-aligned rectangle in canvas pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the next frame draws: everything, one rectangle, or nothing at all. */
export type FramePlan = { kind: 'full' } | { kind: 'region'; rect: Rect } | { kind: 'unchanged' };

/** The bounds of a tracked object now: a rectangle, `'gone'` once it is destroyed, null when unknown. */
export type CurrentBounds = Rect | 'gone' | null;

export function unionRect(a: Rect | null, b: Rect): Rect {
  if (!a) return { ...b };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Grows `r` by `pad`, snaps it outwards to whole pixels and clips it to the canvas; null when nothing is left. */
export function snapRect(r: Rect, pad: number, width: number, height: number): Rect | null {
  const x0 = Math.max(0, Math.floor(r.x - pad));
  const y0 = Math.max(0, Math.floor(r.y - pad));
  const x1 = Math.min(width, Math.ceil(r.x + r.w + pad));
  const y1 = Math.min(height, Math.ceil(r.y + r.h + pad));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

export interface DirtyRegionOptions {
  /** Above this share of the canvas a full frame is cheaper than a region (no scissor, no culling pass). */
  maxShare?: number;
  /** Pixels added around every rectangle (anti-aliased edges, rounding). */
  pad?: number;
}

/**
 * Remembers where each animated object was drawn in the last frame. A frame's region is the union, over
 * every object animated now or in the last frame, of where it was and where it is: the pixels it leaves
 * and the pixels it covers. An object that stopped animating is redrawn once more at its final place and
 * then forgotten. What changes without animating (a mark, a token's face, the hover) is touched: its
 * rectangle joins the next frame's region. A resize or a new layout invalidates: the next frame is whole.
 */
export class DirtyRegion<K> {
  private last = new Map<K, Rect>();
  private invalid = true;
  private touched: Rect | null = null;
  private readonly maxShare: number;
  private readonly pad: number;

  constructor(options: DirtyRegionOptions = {}) {
    this.maxShare = options.maxShare ?? 0.5;
    this.pad = options.pad ?? 2;
  }

  /** The next frame redraws the whole canvas. */
  invalidate(): void {
    this.invalid = true;
  }

  /** The next frame redraws `rect` too (something changed there without animating: a mark, a token's face). */
  touch(rect: Rect | null): void {
    if (rect) this.touched = unionRect(this.touched, rect);
  }

  /**
   * Plans the next frame. `animated` are the objects being animated now; `boundsOf` tells where an
   * object (animated now or in the last frame) is after this step's updates.
   */
  plan(animated: Iterable<K>, boundsOf: (key: K) => CurrentBounds, width: number, height: number): FramePlan {
    const now = new Set(animated);
    const next = new Map<K, Rect>();
    let region: Rect | null = this.touched;
    this.touched = null;
    let unknown = false;
    for (const key of new Set([...now, ...this.last.keys()])) {
      const before = this.last.get(key);
      if (before) region = unionRect(region, before);
      const bounds = boundsOf(key);
      if (bounds === null) unknown = true;
      else if (bounds !== 'gone') {
        region = unionRect(region, bounds);
        if (now.has(key)) next.set(key, bounds);
      }
    }
    this.last = next;
    const full = this.invalid || unknown;
    this.invalid = false;
    if (full) return { kind: 'full' };
    const rect = region ? snapRect(region, this.pad, width, height) : null;
    if (!rect) return { kind: 'unchanged' };
    return rect.w * rect.h > this.maxShare * width * height ? { kind: 'full' } : { kind: 'region', rect };
  }
}
