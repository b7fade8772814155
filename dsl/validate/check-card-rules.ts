/**
 * A card, a deck or a ruleset checked by its game's own rules (games/card-rules.ts, games/ruleset-rules.ts:
 * the game's readers on it): what the language accepts but the game cannot play, reported as L0420 (a
 * card), L0421 (a deck) or L0422 (a ruleset) at the part it refuses. A reader that fails in a way it does
 * not mean to (a bug, not a refusal) is reported on the thing's name instead of stopping the validation of
 * the project.
 */
import type { DeckDecl, GameCard, Range, RulesetDecl } from '../ast';
import { cardRuleProblems, deckRuleProblems } from '../../games/card-rules';
import type { ContentProblem } from '../../games/content-reader';
import { rulesetRuleProblems } from '../../games/ruleset-rules';
import type { Checker } from './checker';

export function checkCardRules(c: Checker, card: GameCard): void {
  reportRefusals(c, 'L0420', 'card', card.name.range, () => cardRuleProblems(c.info.vocabulary.game, card));
}

/**
 * A deck checked by its game's rules beyond its ruleset's `deck` line (L0421): `cards` are the game cards
 * its lines name, as the project knows them (their ids are the project's). Called only on a deck the
 * language accepts, so a card it cannot find is not reported twice.
 */
export function checkDeckRules(c: Checker, deck: DeckDecl, cards: readonly GameCard[]): void {
  reportRefusals(c, 'L0421', 'deck', deck.name.range, () => deckRuleProblems(c.info.vocabulary.game, deck, cards));
}

/** A ruleset checked by its game's own ruleset reader (L0422): what the game cannot play by. */
export function checkRulesetRules(c: Checker, ruleset: RulesetDecl): void {
  reportRefusals(c, 'L0422', 'ruleset', ruleset.name.range, () => rulesetRuleProblems(c.info.vocabulary.game, ruleset));
}

/** Reports what a game's rules refuse in a card, deck or ruleset; a reader that throws is reported at `at`, not let through. */
function reportRefusals(c: Checker, code: 'L0420' | 'L0421' | 'L0422', thing: 'card' | 'deck' | 'ruleset', at: Range, read: () => ContentProblem[]): void {
  const gameName = c.info.ruleset?.name.text ?? c.info.vocabulary.game;
  let problems;
  try {
    problems = read();
  } catch (err) {
    c.report(code, `${gameName}'s rules could not read this ${thing}: ${err instanceof Error ? err.message : String(err)}`, at);
    return;
  }
  const what = thing === 'ruleset' ? 'play by this ruleset' : `play this ${thing}`;
  for (const p of problems) c.report(code, `${gameName} cannot ${what}: ${p.message}`, p.range);
}
