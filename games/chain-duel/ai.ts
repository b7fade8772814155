import { opponentOf, type PlayerId } from '../../engine/core/players';
import type { RngState } from '../../engine/core/rng';
import { redealUnseen } from '../duel/redeal-unseen';
import { combatTotals, damageOf } from './combat';
import { defenderOf, monsterOf, type ChainState } from './state';
import { viewFor } from './view';

/** A won game evaluates to this. */
export const WIN = 1000;
/** One point of damage on a monster of HP 6 is worth about 1.7: a clear difference. */
export const SCALE = 2;

/**
 * How good the position is for `me`: the share of each monster's HP its damage zone has filled (ten
 * points for a whole HP), counting the damage an open combat chain would deal if it resolved now (so
 * passing in a chain is judged by where it leads), plus a little for cards in the hand and in Stasis.
 */
export function evaluate(s: ChainState, me: PlayerId): number {
  if (s.winner) return s.winner === me ? WIN : -WIN;
  const opp = opponentOf(me);
  const pending = { A: 0, B: 0 };
  if (s.chain?.kind === 'combat') {
    const t = combatTotals(s, s.chain);
    const d = damageOf(s, t.atk, t.def, false).amount;
    pending[defenderOf(s.chain)] = d === 0 && !t.defended ? 1 : d;
  }
  const hurt = (p: PlayerId) => (s.players[p].damage.length + pending[p]) / (monsterOf(s, p).hp ?? 1);
  const cards = (p: PlayerId) => s.players[p].hand.length * 0.3 + s.players[p].stasis.length * 0.4;
  return 10 * (hurt(opp) - hurt(me)) + cards(me) - cards(opp);
}

/** A sample of the game as `me` might believe it to be, from `viewFor(state, me)` alone (`redealUnseen`). */
export function determinize(state: ChainState, me: PlayerId, rng: RngState): ChainState {
  const s = viewFor(state, me);
  redealUnseen(s, me, rng);
  return s;
}
