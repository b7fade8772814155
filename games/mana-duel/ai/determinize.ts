import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { RngState } from '../../../engine/core/rng';
import { redealUnseen } from '../../duel/redeal-unseen';
import type { ManaState } from '../state';
import { viewFor } from '../view';

/**
 * A sample of the game as `me` might believe it to be, built from `viewFor(state, me)` alone: the hidden
 * cards dealt again from the opponent's unseen ones, both decks reshuffled, new dice (`redealUnseen`), and
 * the opponent's hidden pending mulligan taken as "keep".
 */
export function determinize(state: ManaState, me: PlayerId, rng: RngState): ManaState {
  const s = viewFor(state, me);
  redealUnseen(s, me, rng);
  const opp = opponentOf(me);
  if (s.mulligan[opp] === 'hidden') s.mulligan[opp] = { putBack: [] };
  return s;
}
