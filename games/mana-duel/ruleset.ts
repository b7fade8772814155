import { z } from 'zod';
import type { Condition, Expr, FormulaDef, RulesetDecl } from '../../dsl/ast';
import { printCondition } from '../../dsl/format/print-expr';
import { unreadableWinCondition } from '../../engine/core/formula/victory';
import { formulaProblems, playerContext } from './formulas';
import { RulesProblems } from '../rules-problems';
import { deckLimitsOf } from '../duel/deck-limits';
import { DEFAULT_RULES, SEED_DECK, SEED_WIN, FORMULA_NAMES, FORMULA_PARAMS, manaSettingsSchema, SETTING_KEYS, SETTING_NAMES, type ManaFormulaName, type ManaRules, type ManaSettingKey, type ManaSettings } from './rules';

/** A setting's written value as a number: a number, or a negated one; anything else is not a number. */
function numberOf(expr: Expr): number | null {
  if (expr.kind === 'Number') return expr.value;
  if (expr.kind === 'Unary' && expr.operand.kind === 'Number') return -expr.operand.value;
  return null;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const defaultFormula = (fn: ManaFormulaName): FormulaDef => DEFAULT_RULES.formulas.find((f) => f.name.text === fn) as FormulaDef;

/**
 * The mana duel's rules as a parsed ruleset states them (its `settings` by name, its `formulas`). Each
 * problem is reported in words, with its line: a missing or non-numeric setting, a value out of range, a
 * missing formula, one with the wrong number of parameters, one that cannot be evaluated. The seed's
 * value or formula stands in for each, so the rules returned are always complete and playable.
 */
export function rulesFromRuleset(ruleset: RulesetDecl): { rules: ManaRules; problems: string[]; settingOf: ReadonlyMap<string, string> } {
  const problems = new RulesProblems();
  const settings = readSettings(ruleset, problems);
  const formulas = [...ruleset.formulas];
  const replace = (fn: ManaFormulaName) => {
    const at = formulas.findIndex((f) => sameName(f.name.text, fn));
    if (at >= 0) formulas.splice(at, 1, defaultFormula(fn));
    else formulas.push(defaultFormula(fn));
  };
  for (const fn of FORMULA_NAMES) {
    const params = FORMULA_PARAMS[fn];
    const signature = `${fn}(${params.join(', ')})`;
    const def = ruleset.formulas.find((f) => sameName(f.name.text, fn));
    if (!def) problems.add(`the formula ${signature} is missing; the mana duel needs it`);
    else if (def.params.length !== params.length) problems.add(`the formula ${fn} (line ${def.range.start.line}) must take ${params.length} parameter${params.length === 1 ? '' : 's'}, as in ${signature}; it takes ${def.params.length}`);
    else continue;
    replace(fn);
  }
  const read: ManaRules = { ...settings, formulas, deck: deckLimitsOf(ruleset, SEED_DECK), win: [] };
  const broken = formulaProblems(read);
  for (const [fn, problem] of broken) {
    problems.add(problem);
    replace(fn);
  }
  const rules: ManaRules = { ...read, formulas };
  return { rules: { ...rules, win: readWin(ruleset, rules, problems) }, problems: problems.texts, settingOf: problems.settingOf };
}

/**
 * The ruleset's `win when` lines, each tested once for a player over no position (every stat 0), so one
 * naming what the game does not know is reported and left out. With none left, the seed's stands in: a
 * mana duel nobody can win would never end.
 */
function readWin(ruleset: RulesetDecl, rules: ManaRules, problems: RulesProblems): readonly Condition[] {
  const given = ruleset.winConditions ?? [];
  const readable = given.filter((condition) => {
    const problem = unreadableWinCondition(condition, playerContext(rules, null, 'A'));
    if (problem) problems.add(problem);
    return problem === null;
  });
  if (readable.length > 0) return readable;
  const seed = `the seed's \`win when ${printCondition(SEED_WIN)}\` stands in`;
  problems.add(given.length === 0 ? `the ruleset has no \`win when\` line; the mana duel needs one (${seed})` : `no \`win when\` line can be read (${seed})`);
  return [SEED_WIN];
}

function readSettings(ruleset: RulesetDecl, problems: RulesProblems): ManaSettings {
  const settings: ManaSettings = { ...DEFAULT_RULES };
  for (const key of SETTING_KEYS) {
    const setting = ruleset.settings.find((s) => sameName(s.name.text, SETTING_NAMES[key]));
    if (!setting) {
      problems.aboutSetting(SETTING_NAMES[key], `the setting "${SETTING_NAMES[key]}" is missing; the mana duel needs it (the seed's value is ${DEFAULT_RULES[key]})`);
      continue;
    }
    const value = numberOf(setting.value);
    if (value === null) problems.aboutSetting(SETTING_NAMES[key], `the setting "${SETTING_NAMES[key]}" (line ${setting.range.start.line}) must be a number`);
    else settings[key] = value;
  }
  const checked = manaSettingsSchema.safeParse(pickSettings(settings));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const key = issue.path[0] as ManaSettingKey;
    problems.aboutSetting(SETTING_NAMES[key], `the setting "${SETTING_NAMES[key]}" ${issueWords(issue)} (it is ${settings[key]})`);
    settings[key] = DEFAULT_RULES[key];
  }
  return pickSettings(settings);
}

/** The numeric settings alone (a spread of the rules carries their formulas too). */
function pickSettings(from: ManaSettings): ManaSettings {
  return Object.fromEntries(SETTING_KEYS.map((k) => [k, from[k]])) as ManaSettings;
}

function issueWords(issue: z.core.$ZodIssue): string {
  // Every setting is a number by now: a type issue can only be a fraction.
  if (issue.code === 'invalid_type') return 'must be a whole number';
  if (issue.code === 'too_small') return Number(issue.minimum) >= 1 ? 'must be at least 1' : 'must not be negative';
  return issue.message.toLowerCase();
}
