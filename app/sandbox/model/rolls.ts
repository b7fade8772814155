/** Reads forced d100 rolls as a designer types them: `42, 73` or `42 73`. */
export function parseRolls(text: string): number[] | string {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return 'type one or more rolls from 1 to 100';
  for (const p of parts) {
    const n = Number(p);
    if (!/^\d{1,3}$/.test(p) || n < 1 || n > 100) return `"${p}" is not a d100 roll (1–100)`;
  }
  return parts.map(Number);
}
