import { describe, expect, it } from 'vitest';
import { machineScaling } from './machine-scaling';

describe('the machine’s own 1 → 2 thread scaling', () => {
  it('runs each loop in real threads, one pair per requested pair, and gives a throughput ratio two threads can reach', async () => {
    for (const kind of ['arithmetic', 'allocation'] as const) {
      const ratio = await machineScaling(kind, 2, 20_000);
      expect(ratio.runs).toBe(2);
      // Two threads doing twice the work: at best twice the throughput (plus timing noise), never nothing.
      expect(ratio.min).toBeGreaterThan(0.2);
      expect(ratio.max).toBeLessThan(3);
    }
  });
});
