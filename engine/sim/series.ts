import type { PlayerKind } from '../ai/player';
import type { PlayerId } from '../core/players';
import type { GameRecord } from './play';
import { wilson, type Rate } from './wilson';

/** How a series of headless games is played: seats, seeds, and checks. */
export interface SeriesOptions {
  games: number;
  /** Game i uses seed `seed + i`. */
  seed: number;
  ai: Record<PlayerId, PlayerKind>;
  /** On odd games the two players swap seats (decks stay), to compare players rather than decks. */
  swapSides: boolean;
  check: boolean;
  maxActions: number;
}

export interface SeriesResult {
  games: number;
  /** Wins by seat (the deck), draws and games cut at the action limit. */
  seats: Record<PlayerId, Rate>;
  draws: number;
  unfinished: number;
  /** Wins by AI kind, over the games each kind played (a kind in both seats plays every game twice). */
  players: Array<{ kind: PlayerKind; wins: Rate }>;
  averageTurns: number;
  averageActions: number;
  violations: Array<{ seed: number; message: string }>;
}

/** Who plays each seat in game `index` (any series or match that can swap sides). */
export function seatsFor(options: Pick<SeriesOptions, 'ai' | 'swapSides'>, index: number): Record<PlayerId, PlayerKind> {
  return options.swapSides && index % 2 === 1 ? { A: options.ai.B, B: options.ai.A } : options.ai;
}

/**
 * Plays a series with any game's `play` (one game between two AI kinds) and tallies it: wins by seat and
 * by player kind with 95% Wilson intervals, game length, and every violation the checks found.
 */
export function playSeries(options: SeriesOptions, play: (seats: Record<PlayerId, PlayerKind>, seed: number) => GameRecord, progress?: (done: number) => void): SeriesResult {
  const seatWins: Record<PlayerId, number> = { A: 0, B: 0 };
  const kindWins = new Map<PlayerKind, { wins: number; games: number }>();
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  const violations: SeriesResult['violations'] = [];
  for (let i = 0; i < options.games; i++) {
    const seats = seatsFor(options, i);
    const record = play(seats, options.seed + i);
    turns += record.turns;
    actions += record.actions;
    for (const message of record.violations) violations.push({ seed: record.seed, message });
    for (const p of ['A', 'B'] as const) {
      const tally = kindWins.get(seats[p]) ?? { wins: 0, games: 0 };
      tally.games += 1;
      if (record.winner === p) tally.wins += 1;
      kindWins.set(seats[p], tally);
    }
    if (record.winner === 'A' || record.winner === 'B') seatWins[record.winner] += 1;
    else if (record.winner === 'draw') draws += 1;
    else unfinished += 1;
    progress?.(i + 1);
  }
  const n = options.games;
  return {
    games: n,
    seats: { A: wilson(seatWins.A, n), B: wilson(seatWins.B, n) },
    draws,
    unfinished,
    players: [...kindWins].map(([kind, t]) => ({ kind, wins: wilson(t.wins, t.games) })),
    averageTurns: n > 0 ? turns / n : 0,
    averageActions: n > 0 ? actions / n : 0,
    violations,
  };
}
