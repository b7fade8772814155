/**
 * A deck against its ruleset's `deck` line (`deck exactly 30 cards, at most 3 copies`), in words: the one
 * wording of these rules, used by the validator (L0418, on the deck and on each line) and by the duels'
 * setups (games/duel/deck-limits.ts), so a deck is refused in the same words wherever it is checked.
 */
import type { DeckRules } from './ast';

/** The bounds a `deck` line states; a bound left out is no bound. */
export type DeckBounds = Pick<DeckRules, 'minCards' | 'maxCards' | 'copies'>;

/** What is wrong with a deck of `total` cards, with how many to add or remove; null when it fits. */
export function deckSizeProblem(total: number, bounds: DeckBounds): string | null {
  const { minCards, maxCards } = bounds;
  const exact = minCards !== undefined && minCards === maxCards;
  if (minCards !== undefined && total < minCards) return `The deck has ${total} cards; it needs ${exact ? 'exactly' : 'at least'} ${minCards} (add ${minCards - total})`;
  if (maxCards !== undefined && total > maxCards) return `The deck has ${total} cards; it needs ${exact ? 'exactly' : 'at most'} ${maxCards} (remove ${total - maxCards})`;
  return null;
}

/** What is wrong with `count` copies of the card `name`; null when the line allows them. */
export function copiesProblem(count: number, bounds: DeckBounds, name: string): string | null {
  return bounds.copies !== undefined && count > bounds.copies ? `${count} copies of "${name}": a deck holds at most ${bounds.copies}` : null;
}
