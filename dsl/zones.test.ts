import { describe, expect, it } from 'vitest';
import { isZoneName, ZONES } from './zones';

describe("Summoner's Grid zones", () => {
  it('are the seven zones of the rules', () => {
    expect([...ZONES].sort()).toEqual(['advance-deck', 'discard', 'hand', 'in-play', 'main-deck', 'recharge', 'removed']);
  });

  it('are recognised by their exact names only', () => {
    expect(ZONES.every(isZoneName)).toBe(true);
    expect(isZoneName('graveyard')).toBe(false);
    expect(isZoneName('Hand')).toBe(false);
    expect(isZoneName('')).toBe(false);
  });
});
