/**
 * A card checked by its game's own rules (games/card-rules.ts: the game's content reader on that card):
 * what the language accepts but the game cannot play, reported as L0420 at the part it refuses. A reader
 * that fails in a way it does not mean to (a bug, not a refusal) is reported on the card's name instead of
 * stopping the validation of the project.
 */
import type { GameCard } from '../ast';
import { cardRuleProblems } from '../../games/card-rules';
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
