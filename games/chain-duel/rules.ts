import type { Expr, FormulaDef, Name, Range, RulesetDecl } from '../../dsl/ast';
import type { DeckBounds } from '../../dsl/deck-bounds';
import { deckLimitsOf } from '../duel/deck-limits';
import { RulesProblems } from '../rules-problems';

/**
 * The chain duel's rules as numbers and one formula: what `content/chain-duel/ruleset.smith` says in its
 * `settings` and `formulas`. They go into the state at setup; `DEFAULT_RULES` repeats the ruleset's values
 * for tests that build a game without loading content (the ruleset file stays the source of truth).
 */
export interface ChainRules {
  openingHand: number;
  drawsPerTurn: number;
  /** Draws stop at this many cards in the hand (a Passive `your hand-limit is N` changes it for its player). */
  handLimit: number;
  /** `damage(atk, def)`: the damage of a combat from its Final ATK and Final DEF. */
  damage: FormulaDef;
  /** The ruleset's `deck` rules: its size and copy limit. */
  deck: DeckBounds;
}

/** The seed: a deck is one monster and 20 moves; at most 3 copies of a card (README decision 7: the seed sets no limit). */
export const SEED_DECK: DeckBounds = { minCards: 21, maxCards: 21, copies: 3 };

const SETTINGS = { openingHand: 'opening-hand', drawsPerTurn: 'draws-per-turn', handLimit: 'hand-limit' } as const;
type SettingKey = keyof typeof SETTINGS;

const at: Range = { start: { line: 0, column: 0, offset: 0 }, end: { line: 0, column: 0, offset: 0 } };
const name = (text: string): Name => ({ kind: 'Name', text, range: at });
const ref = (text: string): Expr => ({ kind: 'Ref', path: [name(text)], range: at });

/** `damage(atk, def) = floor(atk / max(1, def))`, as the ruleset writes it. */
const DEFAULT_DAMAGE: FormulaDef = {
  kind: 'FormulaDef',
  name: name('damage'),
  params: [name('atk'), name('def')],
  body: { kind: 'Call', fn: name('floor'), args: [{ kind: 'Binary', op: '/', left: ref('atk'), right: { kind: 'Call', fn: name('max'), args: [{ kind: 'Number', value: 1, range: at }, ref('def')], range: at }, range: at }], range: at },
  range: at,
};

export const DEFAULT_RULES: ChainRules = { openingHand: 5, drawsPerTurn: 2, handLimit: 7, damage: DEFAULT_DAMAGE, deck: SEED_DECK };

/** The rules a parsed ruleset states; each missing or unusable entry is a problem and the default stands in. */
export function rulesFromRuleset(ruleset: RulesetDecl): { rules: ChainRules; problems: string[]; settingOf: ReadonlyMap<string, string> } {
  const problems = new RulesProblems();
  const rules: ChainRules = { ...DEFAULT_RULES, deck: deckLimitsOf(ruleset, SEED_DECK) };
  for (const key of Object.keys(SETTINGS) as SettingKey[]) {
    const setting = ruleset.settings.find((s) => s.name.text === SETTINGS[key]);
    const value = setting?.value.kind === 'Number' ? setting.value.value : undefined;
    if (value !== undefined && Number.isInteger(value) && value >= 0 && value <= 30) rules[key] = value;
    else if (!setting) problems.aboutSetting(SETTINGS[key], `the setting "${SETTINGS[key]}" is missing; the chain duel needs it (it uses ${DEFAULT_RULES[key]})`);
    else problems.aboutSetting(SETTINGS[key], `the setting "${SETTINGS[key]}" must be a whole number from 0 to 30 (the chain duel uses ${DEFAULT_RULES[key]})`);
  }
  const damage = ruleset.formulas.find((f) => f.name.text === 'damage');
  if (damage && damage.params.length === 2) rules.damage = damage;
  else problems.add('the formula damage(atk, def) is missing or does not take two parameters; the chain duel needs it');
  return { rules, problems: problems.texts, settingOf: problems.settingOf };
}
