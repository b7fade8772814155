import { opponentOf, type PlayerId } from '../../engine/core/players';
import { cloneState, HIDDEN, type ManaState } from './state';

/**
 * The state as `player` may see it: the other player's hand cards are hidden (`HIDDEN`), the other
 * player's deck shows only its size, the player's own deck only its contents (sorted: the order is
 * hidden from both), the other player's mulligan choice is hidden until both have committed, and the
 * generator's seed and script are removed (they would predict every draw and shuffle).
 */
export function viewFor(state: ManaState, player: PlayerId): ManaState {
  const v = cloneState(state);
  const other = opponentOf(player);
  for (const iid of v.players[other].hand) v.cards[iid] = { card: HIDDEN, owner: other };
  v.players[other].deck = v.players[other].deck.map(() => HIDDEN);
  v.players[player].deck.sort();
  if (v.turn.phase === 'mulligan' && v.mulligan[other] !== null) v.mulligan[other] = 'hidden';
  v.rng = { seed: 0, counter: v.rng.counter, forced: [] };
  return v;
}
