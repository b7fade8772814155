/** Numbers as the explained log prints them: integers plainly, other values with at most 4 decimals. */
export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (!Number.isFinite(n)) return String(n);
  return String(Math.round(n * 10000) / 10000);
}
