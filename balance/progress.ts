/**
 * Progress of a long run on stderr: a redrawn bar with rate and ETA on a terminal; on anything else
 * (a log file, CI) a plain line every 5% or every 10 seconds, whichever comes first.
 */
import { gamesPerSecond } from '../games/sim/report';

export interface ProgressOutput {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export class ProgressReporter {
  /** When the first game finished, and how many had then: the rate leaves out start-up time. */
  private firstAt = 0;
  private firstDone = 0;
  private lastLine = 0;
  private lastShare = -1;
  private lastDraw = -Infinity;

  constructor(
    private readonly out: ProgressOutput,
    private readonly label: string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(done: number, total: number): void {
    const t = this.now();
    if (this.firstDone === 0) {
      this.firstAt = t;
      this.firstDone = done;
    }
    const elapsed = (t - this.firstAt) / 1000;
    const rate = elapsed > 0 ? (done - this.firstDone) / elapsed : 0;
    const eta = rate > 0 ? (total - done) / rate : Infinity;
    const share = total > 0 ? done / total : 1;
    if (this.out.isTTY) {
      if (done < total && t - this.lastDraw < 100) return;
      this.lastDraw = t;
      const width = Math.max(10, Math.min(40, (this.out.columns ?? 80) - 60));
      const filled = Math.round(share * width);
      this.out.write(`\r${this.label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${(100 * share).toFixed(0)}% ${gamesPerSecond(rate)}/s ETA ${duration(eta)}   `);
      return;
    }
    const step = Math.floor(share * 20);
    if (done === total || step > this.lastShare || t - this.lastLine > 10_000) {
      this.lastShare = step;
      this.lastLine = t;
      this.out.write(`${this.label}: ${done}/${total} games (${(100 * share).toFixed(0)}%), ${gamesPerSecond(rate)} games/s, ETA ${duration(eta)}\n`);
    }
  }

  /** Ends the bar's line on a terminal. */
  finish(): void {
    if (this.out.isTTY) this.out.write('\n');
  }
}

export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
