import type { PlayerId } from '../../engine/core/players';
import type { RngState } from '../../engine/core/rng';
import type { StanceCard } from './cards';
import type { Stance, StanceRules } from './rules';

/** One player: their fighter and kit (card ids), exchanges won and damage taken so far. */
export interface PlayerState {
  fighter: string;
  kit: string[];
  wins: number;
  damage: number;
}

/** A resolved exchange, kept for the log's summary and the balancing lab's stance statistics. */
export interface ExchangeRecord {
  stances: Record<PlayerId, Stance>;
  /** Damage each player took in it. */
  taken: Record<PlayerId, number>;
  winner: PlayerId | null;
}

/** What a player sees of the other's commit before both are in: that they have committed, not what. */
export const HIDDEN = 'hidden';

/**
 * The whole game as plain data: the rules and the cards (copied in at setup), both players, the exchange
 * being chosen, the stances committed to it so far, and the random generator (so a state can be saved,
 * replayed and undone).
 */
export interface StanceState {
  rules: StanceRules;
  pool: Record<string, StanceCard>;
  players: Record<PlayerId, PlayerState>;
  /** The exchange being chosen, numbered from 1. */
  exchange: number;
  /** Who attacks first in the first exchange (then it alternates). */
  first: PlayerId;
  /** Stances committed to this exchange; in a player view the other's shows as `hidden`. */
  committed: Partial<Record<PlayerId, Stance | typeof HIDDEN>>;
  history: ExchangeRecord[];
  winner: PlayerId | 'draw' | null;
  endReason: string;
  seq: number;
  rng: RngState;
}

/** Who attacks first in exchange `n`: the first player in odd exchanges, the other in even ones. */
export function firstAttacker(s: StanceState, n: number): PlayerId {
  return n % 2 === 1 ? s.first : s.first === 'A' ? 'B' : 'A';
}

export function fighterName(s: StanceState, p: PlayerId): string {
  return s.pool[s.players[p].fighter]?.name ?? s.players[p].fighter;
}
