import { describe, expect, it } from 'vitest';
import { DirtyRegion, intersects, snapRect, unionRect, type CurrentBounds, type Rect } from './dirty-region';

const W = 1000;
const H = 800;

/** A tracker that has drawn its first (full) frame. */
function started<K>(options = {}): DirtyRegion<K> {
  const d = new DirtyRegion<K>(options);
  expect(d.plan([], () => null, W, H)).toEqual({ kind: 'full' });
  return d;
}

describe('rectangles', () => {
  it('unites, intersects and snaps outwards to whole pixels inside the canvas', () => {
    expect(unionRect(null, { x: 1, y: 2, w: 3, h: 4 })).toEqual({ x: 1, y: 2, w: 3, h: 4 });
    expect(unionRect({ x: 0, y: 0, w: 10, h: 10 }, { x: 20, y: 5, w: 5, h: 20 })).toEqual({ x: 0, y: 0, w: 25, h: 25 });
    expect(intersects({ x: 0, y: 0, w: 10, h: 10 }, { x: 9.5, y: 9.5, w: 1, h: 1 })).toBe(true);
    // Touching edges share no pixel.
    expect(intersects({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 5, h: 5 })).toBe(false);
    expect(snapRect({ x: 10.4, y: 20.6, w: 5.2, h: 1 }, 2, W, H)).toEqual({ x: 8, y: 18, w: 10, h: 6 });
    expect(snapRect({ x: -50, y: 790, w: 100, h: 100 }, 0, W, H)).toEqual({ x: 0, y: 790, w: 50, h: 10 });
    expect(snapRect({ x: 2000, y: 0, w: 10, h: 10 }, 2, W, H)).toBeNull();
  });
});

describe('dirty region', () => {
  it('draws the first frame whole, and whole again after invalidate', () => {
    const d = started<string>();
    expect(d.plan([], () => null, W, H)).toEqual({ kind: 'unchanged' });
    d.invalidate();
    expect(d.plan([], () => null, W, H)).toEqual({ kind: 'full' });
    expect(d.plan([], () => null, W, H)).toEqual({ kind: 'unchanged' });
  });

  it('covers where a sliding token was and where it is, frame after frame, and once more when it stops', () => {
    const d = started<string>({ pad: 0 });
    const at = (x: number): Rect => ({ x, y: 100, w: 40, h: 40 });
    // Frame 1: the move starts; the token was never drawn by the tracker, so only where it is now.
    expect(d.plan(['token'], () => at(100), W, H)).toEqual({ kind: 'region', rect: at(100) });
    // Frame 2: from 100 to 130: the union of both places.
    expect(d.plan(['token'], () => at(130), W, H)).toEqual({ kind: 'region', rect: { x: 100, y: 100, w: 70, h: 40 } });
    // Frame 3: the tween ended at 150 during this step (no longer animated): its last and final places.
    expect(d.plan([], () => at(150), W, H)).toEqual({ kind: 'region', rect: { x: 130, y: 100, w: 60, h: 40 } });
    // Frame 4: nothing moves any more.
    expect(d.plan([], () => at(150), W, H)).toEqual({ kind: 'unchanged' });
  });

  it('unites every animated object, and clears where a destroyed one was', () => {
    const d = started<string>({ pad: 1 });
    const bounds: Record<string, CurrentBounds> = { a: { x: 10, y: 10, w: 10, h: 10 }, b: { x: 100, y: 50, w: 10, h: 10 } };
    d.plan(['a', 'b'], (k) => bounds[k] ?? null, W, H);
    bounds.b = 'gone';
    bounds.a = { x: 12, y: 10, w: 10, h: 10 };
    // a: 10..22 × 10..20; b's last place: 100..110 × 50..60; grown by 1.
    expect(d.plan(['a'], (k) => bounds[k] ?? null, W, H)).toEqual({ kind: 'region', rect: { x: 9, y: 9, w: 102, h: 52 } });
  });

  it('draws the frame whole when an animated object has unknown bounds, or the region is most of the canvas', () => {
    const d = started<string>({ maxShare: 0.5 });
    expect(d.plan(['mystery'], () => null, W, H)).toEqual({ kind: 'full' });
    expect(d.plan(['big'], () => ({ x: 0, y: 0, w: 900, h: 500 }), W, H)).toEqual({ kind: 'full' });
    expect(d.plan(['big'], () => ({ x: 0, y: 0, w: 600, h: 600 }), W, H)).toEqual({ kind: 'full' });
    // 0.5 × 1000 × 800 = 400,000 px: a 600 × 600 region (360,000 px, with the earlier place included) is not whole.
    const e = started<string>({ maxShare: 0.5, pad: 0 });
    expect(e.plan(['big'], () => ({ x: 0, y: 0, w: 600, h: 600 }), W, H)).toEqual({ kind: 'region', rect: { x: 0, y: 0, w: 600, h: 600 } });
  });

  it('adds touched rectangles to the next frame only', () => {
    const d = started<string>({ pad: 0 });
    d.touch({ x: 10, y: 10, w: 5, h: 5 });
    d.touch(null);
    d.touch({ x: 30, y: 10, w: 5, h: 5 });
    expect(d.plan([], () => null, W, H)).toEqual({ kind: 'region', rect: { x: 10, y: 10, w: 25, h: 5 } });
    expect(d.plan([], () => null, W, H)).toEqual({ kind: 'unchanged' });
    d.touch({ x: 0, y: 0, w: 5, h: 5 });
    expect(d.plan(['t'], () => ({ x: 100, y: 100, w: 10, h: 10 }), W, H)).toEqual({ kind: 'region', rect: { x: 0, y: 0, w: 110, h: 110 } });
  });

  it('keeps tracking objects through a full frame, so the frame after it still clears their old place', () => {
    const d = started<string>({ pad: 0 });
    d.invalidate();
    expect(d.plan(['t'], () => ({ x: 0, y: 0, w: 10, h: 10 }), W, H)).toEqual({ kind: 'full' });
    expect(d.plan(['t'], () => ({ x: 5, y: 0, w: 10, h: 10 }), W, H)).toEqual({ kind: 'region', rect: { x: 0, y: 0, w: 15, h: 10 } });
  });
});
