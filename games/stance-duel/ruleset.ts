import type { Expr, RulesetDecl } from '../../dsl/ast';
import { normName } from '../../engine/core/formula/values';
import { formulaProblems } from './formulas';
import { RulesProblems } from '../rules-problems';
import { ATTACK_NUMBERS, FORMULA_NAMES, SETTING_NAMES, settingProblems, type Settings, type StanceRules } from './rules';

/** A setting's written value as a number: a number, a percentage, or a negated number. */
function numberOf(expr: Expr): number | null {
  if (expr.kind === 'Number') return expr.value;
  if (expr.kind === 'Percent') return expr.value / 100;
  if (expr.kind === 'Unary' && expr.operand.kind === 'Number') return -expr.operand.value;
  return null;
}

/**
 * The stance duel's rules as a parsed ruleset states them: every setting the game reads (`SETTING_NAMES`)
 * and every formula it calls (`FORMULA_NAMES`, whose parameters name the attack numbers they read). The ruleset is the only source of
 * the numbers, so a missing or broken one leaves no rules to play (null) and is reported in words. So does a
 * ruleset without a `win when` line: the game reads who wins from it.
 */
export function rulesFromRuleset(ruleset: RulesetDecl): { rules: StanceRules | null; problems: string[]; settingOf: ReadonlyMap<string, string> } {
  const problems = new RulesProblems();
  const settings: Partial<Settings> = {};
  for (const name of SETTING_NAMES) {
    const setting = ruleset.settings.find((s) => normName(s.name.text) === normName(name));
    if (!setting) {
      problems.aboutSetting(name, `the setting "${name}" is missing; the stance duel needs it`);
      continue;
    }
    const value = numberOf(setting.value);
    if (value === null) problems.aboutSetting(name, `the setting "${name}" (line ${setting.range.start.line}) must be a number`);
    else settings[name] = value;
  }
  for (const fn of FORMULA_NAMES) {
    const def = ruleset.formulas.find((f) => normName(f.name.text) === normName(fn));
    if (!def) problems.add(`the formula ${fn} is missing; the stance duel needs it`);
    else {
      const unknown = def.params.filter((p) => !ATTACK_NUMBERS.some((n) => normName(n) === normName(p.text)));
      if (unknown.length > 0) problems.add(`the formula ${fn} (line ${def.range.start.line}) takes ${unknown.map((p) => `"${p.text}"`).join(', ')}, which an attack does not give (it gives ${ATTACK_NUMBERS.join(', ')})`);
    }
  }
  const win = ruleset.winConditions ?? [];
  if (win.length === 0) problems.add('the ruleset has no `win when` line; the stance duel needs one (the seed\'s is `win when you.wins >= exchanges-to-win`)');
  const { settingOf } = problems;
  if (problems.texts.length > 0) return { rules: null, problems: problems.texts, settingOf };
  const complete = settings as Settings;
  settingProblems(complete, problems);
  if (problems.texts.length > 0) return { rules: null, problems: problems.texts, settingOf };
  const rules: StanceRules = { settings: complete, formulas: ruleset.formulas, win };
  // A formula or win line that cannot be evaluated is reported but leaves the rules playable: the formula
  // gives 0 with its reason in the log, the line makes nobody a winner (max-exchanges still ends a fight).
  return { rules, problems: formulaProblems(rules), settingOf };
}
