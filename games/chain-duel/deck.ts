import { z } from 'zod';
import { DeckError } from '../duel/deck-error';
import { chainCardSchema, type ChainCard } from './cards';

/** The seed: a deck is one monster and 20 moves. */
export const MOVES_PER_DECK = 20;

/** At most 3 copies of a move (README decision: the seed sets no limit). */
export const COPY_LIMIT = 3;

/** A player's deck: 21 card ids (one monster), and the pool of card definitions they refer to. */
export interface ChainDeck {
  cards: string[];
  pool: ChainCard[];
}

export const chainDeckSchema = z.object({ cards: z.array(z.string()).max(100), pool: z.array(chainCardSchema).max(100) }).strict();

/** Everything wrong with a deck, in words; empty when it may be played. */
export function deckProblems(deck: ChainDeck): string[] {
  const parsed = chainDeckSchema.safeParse(deck);
  if (!parsed.success) return parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  const problems: string[] = [];
  const byId = new Map(deck.pool.map((c) => [c.id, c]));
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  let monsters = 0;
  let moves = 0;
  for (const [id, n] of counts) {
    const card = byId.get(id);
    if (!card) problems.push(`"${id}" is not a card of the pool`);
    else if (card.type === 'monster') monsters += n;
    else {
      moves += n;
      if (n > COPY_LIMIT) problems.push(`"${card.name}" appears ${n} times; at most ${COPY_LIMIT} copies of a move are allowed`);
    }
  }
  if (monsters !== 1) problems.push(`a deck has exactly one monster; this one has ${monsters}`);
  if (moves !== MOVES_PER_DECK) problems.push(`a deck has exactly ${MOVES_PER_DECK} moves; this one has ${moves}`);
  return problems;
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
