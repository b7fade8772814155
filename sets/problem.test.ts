import { describe, expect, it } from 'vitest';
import { capProblems, countProblems, type Problem } from './problem';

const numbered = (n: number): Problem[] => Array.from({ length: n }, (_, i) => ({ file: 'cards.json', at: `cards[${i}]`, message: `problem ${i}` }));

describe('capProblems', () => {
  it('leaves a list at or under the cap as it is', () => {
    const list = numbered(5);
    expect(capProblems(list, 5)).toBe(list);
  });

  it('keeps the first ones and counts the rest in one line that stands for them', () => {
    const capped = capProblems(numbered(12), 5);
    expect(capped.slice(0, 5)).toEqual(numbered(5));
    expect(capped[5]).toEqual({ message: '7 more problems not listed: fix the ones above first', unlisted: true });
    expect(capped).toHaveLength(6);
    expect(capProblems(numbered(6), 5)[5]?.message).toBe('1 more problem not listed: fix the ones above first');
  });

  it('does not count what was never checked: a rest holding an unchecked part says only that there are more', () => {
    const stopped: Problem = { file: 'cards.json', at: 'cards[9]', message: 'the check stopped here after 9 problems', unlisted: true };
    const capped = capProblems([...numbered(9), stopped], 5);
    expect(capped[5]).toEqual({ message: 'more problems not listed, and part of the bundle was not checked: fix the ones above first', unlisted: true });
  });
});

describe('countProblems', () => {
  it('counts a complete list exactly', () => {
    expect(countProblems([])).toBe('0 problems');
    expect(countProblems(numbered(1))).toBe('1 problem');
    expect(countProblems(numbered(1234))).toBe('1,234 problems');
  });

  it('says "more than" the listed ones when a line stands for problems not listed, and does not count that line', () => {
    expect(countProblems(capProblems(numbered(250), 200))).toBe('more than 200 problems');
    expect(countProblems([...numbered(3), { message: 'the check stopped here after 3 problems', unlisted: true }])).toBe('more than 3 problems');
  });
});
