import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { sameAst, sameAstByText } from './ast-compare';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

/** Every declaration of the shipped content's `.smith` files (hundreds of real trees). */
function contentDecls(): unknown[] {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.smith'));
  return files.flatMap((f) => parse(readFileSync(join(contentDir, f), 'utf8')).document.decls);
}

/** A deterministic pseudo-random sequence (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every object and array inside `tree`, with the tree itself. */
function nodesOf(tree: unknown): Array<object | unknown[]> {
  const out: Array<object | unknown[]> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      out.push(v);
      v.forEach(walk);
    } else if (v !== null && typeof v === 'object') {
      out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  walk(tree);
  return out;
}

/** One random change somewhere in a copy of `tree` (some change its meaning, some do not). */
function mutated(tree: unknown, next: () => number): unknown {
  const copy: unknown = structuredClone(tree);
  const nodes = nodesOf(copy);
  const node = nodes[Math.floor(next() * nodes.length)];
  if (node === undefined) return copy;
  const pick = <T,>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  if (Array.isArray(node)) {
    const i = Math.floor(next() * (node.length + 1));
    const change = pick(['drop', 'undefined', 'null', 'swap'] as const);
    if (change === 'drop') node.splice(i, 1);
    else if (change === 'undefined') node[i] = undefined;
    else if (change === 'null') node[i] = null;
    else if (node.length > 1) node.reverse();
    return copy;
  }
  const key = pick(Object.keys(node));
  const change = pick(['range', 'delete', 'undefined', 'text', 'plural', 'number', 'reorder', 'extra'] as const);
  const set = (k: string, v: unknown) => Reflect.set(node, k, v);
  if (change === 'range') set('range', { start: { line: 99, column: 1, offset: 7 }, end: { line: 99, column: 2, offset: 8 } });
  else if (change === 'extra') set('extra', next() < 0.5 ? undefined : 1);
  else if (change === 'reorder') {
    const entries = Object.entries(node).reverse();
    for (const k of Object.keys(node)) Reflect.deleteProperty(node, k);
    for (const [k, v] of entries) set(k, v);
  } else if (key !== undefined) {
    const value: unknown = Reflect.get(node, key);
    const text: unknown = Reflect.get(node, 'text');
    if (change === 'delete') Reflect.deleteProperty(node, key);
    else if (change === 'undefined') set(key, undefined);
    else if (change === 'text' && typeof value === 'string') set(key, `${value}s`);
    else if (change === 'plural' && typeof text === 'string') set('text', text.endsWith('s') ? text.slice(0, -1) : `${text}s`);
    else if (change === 'number') set(key, typeof value === 'number' ? value + 1 : Number.NaN);
  }
  return copy;
}

describe('sameAst', () => {
  const decls = contentDecls();

  it('reads the content (the property below runs on real trees)', () => {
    expect(decls.length).toBeGreaterThan(200);
  });

  it('agrees with its definition (sameAstByText) on the content and on thousands of random changes to it', () => {
    const next = random(16);
    let same = 0;
    let different = 0;
    for (let round = 0; round < 4000; round++) {
      const a = decls[Math.floor(next() * decls.length)];
      const b = next() < 0.1 ? decls[Math.floor(next() * decls.length)] : mutated(a, next);
      const expected = sameAstByText(a, b);
      expect(sameAst(a, b), `round ${round}`).toBe(expected);
      expect(sameAst(b, a), `round ${round}, reversed`).toBe(expected);
      if (expected) same += 1;
      else different += 1;
    }
    // Both outcomes occur often: the property is not vacuous either way.
    expect(same).toBeGreaterThan(500);
    expect(different).toBeGreaterThan(500);
  });

  it('ignores ranges, key order and a type noun\'s number; nothing else', () => {
    const name = (text: string, line: number) => ({ kind: 'Name', text, range: { start: { line, column: 1 }, end: { line, column: 5 } } });
    const tree = (noun: string, line: number, extra: Record<string, unknown> = {}) => ({ kind: 'Selector', noun: name(noun, line), owner: 'you', ...extra });
    expect(sameAst(tree('monster', 1), tree('monsters', 7))).toBe(true);
    expect(sameAst(tree('monster', 1), { owner: 'you', noun: name('monster', 2), kind: 'Selector' })).toBe(true);
    expect(sameAst(tree('monster', 1), tree('spell', 1))).toBe(false);
    expect(sameAst(tree('monster', 1), tree('monster', 1, { owner: 'opponent' }))).toBe(false);
    // A member whose value JSON does not write is no member; a missing list item is null.
    expect(sameAst(tree('monster', 1, { missing: undefined }), tree('monster', 1))).toBe(true);
    expect(sameAst([undefined], [null])).toBe(true);
    expect(sameAst([1], [1, 2])).toBe(false);
    // `text` is made singular only in a noun: elsewhere "Mages" is not "Mage".
    expect(sameAst(name('Mages', 1), name('Mage', 1))).toBe(false);
    // A range is only a range when it has a start and an end.
    expect(sameAst({ range: 3 }, {})).toBe(false);
    expect(sameAst({ range: { start: 1, end: 2 } }, {})).toBe(true);
  });
});
