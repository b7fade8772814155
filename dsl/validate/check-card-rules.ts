/**
 * A card checked by its game's own rules (games/card-rules.ts: the game's content reader on that card):
 * what the language accepts but the game cannot play, reported as L0420 at the part it refuses. A reader
 * that fails in a way it does not mean to (a bug, not a refusal) is reported on the card's name instead of
 * stopping the validation of the project.
 */
import type { DeckDecl, GameCard } from '../ast';
import { cardRuleProblems, deckRuleProblems } from '../../games/card-rules';
import type { Checker } from './checker';

export function checkCardRules(c: Checker, card: GameCard): void {
  const game = c.info.vocabulary.game;
  const gameName = c.info.ruleset?.name.text ?? game;
  let problems;
  try {
    problems = cardRuleProblems(game, card);
  } catch (err) {
    c.report('L0420', `${gameName}'s rules could not read this card: ${err instanceof Error ? err.message : String(err)}`, card.name.range);
    return;
  }
  for (const p of problems) c.report('L0420', `${gameName} cannot play this card: ${p.message}`, p.range);
}

/**
 * A deck checked by its game's rules beyond its ruleset's `deck` line (L0421): `cards` are the game cards
 * its lines name, as the project knows them (their ids are the project's). Called only on a deck the
 * language accepts, so a card it cannot find is not reported twice.
 */
export function checkDeckRules(c: Checker, deck: DeckDecl, cards: readonly GameCard[]): void {
  const game = c.info.vocabulary.game;
  const gameName = c.info.ruleset?.name.text ?? game;
  let problems;
  try {
    problems = deckRuleProblems(game, deck, cards);
  } catch (err) {
    c.report('L0421', `${gameName}'s rules could not read this deck: ${err instanceof Error ? err.message : String(err)}`, deck.name.range);
    return;
  }
  for (const p of problems) c.report('L0421', `${gameName} cannot play this deck: ${p.message}`, p.range);
}
