import type { PlayerKind } from '../ai/player';
import type { PlayerId } from '../core/players';

/** Who plays which seat in a run of headless games. */
export interface SeatOptions {
  ai: Record<PlayerId, PlayerKind>;
  /** On odd games the two players swap seats (decks stay), to compare players rather than decks. */
  swapSides: boolean;
}

/** A run of headless games between two decks: game `i` uses seed `seed + i`. */
export interface MatchOptions<D> extends SeatOptions {
  decks: Record<PlayerId, D>;
  seed: number;
  /** A game longer than this many actions is unfinished. */
  maxActions: number;
  /** Run the core's and the game's checks after every action. */
  check: boolean;
}

/** Who plays each seat in game `index` of any run that can swap sides. */
export function seatsFor(options: SeatOptions, index: number): Record<PlayerId, PlayerKind> {
  return options.swapSides && index % 2 === 1 ? { A: options.ai.B, B: options.ai.A } : options.ai;
}
