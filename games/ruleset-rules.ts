/**
 * What each game's rules say about its ruleset, by the id the ruleset names (`game mana-duel`): the game's
 * own ruleset reader run on it, so what the language accepts but the game cannot play by is reported in
 * the editor and by `cardsmith validate` (L0422, dsl/validate/check-card-rules.ts) instead of only when a
 * sandbox or a run opens the game: a setting the mana duel needs left out, a stance duel formula taking a
 * number an attack does not give, a ruleset without the `win when` line the game decides its winner by,
 * or a `win when` line in a game that does not read one.
 */
import type { RulesetDecl } from '../dsl/ast';
import { rulesFromRuleset as chainRules } from './chain-duel/rules';
import type { ContentProblem } from './content-reader';
import { rulesFromRuleset as manaRules } from './mana-duel/ruleset';
import { rulesFromRuleset as stanceRules } from './stance-duel/ruleset';

type RulesetCheck = (ruleset: RulesetDecl) => ContentProblem[];

/** A reader's problems, in words that carry their own line, shown on the ruleset's name. */
const onName = (ruleset: RulesetDecl, messages: readonly string[]): ContentProblem[] => messages.map((message) => ({ message, range: ruleset.name.range }));

const CHECKS: Readonly<Record<string, RulesetCheck>> = {
  'mana-duel': (r) => onName(r, manaRules(r).problems),
  'stance-duel': (r) => onName(r, stanceRules(r).problems),
  'chain-duel': (r) => [
    ...onName(r, chainRules(r).problems),
    // The chain duel's end is its rules' own (a monster's damage reaching its HP, or a draw from an empty
    // deck), which its player stats cannot state: a line here would be validated and then ignored.
    ...(r.winConditions ?? []).map((w) => ({ message: 'the chain duel does not read `win when`: a player loses when their damage zone holds as many cards as their monster has HP, or when they must draw from an empty deck', range: w.range })),
  ],
  'summoners-grid': (r) =>
    (r.winConditions ?? []).length > 0 ? [] : onName(r, ["the ruleset has no `win when` line; Summoner's Grid needs one (the seed's `win when you.vp >= victory-points` stands in)"]),
};

/** The problems `game`'s rules find in `ruleset`; none for a game with no reader of its own. */
export function rulesetRuleProblems(game: string, ruleset: RulesetDecl): ContentProblem[] {
  return Object.hasOwn(CHECKS, game) ? (CHECKS[game] as RulesetCheck)(ruleset) : [];
}
