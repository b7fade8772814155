import { z } from 'zod';
import { DeckError } from '../duel/deck-error';
import type { DeckBounds } from '../../dsl/deck-bounds';
import { deckLimitProblems } from '../duel/deck-limits';
import { chainCardSchema, type ChainCard } from './cards';

/** A player's deck: 21 card ids (one monster), and the pool of card definitions they refer to. */
export interface ChainDeck {
  cards: string[];
  pool: ChainCard[];
}

export const chainDeckSchema = z.object({ cards: z.array(z.string()).max(100), pool: z.array(chainCardSchema).max(100) }).strict();

/**
 * Everything wrong with a deck, in words; empty when it may be played. Its size and copies by the deck
 * rules `limits` (the ruleset's); one monster, the deck master, whatever they say (the seed).
 */
export function deckProblems(deck: ChainDeck, limits: DeckBounds): string[] {
  const parsed = chainDeckSchema.safeParse(deck);
  if (!parsed.success) return parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  const problems: string[] = [];
  const byId = new Map(deck.pool.map((c) => [c.id, c]));
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  let monsters = 0;
  for (const [id, n] of counts) {
    const card = byId.get(id);
    if (!card) problems.push(`"${id}" is not a card of the pool`);
    else if (card.type === 'monster') monsters += n;
  }
  if (monsters !== 1) problems.push(`a deck has exactly one monster; this one has ${monsters}`);
  return [...problems, ...deckLimitProblems(deck.cards, limits, (id) => byId.get(id)?.name ?? id)];
}

/**
 * A deck's monster and its moves in deck order. The setup places the monster and shuffles the moves, so
 * a scripted shuffle order's indices count these moves (the sandbox's "Test this card" puts one on top).
 */
export function monsterAndMoves(deck: ChainDeck): { monster: string; moves: string[] } {
  const byId = new Map(deck.pool.map((c) => [c.id, c]));
  const monster = deck.cards.find((id) => byId.get(id)?.type === 'monster') ?? '';
  return { monster, moves: deck.cards.filter((id) => id !== monster) };
}

/** A deck that breaks the deck rules, with every problem in its message. */
export class ChainDeckError extends DeckError {}
