/**
 * Deep copy of plain JSON data. `apply` copies the state once and then works on the copy, so the
 * caller's state is never mutated. Hand-written because it is on the hot path of every action and is
 * several times faster than structuredClone for small objects.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  }
  return out as T;
}
