import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { otherDice, shuffled, type RngState } from '../../../engine/core/rng';
import { unseenCards } from '../../../engine/ai/unseen';
import { HIDDEN, type ManaState } from '../state';
import { viewFor } from '../view';

/**
 * A sample of the game as `me` might believe it to be, built from `viewFor(state, me)` alone: the
 * opponent's hidden hand and deck are dealt again from the multiset of the opponent's unseen cards (their
 * decklist minus every card of theirs in view: battlefield, equipment, graveyard), both decks are
 * reshuffled, the opponent's hidden pending mulligan becomes "keep", and the dice get a new seed.
 * The pools are sorted before dealing, so the sample does not depend on where the hidden cards really are.
 */
export function determinize(state: ManaState, me: PlayerId, rng: RngState): ManaState {
  const s = viewFor(state, me);
  const opp = opponentOf(me);
  const seen: string[] = [];
  for (const iid in s.cards) {
    const c = s.cards[iid];
    if (c && c.owner === opp && c.card !== HIDDEN) seen.push(c.card);
  }
  const pool = unseenCards(s.decklists[opp], seen);
  const dealt = shuffled(rng, pool);
  const them = s.players[opp];
  for (const iid of them.hand) s.cards[iid] = { card: dealt.shift() ?? HIDDEN, owner: opp };
  them.deck = dealt.slice(0, them.deck.length);
  s.players[me].deck = shuffled(rng, s.players[me].deck);
  if (s.mulligan[opp] === 'hidden') s.mulligan[opp] = { putBack: [] };
  s.rng = otherDice(rng, s.rng);
  return s;
}
