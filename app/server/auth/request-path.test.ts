import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from './request-path';

describe('the path after signing in', () => {
  it('is the local page that was asked for', () => {
    expect(safeNext('/cards/blast-bolt?at=3:1')).toBe('/cards/blast-bolt?at=3:1');
    expect(signInPath('/cards/blast-bolt')).toBe('/signin?next=%2Fcards%2Fblast-bolt');
  });

  it('is the library for the home page, a missing value, another host or the sign-in page itself', () => {
    for (const next of [undefined, null, '', '/', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/signin?next=/x']) {
      expect(safeNext(next)).toBe('/library');
    }
    expect(signInPath('/')).toBe('/signin');
  });
});
