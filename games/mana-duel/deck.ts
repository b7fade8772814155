import { z } from 'zod';
import { DeckError } from '../duel/deck-error';
import { manaCardSchema, type ManaCard } from './cards';

/** A deck has exactly 30 cards (the seed: "no option to start with less or more"). */
export const DECK_SIZE = 30;

/**
 * At most 3 copies of a card in a deck (rule decision: the seed sets no limit; 3 keeps a 30-card deck at
 * 10 or more different cards, so draws vary, while letting a deck count on its key card).
 */
export const COPY_LIMIT = 3;

/** A player's deck: 30 card ids, and the pool of card definitions they refer to. */
export interface ManaDeck {
  cards: string[];
  pool: ManaCard[];
}

export const manaDeckSchema = z.object({ cards: z.array(z.string()), pool: z.array(manaCardSchema) }).strict();

/** Everything wrong with a deck, in words; empty when it may be played. */
export function deckProblems(deck: ManaDeck): string[] {
  const problems: string[] = [];
  const parsed = manaDeckSchema.safeParse(deck);
  if (!parsed.success) return parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  const ids = new Set<string>();
  for (const c of deck.pool) {
    if (ids.has(c.id)) problems.push(`the pool defines "${c.id}" twice`);
    ids.add(c.id);
  }
  if (deck.cards.length !== DECK_SIZE) {
    const n = deck.cards.length;
    problems.push(`a deck has exactly ${DECK_SIZE} cards; this one has ${n} (${n < DECK_SIZE ? `add ${DECK_SIZE - n}` : `remove ${n - DECK_SIZE}`})`);
  }
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    if (!ids.has(id)) problems.push(`"${id}" is not a card of the pool`);
    else if (n > COPY_LIMIT) problems.push(`"${id}" appears ${n} times; at most ${COPY_LIMIT} copies of a card are allowed`);
  }
  return problems;
}

/** A deck that breaks the deck rules, with every problem in its message. */
export class ManaDeckError extends DeckError {}
