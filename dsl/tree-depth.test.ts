import { describe, expect, it } from 'vitest';
import type { Range } from './ast';
import { deeperThan, tooDeepAt } from './tree-depth';

const at = (offset: number): Range => ({ start: { offset, line: 1, column: offset + 1 }, end: { offset: offset + 1, line: 1, column: offset + 2 } });

/** `levels` objects inside one another, each under `child`, the innermost a leaf. */
function chain(levels: number, child = 'inner'): object {
  let node: object = { leaf: true };
  for (let i = 0; i < levels; i++) node = { [child]: node };
  return node;
}

describe('deeperThan', () => {
  it('counts each object inside another as one level: the root is level 0', () => {
    // chain(3): root (0) → 1 → 2 → leaf (3).
    expect(deeperThan(chain(3), 3)).toBe(false);
    expect(deeperThan(chain(3), 2)).toBe(true);
  });

  it("counts an array's items one level below the array's holder, as the parser measures its trees", () => {
    const listed = { items: [{ items: [{ leaf: true }] }] };
    expect(deeperThan(listed, 2)).toBe(false);
    expect(deeperThan(listed, 1)).toBe(true);
    // An array inside an array is a level of its own.
    expect(deeperThan({ items: [[{ leaf: true }]] }, 1)).toBe(true);
  });

  it('does not count ranges', () => {
    expect(deeperThan({ range: at(0), inner: { range: at(1) } }, 1)).toBe(false);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(deeperThan(chain(100_000), 500)).toBe(true);
    expect(deeperThan(chain(100_000), 100_000)).toBe(false);
  });
});

describe('tooDeepAt', () => {
  it('gives the range of the first node past the limit that has one', () => {
    const tree = { range: at(0), a: { range: at(1), b: { range: at(2), c: { range: at(3) } } } };
    expect(tooDeepAt(tree, 3)).toBeUndefined();
    expect(tooDeepAt(tree, 2)).toEqual(at(3));
  });

  it("falls back to the root's range when nothing past the limit has one", () => {
    expect(tooDeepAt({ range: at(0), ...chain(5) }, 2)).toEqual(at(0));
  });
});
