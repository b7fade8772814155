/**
 * What every game's content adapter shares (games/<id>/content.ts): a problem with the position of what
 * the game cannot play, the refusal raised inside one card's translation (caught per card, so one bad card
 * never blocks the others), the reading of cards, and of decks — each a list of card ids and the pool of definitions
 * they name; a deck that names a card the game cannot play is left out, with a problem at that line.
 */
import type { z } from 'zod';
import type { Decl, DeckDecl, GameCard, Range } from '../dsl/ast';

export interface ContentProblem {
  /** The card the problem is in, by name; none for a deck's problem (its message names the deck). */
  card?: string;
  /** What the game refuses, without the card's name (the editor shows it on the card itself). */
  message: string;
  range: Range;
}

/** A problem as a list of a game's problems prints it: position, card, message. */
export function describeProblem(p: ContentProblem): string {
  return `${p.range.start.line}:${p.range.start.column} ${p.card === undefined ? '' : `${p.card}: `}${p.message}`;
}

export class Unsupported extends Error {
  constructor(
    message: string,
    readonly range: Range,
  ) {
    super(message);
  }
}

export function readDeck<C extends { id: string; name: string }>(d: DeckDecl, byName: ReadonlyMap<string, C>, gameName: string, problems: ContentProblem[]): { cards: string[]; pool: C[] } | undefined {
  const cards: string[] = [];
  const pool = new Map<string, C>();
  let complete = true;
  for (const line of d.main) {
    const card = byName.get(line.card.text.toLowerCase());
    if (!card) {
      problems.push({ message: `deck "${d.name.text}": "${line.card.text}" is not a ${gameName} card the engine can play`, range: line.card.range });
      complete = false;
      continue;
    }
    pool.set(card.id, card);
    for (let i = 0; i < line.count; i++) cards.push(card.id);
  }
  return complete ? { cards, pool: [...pool.values()] } : undefined;
}

/**
 * Every card of a game's types among `decls`, translated by the game (`translate` throws `Unsupported`
 * for what the game does not play) and checked by its card schema; each problem is kept with its position.
 */
export function readCards<C>(decls: readonly Decl[], translate: (d: GameCard) => unknown, schema: z.ZodType<C>, problems: ContentProblem[]): C[] {
  const cards: C[] = [];
  for (const d of decls) {
    if (d.kind !== 'GameCard') continue;
    try {
      const checked = schema.safeParse(translate(d));
      if (checked.success) cards.push(checked.data);
      else for (const issue of checked.error.issues) problems.push({ card: d.name.text, message: issue.message, range: d.name.range });
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      problems.push({ card: d.name.text, message: err.message, range: err.range });
    }
  }
  return cards;
}
