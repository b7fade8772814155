import { z } from 'zod';
import type { Condition, FormulaDef } from '../../dsl/ast';
import type { RulesProblems } from '../rules-problems';

/**
 * The stance duel's rules as numbers and formulas: what `content/stance-duel/ruleset.smith` says in its
 * `settings` and `formulas` blocks (the seed's constant table, and the decisions where it is silent). The
 * game reads them from the state (`state.rules`, set at setup), so a changed ruleset changes the game.
 * There is no copy of the values in code: tests load the ruleset file.
 */

/** The four stances, in the order the studio lists them. */
export const STANCES = ['attack', 'reckless', 'defend', 'riposte'] as const;
export type Stance = (typeof STANCES)[number];
export const stanceSchema = z.enum(STANCES);

/**
 * Every setting the game reads, by the name the ruleset writes. The stance words (`attack` …) are settings
 * too: the numbers a condition compares `you.stance` with (`while you.stance = reckless: …`).
 */
export const SETTING_NAMES = [
  'B',
  'Smin',
  'Smax',
  'BCC',
  'BCD',
  'RCC',
  'BBC',
  'BBR',
  'AGI-K',
  'ATK-K',
  'DEF-K',
  'CC-K',
  'CD-K',
  'BC-K',
  'BR-K',
  'AD-CAP',
  'RIPOSTE-K',
  'max-attacks',
  'exchanges-to-win',
  'max-exchanges',
  ...STANCES,
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/**
 * Settings a player's card may change for the attacks made against them (`your BBR is 0.6` on a shield
 * makes your blocks reduce more); every other formula constant a card changes applies to its owner's own
 * attacks (`your RCC is 0.7`).
 */
export const DEFENCE_SETTINGS: ReadonlySet<string> = new Set(['BBC', 'BC-K', 'BBR', 'BR-K', 'DEF-K', 'RIPOSTE-K']);

/**
 * The numbers of an attack a formula may take as parameters, bound by name (so a ruleset may order them as
 * it likes): the attacker's stats, the defender's (`O…`), the rolls and their outcomes (1 or 0), and the
 * results of the formulas computed before (`DMG`, `CMUL`, `BMUL`, `EDEF`, `AD`).
 */
export const ATTACK_NUMBERS = ['AGI', 'ATK', 'CC', 'CD', 'ODEF', 'OBC', 'OBR', 'R', 'critical', 'blocked', 'in-reckless', 'DMG', 'CMUL', 'BMUL', 'EDEF', 'AD'] as const;

/** The formulas the game calls. */
export const FORMULA_NAMES = ['attacks', 'DMG', 'crit-chance', 'CMUL', 'block-chance', 'BMUL', 'EDEF', 'AD', 'AD-unguarded', 'riposte-damage'] as const;
export type FormulaName = (typeof FORMULA_NAMES)[number];

export type Settings = Record<SettingName, number>;

export interface StanceRules {
  settings: Settings;
  /** Every formula of the ruleset (the ones the game calls, and any they call in turn). */
  formulas: readonly FormulaDef[];
  /** The ruleset's `win when` lines: a player meeting one after an exchange wins the fight (exchange.ts). */
  win: readonly Condition[];
}

/**
 * What each setting must be: the stance words distinct positive codes, the counts whole, chances sane. Each
 * problem names its setting (the editor shows it at that setting's line); one about two settings names the
 * one to change first.
 */
export function settingProblems(s: Settings, out: RulesProblems): void {
  const whole = (name: SettingName, min: number) => {
    if (!Number.isInteger(s[name]) || s[name] < min) out.aboutSetting(name, `the setting "${name}" must be a whole number of at least ${min} (it is ${s[name]})`);
  };
  whole('Smin', 0);
  whole('Smax', 0);
  whole('max-attacks', 1);
  whole('exchanges-to-win', 1);
  whole('max-exchanges', 1);
  if (s.Smin > s.Smax) out.aboutSetting('Smin', `the setting "Smin" (${s.Smin}) must not exceed "Smax" (${s.Smax})`);
  if (s['max-exchanges'] < s['exchanges-to-win']) out.aboutSetting('max-exchanges', `"max-exchanges" (${s['max-exchanges']}) must be at least "exchanges-to-win" (${s['exchanges-to-win']})`);
  if (!(s['AD-CAP'] > 0)) out.aboutSetting('AD-CAP', `the setting "AD-CAP" must be above 0 (it is ${s['AD-CAP']})`);
  // The second of two stances with one code is the one to change.
  const repeated = STANCES.find((st, i) => STANCES.slice(0, i).some((earlier) => s[earlier] === s[st]));
  if (repeated !== undefined) out.aboutSetting(repeated, `the stance settings ${STANCES.join(', ')} must be four different numbers ("${repeated}" repeats another's ${s[repeated]})`);
}
