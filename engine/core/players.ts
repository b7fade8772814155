/** The two seats of a two-player game. Generic: every rule set hosted so far is a duel. */
export type PlayerId = 'A' | 'B';

export const PLAYERS: readonly PlayerId[] = ['A', 'B'];

export function opponentOf(p: PlayerId): PlayerId {
  return p === 'A' ? 'B' : 'A';
}
