/**
 * A proportion with its Wilson score interval: better than the normal approximation for small counts
 * and rates near 0 or 1 (it never leaves [0, 1]). With no trials the rate is unknown: 0 in [0, 1].
 */
export interface Rate {
  successes: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export function wilson(successes: number, trials: number, z = Z95): Rate {
  if (trials <= 0) return { successes, trials, rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // The interval contains p exactly; the clamps only undo rounding (0.9999999999999999 for 10/10).
  return { successes, trials, rate: p, low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}
