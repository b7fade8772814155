import { describe, expect, it } from 'vitest';
import { computeLayout, moveDuration, spaceAt, spaceCenter, spaceOrigin } from './layout';

describe('board layout', () => {
  const l = computeLayout(700, 720, 12, 14);

  it('fits square cells for 12 × 14 spaces with room for the labels and the side tray', () => {
    expect(l.cell).toBe(Math.floor(Math.min((700 - 24 - 8 - 86 - 10) / 12, (720 - 10 - 22) / 14)));
    expect(l.left).toBeGreaterThanOrEqual(24);
    expect(l.tray.left).toBe(l.left + 12 * l.cell + 10);
    expect(l.tray.left + l.tray.width).toBeLessThanOrEqual(700);
  });

  it('puts (0,0) at the bottom left and (11,13) at the top right', () => {
    expect(spaceOrigin(l, 0, 0)).toEqual({ px: l.left, py: l.top + 13 * l.cell });
    expect(spaceOrigin(l, 11, 13)).toEqual({ px: l.left + 11 * l.cell, py: l.top });
  });

  it('maps every space’s centre back to the space, and pixels outside the grid to nothing', () => {
    for (let x = 0; x < 12; x++) {
      for (let y = 0; y < 14; y++) {
        const c = spaceCenter(l, x, y);
        expect(spaceAt(l, c.px, c.py)).toEqual({ x, y });
      }
    }
    expect(spaceAt(l, l.left - 1, l.top + 5)).toBeNull();
    expect(spaceAt(l, l.left + 12 * l.cell, l.top + 5)).toBeNull();
    expect(spaceAt(l, l.left + 5, l.top + 14 * l.cell)).toBeNull();
  });

  it('scales margins with the device pixel ratio', () => {
    const hi = computeLayout(1400, 1440, 12, 14, 2);
    expect(Math.abs(hi.cell - 2 * l.cell)).toBeLessThanOrEqual(1);
  });

  it('slides a token faster per space on long moves, and never longer than 0.9 s', () => {
    expect(moveDuration(1)).toBe(330);
    expect(moveDuration(9)).toBe(900);
    expect(moveDuration(20)).toBe(900);
  });
});
