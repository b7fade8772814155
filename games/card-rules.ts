/**
 * What each game's rules say about a single card, by the id its ruleset names (`game stance-duel`):
 * - `check`: what they refuse in it — the game's own content reader run on that card alone. The language's
 *   validator reports these beside its own diagnostics (L0420, dsl/validate/check-card-rules.ts), so the
 *   editor, `cardsmith validate` and the LSP say at once that a card is one its game cannot play (a stance
 *   duel gear with a one-off effect, a mana duel cost written as a formula), instead of the sandbox or a
 *   balance run finding out later. The readers translate one card at a time, so a card is read without
 *   the rest of its game's content.
 * - `checkDeck`: what they refuse in a deck beyond the ruleset's `deck` line (L0421): the reader run on the
 *   deck and the cards it names, so a stance duel deck of two fighters is an error in the editor instead of
 *   a deck no run can start.
 * - `templates`: the lines of a new card of a type (the studio's *New card*), where the language's
 *   generic one — every declared property and stat at 1 — is not a card the game plays: a stance duel
 *   gear needs an ability, a mana duel equipment its target and bonus, a chain duel card its traits.
 *
 * Summoner's Grid has no entry: its validator already checks everything its engine reads, and its card
 * kinds have templates of their own (app/cards/templates.ts).
 */
import type { DeckDecl, GameCard } from '../dsl/ast';
import { deckProblems } from './chain-duel/deck';
import type { ContentProblem } from './content-reader';
import { chainContent } from './chain-duel/content';
import { manaContent } from './mana-duel/content';
import { stanceContent } from './stance-duel/content';

export interface GameCardRules {
  check(card: GameCard): ContentProblem[];
  /**
   * What the game refuses in a deck of these cards beyond its ruleset's `deck` line, which the validator
   * checks itself (L0418): a stance duel deck's one fighter, a chain duel deck's one monster.
   */
  checkDeck?(deck: DeckDecl, cards: readonly GameCard[]): ContentProblem[];
  templates: Readonly<Record<string, readonly string[]>>;
}

export const gameCardRules: Readonly<Record<string, GameCardRules>> = {
  'chain-duel': {
    check: (card) => chainContent([card]).problems,
    checkDeck: (deck, cards) => {
      const content = chainContent([...cards, deck]);
      const read = content.decks[0]?.deck;
      // No bounds of size or copies here: those are the ruleset's, checked by the validator.
      const rules = read ? deckProblems(read, {}).map((message) => ({ message, range: deck.name.range })) : [];
      return [...content.problems.filter((p) => p.card === undefined), ...rules];
    },
    templates: {
      monster: ['atk 1', 'def 1', 'traits none', 'stats { hp 1 }'],
      move: ['atk 1', 'def none', 'traits none'],
    },
  },
  'mana-duel': {
    check: (card) => manaContent([card]).problems,
    templates: { equipment: ['mana 1', 'target: any monster', 'effect {', '  target.power +1', '}'] },
  },
  'stance-duel': {
    check: (card) => stanceContent([card]).problems,
    checkDeck: (deck, cards) => stanceContent([...cards, deck]).problems.filter((p) => p.card === undefined),
    templates: { gear: ['your fighter gets ATK +1'], technique: ['while you.stance = Attack: your fighter gets ATK +1'] },
  },
};

function rulesOf(game: string): GameCardRules | undefined {
  return Object.hasOwn(gameCardRules, game) ? gameCardRules[game] : undefined;
}

/** The problems `game`'s rules find in `card`; none for a game whose rules add no card checks. */
export function cardRuleProblems(game: string, card: GameCard): ContentProblem[] {
  return rulesOf(game)?.check(card) ?? [];
}

/** The problems `game`'s rules find in `deck` of `cards` (the game's cards its lines name); none for a game that adds no deck checks. */
export function deckRuleProblems(game: string, deck: DeckDecl, cards: readonly GameCard[]): ContentProblem[] {
  return rulesOf(game)?.checkDeck?.(deck, cards) ?? [];
}

/** The lines of a new `cardType` card of `game`, when the game has its own. */
export function newCardLines(game: string, cardType: string): readonly string[] | undefined {
  const templates = rulesOf(game)?.templates;
  return templates && Object.hasOwn(templates, cardType) ? templates[cardType] : undefined;
}
