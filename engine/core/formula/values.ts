/**
 * Values a formula computes or names: numbers, truth values, symbols (a bare game word such as `defeat`),
 * entities and lists of entities. What an entity is belongs to the game (`E`: plain JSON, so that it can
 * live in saved state); the core only compares them.
 */
export type Value<E extends object> = number | boolean | string | E | E[] | null;

export function isEntity<E extends object>(v: Value<E>): v is E {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Entities are plain records of primitives: two are the same when every field agrees. */
export function sameEntity<E extends object>(a: E, b: E): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

export function sameValue<E extends object>(a: Value<E>, b: Value<E>): boolean {
  if (isEntity(a) && isEntity(b)) return sameEntity(a, b);
  if (Array.isArray(a) || Array.isArray(b)) return false;
  return a === b;
}

/** Names are matched without case, hyphens, underscores or spaces: `max-hp`, `maxHP` and `MaxHP` agree. */
const normCache = new Map<string, string>();

export function normName(name: string): string {
  let n = normCache.get(name);
  if (n === undefined) {
    n = name.toLowerCase().replace(/[-_ ]/g, '');
    if (normCache.size < 100000) normCache.set(name, n);
  }
  return n;
}

/** A problem found while evaluating content (an unknown name, a value of the wrong kind). */
export class EvalError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `${message} (line ${line})`);
  }
}
