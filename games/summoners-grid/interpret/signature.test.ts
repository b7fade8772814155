import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Signature } from './signature';

const values = fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', 'u1', '')), { maxLength: 12 });

function write(last: ReadonlyArray<string | number> | undefined, next: ReadonlyArray<string | number>): Array<string | number> | null {
  const s = new Signature(last);
  for (const v of next) s.add(v);
  return s.changed();
}

describe('Signature', () => {
  it('is null exactly when the values written equal the last list, and otherwise the values written', () => {
    fc.assert(
      fc.property(values, values, (last, next) => {
        const same = last.length === next.length && last.every((v, i) => v === next[i]);
        const got = write(last, next);
        if (same) expect(got).toBeNull();
        else expect(got).toEqual(next);
      }),
    );
  });

  it('compares prefixes, extensions and a first list by hand', () => {
    expect(write(['u', 1, 'A'], ['u', 1, 'A'])).toBeNull();
    expect(write(['u', 1, 'A'], ['u', 1])).toEqual(['u', 1]);
    expect(write(['u', 1], ['u', 1, 'A'])).toEqual(['u', 1, 'A']);
    expect(write(['u', 1, 'A'], ['u', 2, 'A'])).toEqual(['u', 2, 'A']);
    expect(write(['u', 1], [])).toEqual([]);
    expect(write([], [])).toBeNull();
    expect(write(undefined, [])).toEqual([]);
    expect(write(undefined, ['b', 3])).toEqual(['b', 3]);
  });

  it('never changes the last list', () => {
    const last = ['u', 1, 'A'];
    write(last, ['u', 2, 'B', 'x']);
    expect(last).toEqual(['u', 1, 'A']);
  });
});
