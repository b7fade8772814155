import { describe, expect, it } from 'vitest';
import { buildResults } from '../../games/sim/results';
import { emptyTally, type CardTally } from '../../games/sim/tally';
import { cardWinRateOption, damageOption, lengthOption } from './chart-options';
import { compareRuns } from './compare';

const run = { game: 'summoners-grid', decks: { A: 'Left', B: 'Right' }, ai: { A: 'greedy' as const, B: 'random' as const }, swapSides: false, games: 20, seed: 1, maxActions: 3000 };

function card(name: string, over: Partial<CardTally>): CardTally {
  return { name, type: 'action', plays: 0, games: 20, playedGames: 0, playedWins: 0, notPlayedGames: 20, notPlayedWins: 10, playedBy: { A: { games: 0, wins: 0 }, B: { games: 0, wins: 0 } }, damage: 0, selfDamage: 0, healing: 0, vp: 0, vpToOpponent: 0, hits: 0, hitHistogram: {}, ...over };
}

/** 20 games: A wins 14. "Bolt" played in 10 games (won 9) and hits 5 times in bands 0 and 3; "Always" played in every game. */
function results(boltWins = 9) {
  const t = emptyTally();
  t.games = 20;
  t.wins = { A: 14, B: 6, draw: 0, unfinished: 0 };
  t.turns = { total: 20 * 8, histogram: { '6': 5, '8': 10, '10': 5 } };
  t.cards = {
    bolt: card('Bolt', { plays: 12, playedGames: 10, playedWins: boltWins, notPlayedGames: 10, notPlayedWins: 5, hits: 5, damage: 90, hitHistogram: { '0': 2, '3': 3 } }),
    always: card('Always', { plays: 20, playedGames: 20, playedWins: 10, notPlayedGames: 0, notPlayedWins: 0 }),
    idle: card('Idle', {}),
  };
  return buildResults(run, t);
}

describe('Balance charts', () => {
  it('draws each played card’s win rate with its interval, and nothing for a side without games', () => {
    const r = results();
    const option = cardWinRateOption(r);
    const series = option.series as Array<{ name: string; data: number[][] }>;
    const played = series.find((s) => s.name === 'when played');
    const notPlayed = series.find((s) => s.name === 'when not played');
    const bolt = r.cards.find((c) => c.name === 'Bolt');
    // Rows are drawn bottom-up in order of decisiveness: Bolt (|0.9-0.5|) above Always (no gap measurable).
    expect((option.yAxis as { data: string[] }).data).toEqual(['Always', 'Bolt']);
    expect(played?.data).toContainEqual([1, bolt?.winWhenPlayed.low, bolt?.winWhenPlayed.high, 0.9, 10]);
    expect(notPlayed?.data.map((d) => d[0])).toEqual([1]); // "Always" was never left unplayed
  });

  it('lays damage bands out to scale and puts every hit in its cell', () => {
    const option = damageOption(results());
    expect((option.xAxis as { data: string[] }).data).toEqual(['0–9', '10–19', '20–29', '30–39']);
    const cells = (option.series as Array<{ data: number[][] }>)[0]?.data ?? [];
    expect(cells).toEqual([
      [0, 0, 2],
      [3, 0, 3],
    ]);
  });

  it('shows every turn count from the shortest to the longest game, empty ones as 0', () => {
    const option = lengthOption(results());
    expect((option.xAxis as { data: string[] }).data).toEqual(['6', '7', '8', '9', '10']);
    expect((option.series as Array<{ data: number[] }>)[0]?.data).toEqual([5, 0, 10, 0, 5]);
  });
});

describe('comparing two runs', () => {
  it('reports the change per card and calls it clear only when the intervals do not overlap', () => {
    const rows = compareRuns(results(9), results(1));
    const bolt = rows.find((r) => r.key === 'bolt');
    expect(bolt?.change).toBeCloseTo(-0.8, 10);
    expect(bolt?.clear).toBe(true);
    expect(rows.find((r) => r.key === 'always')).toMatchObject({ change: 0, clear: false });
    expect(rows[0]).toMatchObject({ key: 'wins-A', change: 0, clear: false });
    expect(rows.some((r) => r.key === 'idle')).toBe(false);
  });
});
