import { describe, expect, it } from 'vitest';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { playMatch, type Match } from '../../games/summoners-grid/sim/match';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';
import { fixtureDecks } from './sim-fixture';

/** Random-legal players on both seats, every invariant checked after every action. */
function checked(decks: Match['decks'], seed: number): Match {
  return { decks, ai: { A: 'random', B: 'random' }, swapSides: false, seed, maxActions: 4000, check: true };
}

// Random games by random legal actions, with every invariant checked after every action (the CLI plays
// thousands: `cardsmith simulate --games 1000 --check`): card
// conservation, HP within max HP, one unit per space, VP only from listed sources, illegal actions
// rejected, enumerated actions accepted, inputs never mutated, and each game replayed identically.
describe('random legal games (hand-built cards)', () => {
  const engine = createEngine(fixtureContent(all));

  it('keep every invariant over 60 games', { timeout: 180_000 }, () => {
    const report = playMatch(engine, checked(fixtureDecks, 9000), 0, 60);
    expect(report.violations.slice(0, 5)).toEqual([]);
    expect(report.games - report.wins.unfinished).toBeGreaterThan(50);
    expect(report.wins.A + report.wins.B + report.wins.draw + report.wins.unfinished).toBe(60);
  });
});

// The same with the real content: the play example's two decks, every card of the example in play.
const game = await loadGame('content/summoners-grid');

describe('random legal games (content/summoners-grid, the play example decks)', () => {
  const engine = createEngine(game.content);
  const deck = (name: string) => {
    const d = game.content.decks.find((x) => x.name.text === name);
    if (!d) throw new Error(`no deck ${name}`);
    return deckFromDecl(game.content, d);
  };

  it('keep every invariant over 30 games', { timeout: 180_000 }, () => {
    const report = playMatch(engine, checked({ A: deck('Player A'), B: deck('Player B') }, 4242), 0, 30);
    expect(report.violations.slice(0, 5)).toEqual([]);
    expect(report.games - report.wins.unfinished).toBeGreaterThan(25);
  });
});
