/**
 * The heart of a hidden-hand duel's determinization: a sample of the game as `me` might believe it to
 * be, built from `me`'s view alone. The opponent's hidden hand and deck are dealt again from the multiset
 * of the opponent's unseen cards (their decklist minus every card of theirs in view), both decks are
 * reshuffled and the dice get a new seed. The pool is sorted before dealing (`unseenCards`), so the
 * sample does not depend on where the hidden cards really are.
 */
import { unseenCards } from '../../engine/ai/unseen';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { otherDice, shuffled, type RngState } from '../../engine/core/rng';
import { HIDDEN, type HandsAndDecks } from './hands-and-decks';

/** Redeals `view` (a fresh copy: `me`'s view of the game) in place, drawing from `rng`. */
export function redealUnseen(view: HandsAndDecks & { rng: RngState }, me: PlayerId, rng: RngState): void {
  const opp = opponentOf(me);
  const seen: string[] = [];
  for (const iid in view.cards) {
    const c = view.cards[iid];
    if (c && c.owner === opp && c.card !== HIDDEN) seen.push(c.card);
  }
  const dealt = shuffled(rng, unseenCards(view.decklists[opp], seen));
  const them = view.players[opp];
  for (const iid of them.hand) view.cards[iid] = { card: dealt.shift() ?? HIDDEN, owner: opp };
  them.deck = dealt.slice(0, them.deck.length);
  view.players[me].deck = shuffled(rng, view.players[me].deck);
  view.rng = otherDice(rng, view.rng);
}
