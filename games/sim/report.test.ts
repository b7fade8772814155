import { describe, expect, it } from 'vitest';
import { markdownReport } from './report';
import { buildResults, speedup, type RunDescription, type Timing } from './results';
import { emptyTally } from './tally';

const run: RunDescription = { game: 'summoners-grid', decks: { A: 'Left', B: 'Right' }, ai: { A: 'greedy', B: 'greedy' }, swapSides: false, games: 0, seed: 1, maxActions: 3000 };

describe("the report's timing lines", () => {
  it('print what was measured: workers, wall time, games per second, and no speed-up when none was asked for', () => {
    const timing: Timing = { milliseconds: 12_500, gamesPerSecond: 16, workers: 2 };
    const report = markdownReport(buildResults(run, emptyTally(), timing));
    expect(report).toContain('2 workers, 12.5 s, 16.0 games/s.');
    expect(report).not.toContain('Speed-up');
    expect(speedup(timing)).toBeUndefined();
  });

  it('print the speed-up as one-worker wall time ÷ all-worker wall time of the same games', () => {
    // 90 s on one worker, 50 s on two: 90 / 50 = 1.8.
    const timing: Timing = { milliseconds: 50_000, gamesPerSecond: 4, workers: 2, oneWorker: { milliseconds: 90_000, gamesPerSecond: 200 / 90 } };
    expect(speedup(timing)).toBeCloseTo(1.8, 10);
    const report = markdownReport(buildResults(run, emptyTally(), timing));
    expect(report).toContain('Speed-up from 1 to 2 workers: 1.80× (the same 0 games, whole-run wall time with thread start-up: 90.0 s on one worker, 50.0 s on 2).');
  });
});
