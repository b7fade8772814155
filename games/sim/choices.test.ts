/** Rounds of simultaneous choices in the tally: pick and win counts per choice, the matchup matrix, merging, and the results built from them. */
import { describe, expect, it } from 'vitest';
import { TallySchema } from '../../balance/worker-protocol';
import { buildResults } from './results';
import { addGame, emptyTally, mergeTally, type GameSummary } from './tally';

function game(index: number, rounds: GameSummary['rounds']): GameSummary {
  const none = { deck: [], cards: {} };
  return { index, winner: 'A', first: 'A', turns: 1, actions: 2, players: { A: 'random', B: 'random' }, cards: { A: none, B: none }, names: {}, ...(rounds ? { rounds } : {}), violations: [] };
}

const run = { game: 'g', decks: { A: 'x', B: 'y' }, ai: { A: 'random' as const, B: 'random' as const }, swapSides: false, games: 2, seed: 1, maxActions: 10 };

describe('choices in the tally', () => {
  // Game 0: Rock (A) beats Scissors (B); Rock vs Rock, nobody. Game 1: Paper (A) loses to Scissors (B).
  const g0 = game(0, [
    { choices: { A: 'Rock', B: 'Scissors' }, winner: 'A' },
    { choices: { A: 'Rock', B: 'Rock' }, winner: null },
  ]);
  const g1 = game(1, [{ choices: { A: 'Paper', B: 'Scissors' }, winner: 'B' }]);

  it('counts each player\'s choice and the rounds it won, and each ordered pair', () => {
    const t = emptyTally();
    addGame(t, g0);
    addGame(t, g1);
    expect(t.choices).toEqual({ Rock: { rounds: 3, wins: 1 }, Scissors: { rounds: 2, wins: 1 }, Paper: { rounds: 1, wins: 0 } });
    expect(t.matchups).toEqual({
      'Rock|Scissors': { rounds: 1, wins: 1 },
      'Scissors|Rock': { rounds: 1, wins: 0 },
      'Rock|Rock': { rounds: 2, wins: 0 },
      'Paper|Scissors': { rounds: 1, wins: 0 },
      'Scissors|Paper': { rounds: 1, wins: 1 },
    });
  });

  it('merges chunks to the same totals in any order, and a game without rounds adds none', () => {
    const a = emptyTally();
    addGame(a, g0);
    const b = emptyTally();
    addGame(b, g1);
    addGame(b, game(2, undefined));
    const whole = emptyTally();
    for (const g of [g0, g1]) addGame(whole, g);
    expect(mergeTally(a, b).choices).toEqual(whole.choices);
    expect(mergeTally(emptyTally(), mergeTally(b, emptyTally())).matchups['Scissors|Paper']).toEqual({ rounds: 1, wins: 1 });
  });

  it('gives each choice its share of all choices and its win rate, and the matrix cells', () => {
    const t = emptyTally();
    addGame(t, g0);
    addGame(t, g1);
    const r = buildResults(run, t);
    expect(r.choices.map((c) => [c.choice, c.picks, c.pickRate, c.wins.successes, c.wins.trials])).toEqual([
      ['Paper', 1, 1 / 6, 0, 1],
      ['Rock', 3, 3 / 6, 1, 3],
      ['Scissors', 2, 2 / 6, 1, 2],
    ]);
    expect(r.matchups.find((m) => m.mine === 'Scissors' && m.theirs === 'Paper')?.wins).toMatchObject({ successes: 1, trials: 1, rate: 1 });
  });

  it('reads tallies stored before choices were counted as having none', () => {
    const { choices: _c, matchups: _m, ...old } = emptyTally();
    expect(TallySchema.parse(old)).toMatchObject({ choices: {}, matchups: {} });
  });
});
