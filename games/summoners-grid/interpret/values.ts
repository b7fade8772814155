import type { PlayerId } from '../../../engine/core/players';

/** Things a formula or selector can name. Plain JSON so that they can live in saved state (locals). */
export type EntityRef =
  | { t: 'unit'; id: string }
  | { t: 'space'; x: number; y: number }
  | { t: 'card'; iid: string }
  | { t: 'building'; id: string }
  | { t: 'equipment'; id: string }
  | { t: 'player'; p: PlayerId }
  | { t: 'event'; seq: number };

/** A runtime value: numbers, truth values, symbols (a bare game word such as `defeat`), entities, lists. */
export type Value = number | boolean | string | EntityRef | EntityRef[] | null;

export function isEntity(v: Value): v is EntityRef {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function sameEntity(a: EntityRef, b: EntityRef): boolean {
  switch (a.t) {
    case 'unit':
      return b.t === 'unit' && a.id === b.id;
    case 'space':
      return b.t === 'space' && a.x === b.x && a.y === b.y;
    case 'card':
      return b.t === 'card' && a.iid === b.iid;
    case 'building':
      return b.t === 'building' && a.id === b.id;
    case 'equipment':
      return b.t === 'equipment' && a.id === b.id;
    case 'player':
      return b.t === 'player' && a.p === b.p;
    case 'event':
      return b.t === 'event' && a.seq === b.seq;
  }
}

export function sameValue(a: Value, b: Value): boolean {
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
