import { UsageError } from './command-args';

/** A whole-number option (`--count 20`), `fallback` when absent; a usage error otherwise. */
export function wholeOption(text: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > max) throw new UsageError(`${name} needs a whole number${max < Number.MAX_SAFE_INTEGER ? ` up to ${max}` : ''}, got "${text}"`);
  return n;
}
