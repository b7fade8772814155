import type { Condition, FormulaDef } from '../../dsl/ast';
import { testComparisons } from '../../engine/core/formula/conditions';
import { evaluate, explain, toNumber, type EvalContext, type FormulaWorld } from '../../engine/core/formula/expr';
import { formatNumber } from '../../engine/core/formula/format';
import { EvalError, isEntity, normName, type Value } from '../../engine/core/formula/values';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import type { Character } from './actions';
import { FORMULA_PARAMS, SETTING_NAMES, type ManaFormulaName, type ManaRules, type ManaSettingKey } from './rules';
import { findMonster, nameOf, powerOf, toughnessOf, type ManaState } from './state';

/**
 * The mana duel's ruleset formulas, evaluated by the shared formula core. Names in a formula resolve to
 * its parameters (the numbers the game passes: `power`, `toughness`, `n`), then the ruleset's formulas
 * and settings (`max-mana`), then the stats of the thing being computed (the attacking monster, or the
 * player drawing from an empty deck; see `statOf`).
 */

export type ManaWorld = FormulaWorld<Character>;

/** Formulas and settings by normalised name, built once per rules object. */
interface Lookup {
  formulas: Map<string, FormulaDef>;
  settings: Map<string, number>;
}

const lookups = new WeakMap<ManaRules, Lookup>();

function lookupOf(rules: ManaRules): Lookup {
  let found = lookups.get(rules);
  if (!found) {
    const settings = new Map<string, number>();
    for (const key of Object.keys(SETTING_NAMES) as ManaSettingKey[]) settings.set(normName(SETTING_NAMES[key]), rules[key]);
    found = { formulas: new Map(rules.formulas.map((f) => [normName(f.name.text), f])), settings };
    lookups.set(rules, found);
  }
  return found;
}

const MONSTER_STATS: ReadonlySet<string> = new Set(['power', 'toughness', 'health', 'maxhealth', 'slot']);

/**
 * A stat a formula or a win line may read (`key` normalised), computed alone (win lines are tested after
 * every step): a monster's power, toughness, health, max health and slot
 * (1-based); a player's health, mana, max mana, fatigue and the sizes of their hand, deck, battlefield and
 * graveyard (every zone the ruleset declares is a player property of that name, see dsl/vocabulary.ts).
 * With no state (checking a ruleset) every stat is 0.
 */
function statOf(s: ManaState | null, c: Character, key: string): number | undefined {
  if (c.kind === 'player') {
    const pl = s?.players[c.player];
    switch (key) {
      case 'health':
        return pl?.health ?? 0;
      case 'mana':
        return pl?.mana ?? 0;
      case 'maxmana':
        return pl?.maxMana ?? 0;
      case 'fatigue':
        return pl?.fatigue ?? 0;
      case 'hand':
        return pl?.hand.length ?? 0;
      case 'deck':
        return pl?.deck.length ?? 0;
      case 'battlefield':
        return pl?.battlefield.filter((m) => m !== null).length ?? 0;
      case 'graveyard':
        return pl?.graveyard.length ?? 0;
      default:
        return undefined;
    }
  }
  if (!MONSTER_STATS.has(key)) return undefined;
  if (!s) return 0;
  const found = findMonster(s, c.iid);
  if (!found) return undefined;
  const m = found.monster;
  switch (key) {
    case 'power':
      return powerOf(m);
    case 'toughness':
      return toughnessOf(m);
    case 'health':
      return m.health;
    case 'maxhealth':
      return m.maxHealth;
    default:
      return found.slot + 1;
  }
}

/**
 * The formula world over a position (or over none: `s` null, to check a ruleset's formulas). A class, not
 * an object of closures: win lines are tested after every step, and making (and naming) five closures
 * each time cost a third of a greedy game's time.
 */
class ManaFormulaWorld implements ManaWorld {
  private readonly lookup: Lookup;

  constructor(
    rules: ManaRules,
    private readonly s: ManaState | null,
  ) {
    this.lookup = lookupOf(rules);
  }

  property(value: Value<Character>, name: string): Value<Character> | undefined {
    return isEntity(value) ? statOf(this.s, value, normName(name)) : undefined;
  }

  formula(name: string): FormulaDef | undefined {
    return this.lookup.formulas.get(normName(name));
  }

  setting(name: string): number | undefined {
    return this.lookup.settings.get(normName(name));
  }

  test(condition: Condition, ctx: EvalContext<Character>): boolean {
    return testComparisons(condition, ctx, 'a mana duel formula can only compare numbers in its conditions');
  }

  describe(value: Value<Character>): string {
    return describe(this.s, value);
  }
}

export function manaWorld(rules: ManaRules, s: ManaState | null): ManaWorld {
  return new ManaFormulaWorld(rules, s);
}

/** Where a player's condition is read (the ruleset's `win when`): `you` is `player`, `opponent` the other. */
export function playerContext(rules: ManaRules, s: ManaState | null, player: PlayerId): EvalContext<Character> {
  const you: Character = { kind: 'player', player };
  const opponent: Character = { kind: 'player', player: opponentOf(player) };
  return { world: manaWorld(rules, s), locals: { you, opponent }, params: {}, subject: null, controller: player };
}

function describe(s: ManaState | null, value: Value<Character>): string {
  if (isEntity(value)) return value.kind === 'player' ? `player ${value.player}` : s ? nameOf(s, value.iid) : 'the monster';
  return String(value);
}

/** What a formula gave: a whole amount of at least 0, and its explanation for the log. */
export interface FormulaResult {
  amount: number;
  /** `attack-damage = max(0, 8 - 4) = max(0, 4) = 4` (empty when explanations are off). */
  text: string;
}

/**
 * Evaluates one of the game's formulas with `args` bound to its parameters, `subject` being the thing
 * computed (its stats are the names the parameters leave). Damage is a whole number of at least 0, so a
 * fraction rounds down and a negative or non-finite result is 0 (said in the text). A formula that cannot
 * be evaluated (rules built by hand; a loaded ruleset's formulas are checked first) deals 0, with the reason.
 */
export function runFormula(s: ManaState, fn: ManaFormulaName, args: readonly number[], subject: Character, explained: boolean): FormulaResult {
  const world = manaWorld(s.rules, s);
  const def = world.formula(fn);
  if (!def) return { amount: 0, text: `the ruleset has no formula ${fn}: 0` };
  const locals: Record<string, Value<Character>> = {};
  def.params.forEach((p, i) => {
    const v = args[i];
    if (v !== undefined) locals[normName(p.text)] = v;
  });
  const controller: PlayerId = subject.kind === 'player' ? subject.player : (s.cards[subject.iid]?.owner ?? s.turn.player);
  try {
    const result = explain(def.body, { world, locals, params: {}, subject, controller }, '', explained);
    const value = toNumber(result.value, fn);
    const amount = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
    const text = explained ? `${def.name.text} = ${result.text}${amount === value ? '' : ` (${Number.isFinite(value) ? `${formatNumber(value)} ` : ''}taken as ${amount})`}` : '';
    return { amount, text };
  } catch (err) {
    const why = unevaluable(err);
    if (why === null) throw err;
    return { amount: 0, text: `${def.name.text} cannot be evaluated (${why}): 0` };
  }
}

/**
 * Problems with the rules' four game formulas, found by evaluating each once with every parameter 1 and
 * every stat 0: an unknown name, a condition this game cannot test, endless recursion, a non-number.
 */
export function formulaProblems(rules: ManaRules): Map<ManaFormulaName, string> {
  const out = new Map<ManaFormulaName, string>();
  const world = manaWorld(rules, null);
  for (const fn of Object.keys(FORMULA_PARAMS) as ManaFormulaName[]) {
    const def = world.formula(fn);
    if (!def) continue;
    const subject: Character = fn === 'fatigue-damage' ? { kind: 'player', player: 'A' } : { kind: 'monster', iid: '?' };
    const locals = Object.fromEntries(def.params.map((p) => [normName(p.text), 1]));
    try {
      toNumber(evaluate(def.body, { world, locals, params: {}, subject, controller: 'A' }), `the formula ${fn}`);
    } catch (err) {
      const why = unevaluable(err);
      if (why === null) throw err;
      out.set(fn, `the formula ${fn} (line ${def.range.start.line}) cannot be evaluated: ${why}`);
    }
  }
  return out;
}

/** Why a formula failed in words, or null for an error that is no formula's fault (a bug: rethrown). */
function unevaluable(err: unknown): string | null {
  if (err instanceof EvalError) return err.message;
  // A formula calling itself overflows the stack (the evaluator does not limit depth).
  if (err instanceof RangeError) return 'it calls itself without end';
  return null;
}
