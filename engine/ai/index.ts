/**
 * AI players for Summoner's Grid: random-legal, greedy (one-ply) and search (Monte Carlo over
 * determinized samples). Pure and browser-safe; each is deterministic given its seed.
 */
import { GreedyPlayer, type GreedyOptions } from './greedy';
import type { Player, PlayerKind } from './player';
import { RandomPlayer } from './random';
import { SearchPlayer, type SearchOptions } from './search';

export interface PlayerOptions {
  greedy?: Partial<GreedyOptions>;
  search?: Partial<SearchOptions>;
}

export function createPlayer(kind: PlayerKind, seed: number, options: PlayerOptions = {}): Player {
  switch (kind) {
    case 'random':
      return new RandomPlayer(seed);
    case 'greedy':
      return new GreedyPlayer(seed, options.greedy);
    case 'search':
      return new SearchPlayer(seed, options.search);
  }
}

export { determinize } from '../../games/summoners-grid/ai/determinize';
export { evaluate } from '../../games/summoners-grid/ai/evaluate';
export { GreedyPlayer } from './greedy';
export { isPlayerKind, PLAYER_KINDS, type Decision, type Player, type PlayerKind } from './player';
export { RandomPlayer } from './random';
export { SearchPlayer } from './search';
