import { z } from 'zod';
import { DeckError } from '../duel/deck-error';
import type { DeckBounds } from '../../dsl/deck-bounds';
import { deckLimitProblems } from '../duel/deck-limits';
import { manaCardSchema, type ManaCard } from './cards';

/** A player's deck: 30 card ids, and the pool of card definitions they refer to. */
export interface ManaDeck {
  cards: string[];
  pool: ManaCard[];
}

export const manaDeckSchema = z.object({ cards: z.array(z.string()), pool: z.array(manaCardSchema) }).strict();

/** Everything wrong with a deck by the deck rules `limits` (the ruleset's), in words; empty when it may be played. */
export function deckProblems(deck: ManaDeck, limits: DeckBounds): string[] {
  const problems: string[] = [];
  const parsed = manaDeckSchema.safeParse(deck);
  if (!parsed.success) return parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  const ids = new Set<string>();
  for (const c of deck.pool) {
    if (ids.has(c.id)) problems.push(`the pool defines "${c.id}" twice`);
    ids.add(c.id);
  }
  for (const id of new Set(deck.cards)) if (!ids.has(id)) problems.push(`"${id}" is not a card of the pool`);
  return [...problems, ...deckLimitProblems(deck.cards, limits, (id) => id)];
}

/** A deck that breaks the deck rules, with every problem in its message. */
export class ManaDeckError extends DeckError {}
