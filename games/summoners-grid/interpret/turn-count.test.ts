import { describe, expect, it } from 'vitest';
import { turnsSince } from './turn-count';

describe('counting turns since a card came into play', () => {
  it("counts the player's own turns: set on turn 3, their turns 5, 7, 9 are the 1st, 2nd and 3rd", () => {
    expect(turnsSince('you', 3, 5)).toBe(1);
    expect(turnsSince('you', 3, 7)).toBe(2);
    expect(turnsSince('you', 3, 9)).toBe(3);
  });

  it("set on the opponent's turn 4, the player's turns 5 and 7 are the 1st and 2nd", () => {
    expect(turnsSince('you', 4, 5)).toBe(1);
    expect(turnsSince('you', 4, 7)).toBe(2);
  });

  it('the turn it came into play, or an earlier one, counts as none', () => {
    expect(turnsSince('you', 3, 3)).toBe(0);
    expect(turnsSince('opponent', 6, 2)).toBe(0);
  });

  it("`each` counts every player's turns", () => {
    expect(turnsSince('any', 3, 4)).toBe(1);
    expect(turnsSince('any', 3, 6)).toBe(3);
  });
});
