import type { Engine } from '../core/engine';
import type { GameAction } from '../core/game';
import type { PlayerId } from '../core/players';

/**
 * What a player is asked at each decision. `state` is the true state of the game (the engine needs it to
 * look ahead), but a player decides only from what `viewFor(state, player)` shows plus the multiset of its
 * opponent's unseen cards (a known decklist): players that look ahead do so on the game's `determinize`
 * samples, never on the true hidden cards or the game's dice.
 */
export interface Decision<S, A extends GameAction> {
  engine: Engine<S, A>;
  state: S;
  player: PlayerId;
  /** `engine.legalActions(state, player)`, never empty. */
  legal: readonly A[];
}

/**
 * An AI player: the simulator, the CLI and the sandbox's play mode drive games through this interface.
 * Deterministic: the same decisions in the same order give the same answers (its randomness comes from
 * its own seeded generator).
 */
export interface Player<S, A extends GameAction> {
  readonly kind: PlayerKind;
  decide(decision: Decision<S, A>): A;
}

export const PLAYER_KINDS = ['random', 'greedy', 'search'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export function isPlayerKind(value: string): value is PlayerKind {
  return (PLAYER_KINDS as readonly string[]).includes(value);
}
