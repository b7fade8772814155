import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, ignoring case', () => {
    // kitten → sitten (k→s) → sittin (e→i) → sitting (+g): 3 edits.
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('Dash', 'dash')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('trun', 'turn')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    // ca → ac is one swap; abc → ca needs a deletion besides (optimal string alignment swaps a letter once).
    expect(editDistance('ca', 'ac')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('recieve', 'receive')).toBe(1);
  });

  it('agrees with the textbook table on random words, and with any cap answers min(distance, cap + 1)', () => {
    // The definition written out in full: a fresh table per call, no rows reused, no early exit.
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(up[j] as number, row[j - 1] as number) + 1;
          row[j] = Math.min(row[j] as number, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
        }
      }
      return (d[a.length] as number[])[b.length] as number;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 5 }), (a, b, cap) => {
        const full = reference(a, b);
        expect(editDistance(a, b)).toBe(full);
        expect(editDistance(a, b, cap)).toBe(Math.min(full, cap + 1));
      }),
      { numRuns: 2000 },
    );
  });

  it('with a cap, answers cap + 1 for anything farther and the exact distance within it', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'abcxef', 1)).toBe(1);
  });
});

describe('closest', () => {
  it('finds the nearest candidate within a third of the word, ties going to the first in alphabetical order', () => {
    expect(closest('Clay Golm', ['Clay Giant', 'Clay Golem', 'Sea Serpent'])).toBe('Clay Golem');
    // "cat" is one edit from both "bat" and "car" (limit 1): "bat" sorts first, whatever the order given.
    expect(closest('cat', ['car', 'bat'])).toBe('bat');
    expect(closest('cat', ['bat', 'car'])).toBe('bat');
    expect(closest('cat', ['dog', 'horse'])).toBeUndefined();
    // A word cut short begins one candidate: that one (no other is within its edits).
    expect(closest('magic', ['magical', 'physical'])).toBe('magical');
    expect(closest('phys', ['magical', 'physical'])).toBe('physical');
    // Two candidates begin with it: no suggestion rather than a guess; two letters are too few to go on.
    expect(closest('mag', ['magical', 'magnetic'])).toBeUndefined();
    expect(closest('ma', ['magical'])).toBeUndefined();
    // A four-letter word is allowed one edit: a swap is one.
    expect(closest('trun', ['turn', 'your'])).toBe('turn');
  });

  it('a word written out suggests the one candidate that abbreviates it (its letters in order, from the same first letter)', () => {
    expect(closest('attack', ['atk', 'def', 'traits'])).toBe('atk');
    expect(closest('strength', ['STR', 'SPD', 'INT'])).toBe('STR');
    expect(closest('speed', ['STR', 'SPD', 'INT'])).toBe('SPD');
    expect(closest('defense', ['DEF', 'MDF'])).toBe('DEF');
    // Two abbreviate it (`s…p…` in both): no guess. Too near in length (`at` for `atk`) is left to edits.
    expect(closest('speed', ['SPD', 'SP'])).toBeUndefined();
    expect(closest('atk', ['at'])).toBe('at');
    expect(closest('attack', ['mana', 'speed'])).toBeUndefined();
  });

  it("another game's word for the same thing suggests this game's, when exactly one candidate is a synonym", () => {
    // `life` is four edits from `health`, `attack` shares no abbreviation with `power`: spelling finds neither.
    expect(closest('life', ['health', 'mana'])).toBe('health');
    expect(closest('life', ['hp', 'atk', 'def'])).toBe('hp');
    expect(closest('attack', ['mana', 'power'])).toBe('power');
    expect(closest('toughness', ['atk', 'def', 'hp'])).toBe('def');
    expect(closest('discard', ['deck', 'hand', 'battlefield', 'graveyard'])).toBe('graveyard');
    expect(closest('Creature', ['monster', 'spell', 'equipment'])).toBe('monster');
    // Two synonyms among the candidates: no guess. A word of no group: nothing.
    expect(closest('life', ['health', 'hp'])).toBeUndefined();
    expect(closest('banana', ['health', 'hp'])).toBeUndefined();
    // Spelling still comes first: `helth` is one edit from `health`, whatever the synonyms.
    expect(closest('helth', ['health', 'hp', 'life'])).toBe('health');
  });
});
