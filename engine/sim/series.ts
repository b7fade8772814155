import type { PlayerKind } from '../ai/player';
import type { PlayerId } from '../core/players';

/** Who plays which seat in a run of headless games. */
export interface SeatOptions {
  ai: Record<PlayerId, PlayerKind>;
  /** On odd games the two players swap seats (decks stay), to compare players rather than decks. */
  swapSides: boolean;
}

/** Who plays each seat in game `index` of any run that can swap sides. */
export function seatsFor(options: SeatOptions, index: number): Record<PlayerId, PlayerKind> {
  return options.swapSides && index % 2 === 1 ? { A: options.ai.B, B: options.ai.A } : options.ai;
}
