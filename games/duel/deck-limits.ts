/**
 * A duel's deck size and copy limit, as its ruleset states them (`deck exactly 30 cards, at most 3
 * copies`): the validator checks decks by these (L0418, dsl/validate/check-decks.ts), and the games' setups
 * by the same numbers, read here from the same declaration. A game once kept its own constants, so a
 * ruleset that changed its deck size had its decks validated by one number and refused by another.
 */
import type { RulesetDecl } from '../../dsl/ast';

export interface DeckLimits {
  /** Fewest and most cards (`exactly 30` sets both, `at least 40` only the first); none: no bound. */
  minCards?: number;
  maxCards?: number;
  /** Most copies of one card; none: no limit. */
  copies?: number;
}

/** The ruleset's deck rules, or `seed` (the game's seed rules) when it states none. */
export function deckLimitsOf(ruleset: RulesetDecl, seed: DeckLimits): DeckLimits {
  const rules = ruleset.deckRules;
  if (rules === undefined) return seed;
  const { minCards, maxCards, copies } = rules;
  return { ...(minCards === undefined ? {} : { minCards }), ...(maxCards === undefined ? {} : { maxCards }), ...(copies === undefined ? {} : { copies }) };
}

/** What breaks the limits in a deck of `cards` (ids, one per copy), in words; `nameOf` names a card. */
export function deckLimitProblems(cards: readonly string[], limits: DeckLimits, nameOf: (id: string) => string): string[] {
  const problems: string[] = [];
  const n = cards.length;
  const { minCards, maxCards, copies } = limits;
  const exact = minCards !== undefined && minCards === maxCards;
  if (minCards !== undefined && n < minCards) problems.push(`a deck has ${exact ? 'exactly' : 'at least'} ${minCards} cards; this one has ${n} (add ${minCards - n})`);
  else if (maxCards !== undefined && n > maxCards) problems.push(`a deck has ${exact ? 'exactly' : 'at most'} ${maxCards} cards; this one has ${n} (remove ${n - maxCards})`);
  if (copies === undefined) return problems;
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of counts) if (count > copies) problems.push(`"${nameOf(id)}" appears ${count} times; at most ${copies} copies of a card are allowed`);
  return problems;
}
