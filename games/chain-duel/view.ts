import { opponentOf, type PlayerId } from '../../engine/core/players';
import { cloneState, HIDDEN, type ChainState } from './state';

/**
 * The state as `player` may see it: the other player's hand cards hidden (`HIDDEN`), the other player's
 * deck only its size, their own deck only its contents (sorted: the order is hidden from both), and the
 * generator's seed and script removed (they would predict every draw and shuffle).
 */
export function viewFor(state: ChainState, player: PlayerId): ChainState {
  const v = cloneState(state);
  const other = opponentOf(player);
  for (const iid of v.players[other].hand) v.cards[iid] = { card: HIDDEN, owner: other };
  v.players[other].deck = v.players[other].deck.map(() => HIDDEN);
  v.players[player].deck.sort();
  v.rng = { seed: 0, counter: v.rng.counter, forced: [] };
  return v;
}
