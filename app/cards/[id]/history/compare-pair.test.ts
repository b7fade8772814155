import { describe, expect, it } from 'vitest';
import { comparePair, defaultPair, parseSide } from './compare-pair';

describe('the pair the history page compares', () => {
  it('defaults to the current version against a draft with unpublished changes', () => {
    expect(defaultPair({ versions: [3, 2, 1], unpublishedChanges: true })).toEqual({ from: 3, to: 'draft' });
    expect(defaultPair({ versions: [1], unpublishedChanges: true })).toEqual({ from: 1, to: 'draft' });
  });

  it('otherwise compares the two newest versions, and has nothing to compare with one version or none', () => {
    expect(defaultPair({ versions: [3, 2, 1], unpublishedChanges: false })).toEqual({ from: 2, to: 3 });
    expect(defaultPair({ versions: [1], unpublishedChanges: false })).toBeUndefined();
    expect(defaultPair({ versions: [], unpublishedChanges: true })).toBeUndefined();
  });

  it('takes the pair from the URL when both sides exist and differ, in either order', () => {
    const history = { versions: [3, 2, 1], unpublishedChanges: false };
    expect(comparePair(history, '3', '1')).toEqual({ from: 3, to: 1 });
    expect(comparePair(history, '1', 'draft')).toEqual({ from: 1, to: 'draft' });
    expect(comparePair(history, '1', '1')).toEqual({ from: 2, to: 3 });
    expect(comparePair(history, '9', '1')).toEqual({ from: 2, to: 3 });
    expect(comparePair(history, null, '1')).toEqual({ from: 2, to: 3 });
  });

  it('reads only whole version numbers that exist, or `draft`', () => {
    expect(['2', 'draft', '02', '1.5', '-1', '', '4'].map((v) => parseSide(v, [3, 2, 1]))).toEqual([2, 'draft', undefined, undefined, undefined, undefined, undefined]);
  });
});
