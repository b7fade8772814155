import type { PlayerId } from '../core/players';
import type { Engine } from '../../games/summoners-grid/index';
import type { Action } from '../../games/summoners-grid/rules/actions';
import type { GameState } from '../../games/summoners-grid/rules/state';

/**
 * What a player is asked at each decision. `state` is the true state of the game (the engine needs it to
 * look ahead), but a player decides only from what `viewFor(state, player)` shows plus the multiset of its
 * opponent's unseen cards (a known decklist): players that look ahead do so on `determinize(...)` samples,
 * never on the true hidden cards or the game's dice.
 */
export interface Decision {
  engine: Engine;
  state: GameState;
  player: PlayerId;
  /** `engine.legalActions(state, player)`, never empty. */
  legal: readonly Action[];
}

/**
 * An AI player: the simulator, the CLI and the sandbox's play mode drive games through this interface.
 * Deterministic: the same decisions in the same order give the same answers (its randomness comes from
 * its own seeded generator).
 */
export interface Player {
  readonly kind: PlayerKind;
  decide(decision: Decision): Action;
}

export const PLAYER_KINDS = ['random', 'greedy', 'search'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export function isPlayerKind(value: string): value is PlayerKind {
  return (PLAYER_KINDS as readonly string[]).includes(value);
}
