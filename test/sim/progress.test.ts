import { describe, expect, it } from 'vitest';
import { duration, ProgressReporter } from '../../balance/progress';
import { gamesPerSecond } from '../../games/sim/report';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { out: { isTTY, columns: 100, write: (t: string) => void written.push(t) }, written };
}

describe('progress on stderr', () => {
  it('redraws one bar with rate and ETA on a terminal', () => {
    let now = 0;
    const { out, written } = output(true);
    const p = new ProgressReporter(out, 'simulate', () => now);
    p.update(1, 100);
    now = 1000;
    p.update(11, 100);
    p.finish();
    expect(written.every((w) => w.startsWith('\r') || w === '\n')).toBe(true);
    // 10 games in the second after the first one: 10/s, 89 to go.
    expect(written[1]).toContain('11/100 11% 10.0/s ETA 9s');
    expect(written[1]).toMatch(/\[#{4}-{36}\]/);
    expect(written.at(-1)).toBe('\n');
  });

  it('writes plain lines every 5% elsewhere', () => {
    let now = 0;
    const { out, written } = output(false);
    const p = new ProgressReporter(out, 'simulate', () => now);
    for (let done = 1; done <= 100; done++) {
      now = done * 10;
      p.update(done, 100);
    }
    expect(written.length).toBe(21);
    expect(written.at(-1)).toBe('simulate: 100/100 games (100%), 100.0 games/s, ETA 0s\n');
  });

  it('formats durations', () => {
    expect(duration(42)).toBe('42s');
    expect(duration(125)).toBe('2m 05s');
    expect(duration(7260)).toBe('2h 01m');
    expect(duration(Infinity)).toBe('?');
  });
});

describe('games per second', () => {
  it('keeps two significant digits below one game per second', () => {
    expect([gamesPerSecond(123.45), gamesPerSecond(1), gamesPerSecond(0.0287), gamesPerSecond(0)]).toEqual(['123.5', '1.0', '0.029', '0.0']);
  });
});
