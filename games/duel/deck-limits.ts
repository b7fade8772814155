/**
 * A duel's deck size and copy limit, as its ruleset states them (`deck exactly 30 cards, at most 3
 * copies`): the validator checks decks by these (L0418, dsl/validate/check-decks.ts), and the games' setups
 * by the same numbers, read here from the same declaration. A game once kept its own constants, so a
 * ruleset that changed its deck size had its decks validated by one number and refused by another.
 */
import type { RulesetDecl } from '../../dsl/ast';
import { copiesProblem, deckSizeProblem, type DeckBounds } from '../../dsl/deck-bounds';

/** The ruleset's deck rules, or `seed` (the game's seed rules) when it states none. */
export function deckLimitsOf(ruleset: RulesetDecl, seed: DeckBounds): DeckBounds {
  const rules = ruleset.deckRules;
  if (rules === undefined) return seed;
  const { minCards, maxCards, copies } = rules;
  return { ...(minCards === undefined ? {} : { minCards }), ...(maxCards === undefined ? {} : { maxCards }), ...(copies === undefined ? {} : { copies }) };
}

/** What breaks the limits in a deck of `cards` (ids, one per copy), in the validator's words; `nameOf` names a card. */
export function deckLimitProblems(cards: readonly string[], limits: DeckBounds, nameOf: (id: string) => string): string[] {
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  const problems = [deckSizeProblem(cards.length, limits), ...[...counts].map(([id, count]) => copiesProblem(count, limits, nameOf(id)))];
  return problems.filter((p): p is string => p !== null);
}
