import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/index';
import { loadGame } from '../../engine/node/load-content';
import { simulate } from '../../engine/sim/simulate';
import { deckFromDecl } from '../../engine/summoners-grid/setup';
import { fixtureContent } from './helpers/fixture';
import { all } from './interpreter.cards';
import { fixtureDecks } from './sim-fixture';

// Random games by random legal actions, with every invariant checked after every action (the CLI plays
// thousands: `cardsmith simulate --games 1000 --check`): card
// conservation, HP within max HP, one unit per space, VP only from listed sources, illegal actions
// rejected, enumerated actions accepted, inputs never mutated, and each game replayed identically.
describe('random legal games (hand-built cards)', () => {
  const engine = createEngine(fixtureContent(all));

  it('keep every invariant over 60 games', { timeout: 180_000 }, () => {
    const report = simulate(engine, fixtureDecks, 60, 9000, { maxActions: 4000, check: true });
    expect(report.violations.slice(0, 5)).toEqual([]);
    expect(report.finished).toBeGreaterThan(50);
    expect(report.wins.A + report.wins.B + report.wins.draw).toBe(report.finished);
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
    const report = simulate(engine, { A: deck('Player A'), B: deck('Player B') }, 30, 4242, { maxActions: 4000, check: true });
    expect(report.violations.slice(0, 5)).toEqual([]);
    expect(report.finished).toBeGreaterThan(25);
  });
});
