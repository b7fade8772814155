/**
 * The mana duel's answers to the balancing lab's per-card questions (engine/sim/summary.ts): the cards a
 * player brought are their decklist, a card is played by a `play` action (its instance id names the card
 * in the state before it), and the first player is the one the coin flip's winner chose.
 */
import type { CardStatsHooks } from '../../engine/core/game';
import type { ManaAction } from './actions';
import type { ManaState } from './state';

export const manaCardStats: CardStatsHooks<ManaState, ManaAction> = {
  deckCards: (s, player) => [...new Set(s.decklists[player])],
  cardPlayed: (s, action) => (action.type === 'play' ? (s.cards[action.card]?.card ?? null) : null),
  describeCard: (s, card) => {
    const def = s.pool[card];
    return { name: def?.name ?? card, type: def?.type ?? '' };
  },
  firstPlayer: (s) => s.first,
};
