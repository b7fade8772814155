import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { faceFontPath } from '../../app/cards/faces/face-fonts';
import { fontMetrics } from './ttf-metrics';

describe('fontMetrics', () => {
  it("reads DejaVu Sans's em and advance widths", async () => {
    const metrics = fontMetrics(await readFile(faceFontPath('regular')));
    // DejaVu Sans's published metrics: 2048 units per em; space 651, A 1401, i 569, W 2025.
    expect(metrics.unitsPerEm).toBe(2048);
    expect(metrics.advances.get(0x20)).toBe(651);
    expect(metrics.advances.get(0x41)).toBe(1401);
    expect(metrics.advances.get(0x69)).toBe(569);
    expect(metrics.advances.get(0x57)).toBe(2025);
  });

  it('refuses bytes that are not a font', () => {
    expect(() => fontMetrics(new Uint8Array(64))).toThrow(/no head table/);
  });
});
