/**
 * AI players for any game: random-legal, greedy (one-ply) and search (Monte Carlo over determinized
 * samples). Pure and browser-safe; each is deterministic given its seed. What they know of a game comes
 * from its module's AI hooks (evaluation, determinization, triage).
 */
import type { GameAction } from '../core/game';
import { GreedyPlayer, type GreedyOptions } from './greedy';
import type { Player, PlayerKind } from './player';
import { RandomPlayer } from './random';
import { SearchPlayer, type SearchOptions } from './search';

export interface PlayerOptions {
  greedy?: Partial<GreedyOptions>;
  search?: Partial<SearchOptions>;
}

export function createPlayer<S, A extends GameAction>(kind: PlayerKind, seed: number, options: PlayerOptions = {}): Player<S, A> {
  switch (kind) {
    case 'random':
      return new RandomPlayer<S, A>(seed);
    case 'greedy':
      return new GreedyPlayer<S, A>(seed, options.greedy);
    case 'search':
      return new SearchPlayer<S, A>(seed, options.search);
  }
}

export { GreedyPlayer } from './greedy';
export { isPlayerKind, PLAYER_KINDS, type Decision, type Player, type PlayerKind } from './player';
export { RandomPlayer } from './random';
export { SearchPlayer } from './search';
