/**
 * Pearson's chi-square goodness of fit: do observed counts match the probabilities a table configures?
 * Used by the pack explorer (a p-value next to each histogram) and by the statistical tests.
 *
 * The p-value is the upper tail of the chi-square distribution, Q(df / 2, x / 2), the regularized upper
 * incomplete gamma function: a power series below a + 1, Lentz's continued fraction above it.
 */

export interface FitResult {
  /** The chi-square statistic Σ (observed − expected)² / expected over categories with expected > 0. */
  statistic: number;
  /** Degrees of freedom: categories with expected > 0, minus 1. */
  df: number;
  /** Probability of a statistic at least this large if the counts follow the table. */
  p: number;
  /** Observed counts in categories the table gives probability 0 (any is a hard mismatch). */
  impossible: number;
  /** The smallest expected count (below 5 the approximation is rough). */
  minExpected: number;
}

/** `observed` and `probabilities` by the same category keys; probabilities are normalised first. */
export function chiSquareFit(observed: Readonly<Record<string, number>>, probabilities: Readonly<Record<string, number>>): FitResult {
  const keys = new Set([...Object.keys(observed), ...Object.keys(probabilities)]);
  const n = Object.values(observed).reduce((a, b) => a + b, 0);
  const total = Object.values(probabilities).reduce((a, b) => a + Math.max(0, b), 0);
  let statistic = 0;
  let categories = 0;
  let impossible = 0;
  let minExpected = Infinity;
  for (const k of keys) {
    const o = observed[k] ?? 0;
    const e = total > 0 ? (n * Math.max(0, probabilities[k] ?? 0)) / total : 0;
    if (e <= 0) {
      impossible += o;
      continue;
    }
    categories++;
    minExpected = Math.min(minExpected, e);
    statistic += ((o - e) * (o - e)) / e;
  }
  const df = Math.max(0, categories - 1);
  const p = impossible > 0 ? 0 : df === 0 ? 1 : chiSquareUpperTail(statistic, df);
  return { statistic, df, p, impossible, minExpected: Number.isFinite(minExpected) ? minExpected : 0 };
}

/** P(X ≥ x) for X ~ chi-square with `df` degrees of freedom. */
export function chiSquareUpperTail(x: number, df: number): number {
  if (x <= 0) return 1;
  return regularizedGammaQ(df / 2, x / 2);
}

function lnGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to about 15 digits for z > 0.
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let a = c[0] as number;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) return 1 - lowerSeries(a, x);
  return upperContinuedFraction(a, x);
}

function lowerSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < 1000; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

function upperContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}
