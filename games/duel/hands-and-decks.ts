/**
 * What the duels played with decks and hidden hands (the mana duel, the chain duel) keep of their cards:
 * each player's decklist (public), every card that has left a deck as an instance with its owner, and
 * each player's hand and deck (instance ids in the hand, card ids in the deck, top first). The shared
 * determinization and invariants read a state through this shape.
 */
import type { PlayerId } from '../../engine/core/players';

/** What a card the viewer may not see is, in a view. */
export const HIDDEN = '?';

/** A card outside the deck: which card it is and whose. In a view, a hidden card's `card` is `HIDDEN`. */
export interface CardInstance {
  card: string;
  owner: PlayerId;
}

export interface HandsAndDecks {
  /** Each player's card ids, sorted. */
  decklists: Record<PlayerId, string[]>;
  cards: Record<string, CardInstance>;
  players: Record<PlayerId, { hand: string[]; deck: string[] }>;
}
