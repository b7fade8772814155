import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalCompact, canonicalPretty, canonicalPrettyBytes, canonicalPrettyChunks, sameCanonical } from './canonical-json';

/** Rebuilds every object of a JSON value with its keys in a shuffled order. */
function shuffleKeys(value: unknown, rand: () => number): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleKeys(v, rand));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(() => rand() - 0.5);
  return Object.fromEntries(entries.map(([k, v]) => [k, shuffleKeys(v, rand)]));
}

describe('canonical JSON', () => {
  it('orders keys by UTF-16 code units, as RFC 8785 section 3.2.3 shows', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    const keys = Object.keys(JSON.parse(canonicalCompact(input)) as object);
    // JSON.parse would put "1" first anyway (integer-like key), so check the text order instead.
    const text = canonicalCompact(input);
    const order = ['\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'].map((k) => text.indexOf(JSON.stringify(k)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(keys).toHaveLength(7);
  });

  it('writes numbers and strings as ECMAScript JSON does (RFC 8785 section 3.2.2)', () => {
    expect(canonicalCompact([1e21, 1e-7, 333333333.33333329, -0, 0.000001, 'a\u2028"\\\n\u001f'])).toBe(
      '[1e+21,1e-7,333333333.3333333,0,0.000001,"a\u2028\\"\\\\\\n\\u001f"]',
    );
  });

  it('puts integer-like keys in text order, not numeric order', () => {
    expect(canonicalCompact({ '10': 1, '9': 2, b: 3, a: 4 })).toBe('{"10":1,"9":2,"a":4,"b":3}');
  });

  it('pretty form indents by two spaces, ends with a newline and keeps empty containers inline', () => {
    expect(canonicalPretty({ b: [1, { d: [], c: {} }], a: 'x' })).toBe(
      '{\n  "a": "x",\n  "b": [\n    1,\n    {\n      "c": {},\n      "d": []\n    }\n  ]\n}\n',
    );
  });

  it('writes values nested deeper than compactBelow on one line', () => {
    const value = { cards: [{ id: 'b', ast: { kind: 'Card', params: [1, 2] } }, { id: 'a' }], set: { name: 'Alpha' } };
    expect(canonicalPretty(value, { compactBelow: 2 })).toBe(
      '{\n  "cards": [\n    {"ast":{"kind":"Card","params":[1,2]},"id":"b"},\n    {"id":"a"}\n  ],\n  "set": {\n    "name": "Alpha"\n  }\n}\n',
    );
    expect(canonicalPretty(value, { compactBelow: 0 })).toBe(`${canonicalCompact(value)}\n`);
  });

  it('keeps a "__proto__" key as an ordinary property (fast-check found it dropped)', () => {
    const parsed: unknown = JSON.parse('{"b":[{"__proto__":0}],"__proto__":{"x":1}}');
    expect(canonicalCompact(parsed)).toBe('{"__proto__":{"x":1},"b":[{"__proto__":0}]}');
    expect(canonicalPretty(parsed, { compactBelow: 1 })).toBe('{\n  "__proto__": {"x":1},\n  "b": [{"__proto__":0}]\n}\n');
  });

  it('leaves out undefined properties', () => {
    expect(canonicalCompact({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it('refuses values JSON cannot carry faithfully', () => {
    expect(() => canonicalCompact({ a: Number.NaN })).toThrow(/NaN/);
    expect(() => canonicalCompact([Infinity])).toThrow(/Infinity/);
    expect(() => canonicalCompact({ when: new Date(0) })).toThrow(/Date/);
    expect(() => canonicalCompact({ f: () => 1 })).toThrow(/function/);
  });

  it('round-trips any JSON value and does not depend on key insertion order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        let state = seed;
        const rand = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
        const compact = canonicalCompact(value);
        expect(JSON.parse(compact)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalCompact(shuffleKeys(value, rand))).toBe(compact);
        expect(JSON.parse(canonicalPretty(value))).toEqual(JSON.parse(compact));
        expect(JSON.parse(canonicalPretty(value, { compactBelow: 1 }))).toEqual(JSON.parse(compact));
        expect(new TextDecoder().decode(canonicalPrettyBytes(value, { compactBelow: 2 }))).toBe(canonicalPretty(value, { compactBelow: 2 }));
        // Small blocks: every block but the last holds at least 16 bytes, and together they are the text.
        const blocks = [...canonicalPrettyChunks(value, { compactBelow: 2 }, 16)];
        for (const block of blocks.slice(0, -1)) expect(block.length).toBeGreaterThanOrEqual(16);
        expect(new TextDecoder().decode(Buffer.concat(blocks))).toBe(canonicalPretty(value, { compactBelow: 2 }));
      }),
      { numRuns: 300 },
    );
  });

  it('sameCanonical agrees with comparing the canonical texts', () => {
    expect(sameCanonical({ a: 1, b: [1, -0] }, { b: [1, 0], a: 1, c: undefined })).toBe(true);
    expect(sameCanonical([undefined, 1], [null, 1])).toBe(true);
    expect(sameCanonical({ a: null }, {})).toBe(false);
    expect(sameCanonical({ a: 1 }, { a: undefined })).toBe(false);
    expect(sameCanonical({ a: undefined }, { a: 1 })).toBe(false);
    expect(sameCanonical({ toString: 1 }, {})).toBe(false);
    expect(() => sameCanonical({ a: new Date(0) }, { a: new Date(0) })).toThrow(/Date/);
    expect(sameCanonical([], {})).toBe(false);
    expect(sameCanonical({ '1': 'x', a: 2 }, { a: 2, '1': 'x' })).toBe(true);
    expect(() => sameCanonical({ a: Number.NaN }, { a: Number.NaN })).toThrow(/NaN/);
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.integer(), (value, other, seed) => {
        let state = seed;
        const rand = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
        // Pairs that are mostly alike: the same value reordered, with undefined members added, with one leaf changed.
        const variants = [shuffleKeys(value, rand), withUndefined(value, rand), withOneLeafChanged(value, other, rand), other];
        for (const variant of variants) expect(sameCanonical(value, variant)).toBe(canonicalCompact(value) === canonicalCompact(variant));
      }),
      { numRuns: 500 },
    );
  });
});

/** `value` with undefined members added to some objects (JSON leaves them out) and undefined items replacing some nulls. */
function withUndefined(value: unknown, rand: () => number): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === null && rand() < 0.5 ? undefined : withUndefined(v, rand)));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withUndefined(v, rand)]));
  if (rand() < 0.5) copy[`extra${Math.floor(rand() * 3)}`] = undefined;
  return copy;
}

/** `value` with at most one leaf (or empty container) replaced by `other`, chosen by `rand`. */
function withOneLeafChanged(value: unknown, other: unknown, rand: () => number): unknown {
  let left = Math.floor(rand() * 8);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v) && v.length > 0) return v.map(walk);
    if (v !== null && typeof v === 'object' && Object.keys(v).length > 0) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return left-- === 0 ? other : v;
  };
  return walk(value);
}
