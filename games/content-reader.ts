/**
 * What every game's content adapter shares (games/<id>/content.ts): a problem with the position of what
 * the game cannot play, the refusal raised inside one card's translation (caught per card, so one bad card
 * never blocks the others), the reading of cards, and of decks — each a list of card ids and the pool of definitions
 * they name; a deck that names a card the game cannot play is left out, with a problem at that line.
 */
import type { z } from 'zod';
import type { Decl, DeckDecl, GameCard, Range } from '../dsl/ast';
import { normName } from '../engine/core/formula/values';
import { schemaProblemMessage } from './schema-problem';

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

/** A deck line's card, found the way `cardsByReference` finds it. */
export type CardByReference<C> = (text: string) => C | undefined;

/**
 * How a deck line names its card, as the validator resolves it (dsl/symbols.ts): by id first
 * (`3 mana-wisp`), then by display name (`3 "Mana Wisp"`); a name also matches without case, spaces,
 * hyphens or underscores, as Summoner's Grid and the deck builder match names. A game that matched names
 * only refused the deck of a line the validator accepted, and with it every run of the game.
 */
export function cardsByReference<C extends { id: string; name: string }>(cards: readonly C[]): CardByReference<C> {
  const byId = new Map<string, C>();
  const byName = new Map<string, C>();
  for (const card of cards) {
    if (!byId.has(card.id)) byId.set(card.id, card);
    const key = normName(card.name);
    if (!byName.has(key)) byName.set(key, card);
  }
  return (text) => byId.get(text) ?? byName.get(normName(text));
}

export function readDeck<C extends { id: string; name: string }>(d: DeckDecl, find: CardByReference<C>, gameName: string, problems: ContentProblem[]): { cards: string[]; pool: C[] } | undefined {
  const cards: string[] = [];
  const pool = new Map<string, C>();
  let complete = true;
  for (const line of d.main) {
    const card = find(line.card.text);
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
      const translated = translate(d);
      const checked = schema.safeParse(translated);
      if (checked.success) cards.push(checked.data);
      else for (const issue of checked.error.issues) problems.push({ card: d.name.text, message: schemaProblemMessage(issue, translated), range: d.name.range });
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      problems.push({ card: d.name.text, message: err.message, range: err.range });
    }
  }
  return cards;
}
