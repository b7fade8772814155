import { describe, expect, it } from 'vitest';
import { benchDecks } from '../../bench/bench-game';
import { HandCodedCards } from '../../bench/hand-coded-cards';
import { createEngine } from '../../games/summoners-grid/index';
import { playGame } from '../../engine/sim/play';
import { benchContent } from '../../bench/bench-content';

// The benchmark's floor must be the same game: the hand-written cards and the interpreter, given the
// same seeds, must make the same legal actions available and reach the same states.
const content = await benchContent();

describe('hand-written benchmark cards vs the interpreter', () => {
  const interpreted = createEngine(content);
  const handCoded = createEngine(content, new HandCodedCards());
  const strip = (s: object) => JSON.stringify({ ...s, seq: 0 });

  it('plays identical games for 15 seeds', () => {
    let plays = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const a = playGame(interpreted, benchDecks, seed, { maxActions: 2000, check: false });
      const b = playGame(handCoded, benchDecks, seed, { maxActions: 2000, check: false });
      expect(b.log).toEqual(a.log);
      expect(strip(b.final)).toBe(strip(a.final));
      plays += a.log.filter((x) => x.type === 'play').length;
    }
    expect(plays).toBeGreaterThan(30);
  });
});
