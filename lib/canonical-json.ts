/**
 * Deterministic JSON: the same value always gives the same bytes, whatever order its keys were built in.
 *
 * Object keys are sorted by UTF-16 code units and strings and numbers are written the way
 * `JSON.stringify` writes them, which is the JSON Canonicalization Scheme (RFC 8785). `canonicalCompact`
 * is exactly JCS and is what signatures cover. `canonicalPretty` is the same ordering with two-space
 * indentation and a final newline, for files people read and diff; with `compactBelow: n`, values nested
 * deeper than n levels are written compactly, so a list of large entries gets one line per entry (a
 * bundle's cards.json: a changed card is one changed line, and the file stays a third of the size).
 *
 * Properties whose value is `undefined` are left out (the AST omits optional fields, and a stray
 * `undefined` must not change the bytes). Anything JSON cannot carry faithfully (NaN, Infinity, a
 * function, a class instance such as Date) is a programming error and throws: every caller passes data
 * it has already validated.
 *
 * Pure (no Node-only APIs): the engine, the DSL tooling, the studio's browser code and the set exports
 * all use this one module.
 */

/** Canonical JSON without whitespace (RFC 8785): what signatures and content identities are computed over. */
export function canonicalCompact(value: unknown): string {
  return compact(value);
}

/**
 * Whether `canonicalCompact(a) === canonicalCompact(b)`, decided in one walk without writing either: an
 * import compares each of 10,000 cards' face numbers with what its AST gives, and writing both took
 * 0.17 CPU-s. For values canonical JSON can write; on others it throws as canonicalCompact does, unless a
 * difference before them has already decided.
 */
export function sameCanonical(a: unknown, b: unknown): boolean {
  const aObject = a !== null && typeof a === 'object';
  const bObject = b !== null && typeof b === 'object';
  if (!aObject || !bObject) {
    if (aObject || bObject) return false;
    // Equal scalars are the same text once canonical JSON accepts them (scalar throws on what it refuses).
    return a === b ? typeof a === 'string' || typeof a === 'boolean' || scalar(a) !== undefined : scalar(a) === scalar(b);
  }
  const aList = Array.isArray(a);
  if (aList !== Array.isArray(b)) return false;
  if (aList && Array.isArray(b)) {
    // JSON writes an undefined item (or a hole) as null.
    return a.length === b.length && a.every((item: unknown, i) => sameCanonical(item ?? null, b[i] ?? null));
  }
  plainObject(a);
  plainObject(b);
  // Members whose value is undefined are not written; the order of the others does not matter.
  let written = 0;
  for (const key of Object.keys(a)) {
    const value: unknown = Reflect.get(a, key);
    if (value === undefined) continue;
    written += 1;
    const other: unknown = Reflect.get(b, key);
    if (other === undefined || !Object.hasOwn(b, key) || !sameCanonical(value, other)) return false;
  }
  for (const key of Object.keys(b)) if (Reflect.get(b, key) !== undefined) written -= 1;
  return written === 0;
}

export interface PrettyOptions {
  /** Nesting depth below which values are written compactly (0 = the whole value on one line). */
  compactBelow?: number;
}

/** Canonical JSON with two-space indentation and a trailing newline. */
export function canonicalPretty(value: unknown, options: PrettyOptions = {}): string {
  return `${[...pretty(value, '', options.compactBelow ?? Number.POSITIVE_INFINITY)].join('')}\n`;
}

/** `canonicalPretty` as UTF-8 bytes, in one array (built from canonicalPrettyChunks). */
export function canonicalPrettyBytes(value: unknown, options: PrettyOptions = {}): Uint8Array<ArrayBuffer> {
  const chunks = [...canonicalPrettyChunks(value, options)];
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * `canonicalPretty` as UTF-8 bytes, written lazily in blocks of about `blockBytes`: a 10,000-card
 * cards.json is hashed and then streamed to a file or an HTTP response without ever existing whole,
 * as one string or as one array of bytes. Each iteration writes the value afresh (it must not change
 * in between).
 */
export function* canonicalPrettyChunks(value: unknown, options: PrettyOptions = {}, blockBytes = 1 << 16): Generator<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let pendingLength = 0;
  for (const part of pretty(value, '', options.compactBelow ?? Number.POSITIVE_INFINITY)) {
    pending.push(part);
    pendingLength += part.length;
    // UTF-16 code units: at least one byte each, so a block is at least blockBytes long.
    if (pendingLength >= blockBytes) {
      yield encoder.encode(pending.join(''));
      pending = [];
      pendingLength = 0;
    }
  }
  pending.push('\n');
  yield encoder.encode(pending.join(''));
}

function scalar(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot represent the number ${value}`);
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    case 'object':
      return undefined;
    default:
      throw new TypeError(`canonical JSON cannot represent a value of type ${typeof value}`);
  }
}

/** Throws unless `value` is a plain object (a class instance such as Date is not JSON data). */
function plainObject(value: object): void {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(`canonical JSON cannot represent an instance of ${value.constructor.name}`);
  }
}

/** The keys of a plain object whose values are not undefined, sorted by UTF-16 code units. */
function keysOf(value: object): string[] {
  plainObject(value);
  const record = value as Record<string, unknown>;
  // Array.prototype.sort without a comparator compares UTF-16 code units, as RFC 8785 requires.
  return Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
}

/**
 * Compact canonical JSON. The fast path copies the value with its keys sorted and lets the engine's
 * JSON.stringify write it (several times faster than writing it here); it steps aside for what
 * JSON.stringify would order or write differently — integer-like keys, which JavaScript objects always
 * enumerate first in numeric order — and for values canonical JSON refuses, which the exact writer
 * below reports.
 */
function compact(value: unknown): string {
  try {
    return JSON.stringify(sortedCopy(value));
  } catch (error) {
    if (error !== NOT_FAST) throw error;
    return compactExactly(value);
  }
}

const NOT_FAST = new Error('not on the fast path');
const INTEGER_LIKE = /^(?:0|[1-9]\d*)$/;

function sortedCopy(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw NOT_FAST;
    return value;
  }
  if (typeof value !== 'object') throw NOT_FAST;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortedCopy(item)));
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw NOT_FAST;
  const record = value as Record<string, unknown>;
  // No prototype: a "__proto__" key (legal in JSON, and JSON.parse makes it an own property) must stay
  // a plain property here instead of setting the copy's prototype and vanishing from the output.
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(record).sort()) {
    if (INTEGER_LIKE.test(key)) throw NOT_FAST;
    const item = record[key];
    if (item !== undefined) copy[key] = sortedCopy(item);
  }
  return copy;
}

function compactExactly(value: unknown): string {
  const s = scalar(value);
  if (s !== undefined) return s;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      // JSON.stringify writes `null` for holes and undefined array items; so do we.
      out += compactExactly(value[i] === undefined ? null : value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of keysOf(record)) {
    if (!first) out += ',';
    first = false;
    out += `${JSON.stringify(key)}:${compactExactly(record[key])}`;
  }
  return `${out}}`;
}

/**
 * The pretty form of `value`, one part per compact value or punctuation. A generator, so that a big file
 * can be produced lazily; each part passes through every enclosing level's `yield*`, which is cheap at the
 * depths written pretty (cards.json stops at `compactBelow: 2`; manifests and schema.json are small).
 */
function* pretty(value: unknown, indent: string, compactBelow: number): Generator<string> {
  const s = scalar(value);
  if (s !== undefined) {
    yield s;
    return;
  }
  if (compactBelow <= 0) {
    yield compact(value);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    for (let i = 0; i < value.length; i++) {
      yield i === 0 ? `[\n${inner}` : `,\n${inner}`;
      const item: unknown = value[i];
      yield* pretty(item === undefined ? null : item, inner, compactBelow - 1);
    }
    yield `\n${indent}]`;
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = keysOf(record);
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? '';
    yield `${i === 0 ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
    yield* pretty(record[key], inner, compactBelow - 1);
  }
  yield `\n${indent}}`;
}
