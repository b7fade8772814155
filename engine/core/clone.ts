/**
 * Deep copy of plain JSON data. `apply` copies the state once and then works on the copy, so the
 * caller's state is never mutated. Hand-written because it is on the hot path of every action: on
 * mid-game states of the first hosted game (about 73 objects and arrays each) it takes about 3.6 µs of
 * CPU, against 5 µs when it listed each object's keys with Object.keys and 22 µs for a JSON round
 * trip; structuredClone took several times longer still.
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
  // for…in, not Object.keys: no array of keys per object (plain JSON data has no inherited keys).
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  for (const k in record) {
    const v = record[k];
    out[k] = typeof v === 'object' && v !== null ? cloneJson(v) : v;
  }
  return out as T;
}
