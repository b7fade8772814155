import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROW_WINDOW, windowGrown, windowReaching } from './row-window';

describe('the rendered window of a long list', () => {
  it('reaches a row past the window by whole windows, and never shrinks for a row already inside', () => {
    expect(windowReaching(200, 0)).toBe(200);
    expect(windowReaching(200, 199)).toBe(200);
    // Row 200 is the 201st: the window grows to 400, not 201.
    expect(windowReaching(200, 200)).toBe(400);
    expect(windowReaching(200, 9_999)).toBe(10_000);
    expect(windowReaching(600, 10)).toBe(600);
  });

  it('grows by one window, stopping at the list’s end', () => {
    expect(windowGrown(200, 10_000)).toBe(400);
    expect(windowGrown(9_900, 10_000)).toBe(10_000);
    expect(windowGrown(200, 250)).toBe(250);
    // A list shorter than a window still renders a whole window's worth (all of it).
    expect(windowGrown(200, 3)).toBe(ROW_WINDOW);
  });

  it('always renders the reached row, within one window of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 1, max: 500 }), (current, index, step) => {
        const next = windowReaching(current, index, step);
        expect(next).toBeGreaterThan(index);
        expect(next).toBeGreaterThanOrEqual(current);
        if (index >= current) {
          expect(next % step).toBe(0);
          expect(next - index).toBeLessThanOrEqual(step);
        } else expect(next).toBe(current);
      }),
    );
  });
});
