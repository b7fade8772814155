/**
 * Deep copy of plain JSON data. `apply` copies the state once and then works on the copy, so the
 * caller's state is never mutated. Hand-written because it is on the hot path of every action and is
 * several times faster than structuredClone or a JSON round trip for game states.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const v = value[i];
      out[i] = typeof v === 'object' && v !== null ? cloneJson(v) : v;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = (value as Record<string, unknown>)[k];
    out[k] = typeof v === 'object' && v !== null ? cloneJson(v) : v;
  }
  return out as T;
}
