import type { RandomAccess } from '../core/game';
import { otherDice, type RngState } from '../core/rng';

/** The same sample with other dice (for averaging over random outcomes); scripted draws are dropped. */
export function reseed<S>(random: RandomAccess<S>, state: S, rng: RngState): S {
  return random.set(state, otherDice(rng, random.get(state)));
}
