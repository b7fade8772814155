import type { Condition } from '../../dsl/ast';
import { testComparisons } from '../../engine/core/formula/conditions';
import { evaluate, explain, toNumber, type EvalContext, type FormulaWorld } from '../../engine/core/formula/expr';
import { formatNumber } from '../../engine/core/formula/format';
import { unreadableWinCondition } from '../../engine/core/formula/victory';
import { EvalError, isEntity, normName, type Value } from '../../engine/core/formula/values';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { STATS, type Modifier, type Stats } from './cards';
import { ATTACK_NUMBERS, DEFENCE_SETTINGS, SETTING_NAMES, type FormulaName, type Stance, type StanceRules } from './rules';
import type { StanceState } from './state';

/**
 * The stance duel's formulas, evaluated by the shared formula core. Names resolve to the attack's numbers
 * (`ATTACK_NUMBERS`: the attacker's stats, the defender's `ODEF`, `OBC`, `OBR`, the roll `R`, `critical`,
 * `blocked` and `in-reckless` as 1 or 0, and the results computed before), then the ruleset's formulas
 * and settings. A setting is read for one player
 * (the attacker, or the defender for the defence constants `DEFENCE_SETTINGS`), with the cards that
 * replace it for that player. Conditions of cards read `you.stance`, `opponent.stance`, `you.wins`,
 * `you.damage` and the fighters' printed stats (`you.ATK`).
 */
export interface Side {
  /** A player (`you.wins`), or their fighter (a scenario's `called` handle: `duelist.ATK`). */
  kind: 'player' | 'fighter';
  player: PlayerId;
}

export type StanceWorld = FormulaWorld<Side>;

/** An attack being computed: who attacks whom, in which stances (null: between exchanges). */
export interface Bout {
  attacker: PlayerId;
  stances: Record<PlayerId, Stance> | null;
}

/** Conditions compare numbers (`you.stance = Reckless`), joined by and, or, not. */
const COMPARISONS_ONLY = 'a stance duel condition compares numbers (`you.stance = Reckless`)';

const SETTING_KEYS = new Map<string, string>(SETTING_NAMES.map((n) => [normName(n), n]));

function baseSetting(rules: StanceRules, key: string): number | undefined {
  const name = SETTING_KEYS.get(key);
  return name === undefined ? undefined : rules.settings[name as keyof typeof rules.settings];
}

/** Every modifier in play with the player it is written for (`you` on a card is its owner). */
function modifiersOf(s: StanceState): Array<{ owner: PlayerId; modifier: Modifier }> {
  const out: Array<{ owner: PlayerId; modifier: Modifier }> = [];
  for (const owner of ['A', 'B'] as const) {
    for (const id of s.players[owner].kit) {
      const card = s.pool[id];
      if (card?.type === 'fighter' || !card) continue;
      for (const modifier of card.modifiers) out.push({ owner, modifier });
    }
  }
  return out;
}

/** The player a modifier acts on. */
function targetOf(owner: PlayerId, m: Modifier): PlayerId {
  return m.whose === 'you' ? owner : opponentOf(owner);
}

/** The fighter's printed stats. */
export function printedStats(s: StanceState, p: PlayerId): Stats {
  const card = s.pool[s.players[p].fighter];
  if (card?.type !== 'fighter') return { AGI: 0, ATK: 0, DEF: 0, CC: 0, CD: 0, BC: 0, BR: 0 };
  return card.stats;
}

/**
 * The world in which a card's condition or value is evaluated, for the card's `owner` (`you`). Settings
 * read here are the ruleset's own, so a card's value never depends on another card's.
 */
function cardContext(s: StanceState, bout: Bout, owner: PlayerId): EvalContext<Side> {
  const world: StanceWorld = {
    property: (value, name) => (isEntity(value) ? sideProperty(s, bout, value.player, name) : undefined),
    formula: () => undefined,
    setting: (name) => baseSetting(s.rules, normName(name)),
    test: (condition, ctx) => testComparisons(condition, ctx, COMPARISONS_ONLY),
    describe,
  };
  return { world, locals: { you: { kind: 'player', player: owner }, opponent: { kind: 'player', player: opponentOf(owner) } }, params: {}, subject: null, controller: owner };
}

function sideProperty(s: StanceState, bout: Bout, p: PlayerId, name: string): number | undefined {
  const key = normName(name);
  if (key === 'stance') {
    const stance = bout.stances?.[p];
    return stance === undefined ? 0 : s.rules.settings[stance];
  }
  if (key === 'wins') return s.players[p].wins;
  if (key === 'damage') return s.players[p].damage;
  const stat = STATS.find((x) => normName(x) === key);
  return stat ? printedStats(s, p)[stat] : undefined;
}

function holds(s: StanceState, bout: Bout, owner: PlayerId, condition: Condition | undefined): boolean {
  if (!condition) return true;
  try {
    return testComparisons(condition, cardContext(s, bout, owner), COMPARISONS_ONLY);
  } catch (err) {
    if (err instanceof EvalError) return false;
    throw err;
  }
}

/** A fighter's stats in this bout: printed, plus every stat change whose condition holds (none below 0). */
export function effectiveStats(s: StanceState, bout: Bout, p: PlayerId): Stats {
  const stats = { ...printedStats(s, p) };
  for (const { owner, modifier } of modifiersOf(s)) {
    if (modifier.kind !== 'stat' || targetOf(owner, modifier) !== p || !holds(s, bout, owner, modifier.condition)) continue;
    stats[modifier.stat] += modifier.delta;
  }
  for (const stat of STATS) stats[stat] = Math.max(0, stats[stat]);
  return stats;
}

/**
 * A setting as it holds for player `p`: the ruleset's value, replaced in turn by each card replacing it
 * for `p` whose condition holds (a replacement may read the value so far: `your BBR is BBR + 0.1`).
 */
export function settingFor(s: StanceState, bout: Bout, p: PlayerId, key: string): number | undefined {
  let value = baseSetting(s.rules, key);
  if (value === undefined) return undefined;
  for (const { owner, modifier } of modifiersOf(s)) {
    if (modifier.kind !== 'setting' || normName(modifier.setting) !== key || targetOf(owner, modifier) !== p || !holds(s, bout, owner, modifier.condition)) continue;
    const ctx = cardContext(s, bout, owner);
    const soFar = value;
    const local: EvalContext<Side> = { ...ctx, world: { ...ctx.world, setting: (name) => (normName(name) === key ? soFar : baseSetting(s.rules, normName(name))) } };
    try {
      value = toNumber(evaluate(modifier.value, local), modifier.setting);
    } catch (err) {
      if (!(err instanceof EvalError)) throw err;
    }
  }
  return value;
}

/** The numbers an attack's formulas read by name. */
export type AttackLocals = Record<string, number>;

/** The world of one attack: settings for the attacker, defence settings for the defender. */
export function attackContext(s: StanceState, bout: Bout, locals: AttackLocals): EvalContext<Side> {
  const defender = opponentOf(bout.attacker);
  const world: StanceWorld = {
    property: () => undefined,
    formula: (name) => s.rules.formulas.find((f) => normName(f.name.text) === normName(name)),
    setting: (name) => {
      const key = normName(name);
      const setting = SETTING_KEYS.get(key);
      return settingFor(s, bout, setting !== undefined && DEFENCE_SETTINGS.has(setting) ? defender : bout.attacker, key);
    },
    test: (condition, ctx) => testComparisons(condition, ctx, COMPARISONS_ONLY),
    describe,
  };
  const values: Record<string, Value<Side>> = {};
  for (const [k, v] of Object.entries(locals)) values[normName(k)] = v;
  return { world, locals: values, params: {}, subject: null, controller: bout.attacker };
}

/** What a formula gave and its explanation for the log (`DMG = 75 + 2 * 1 + 30 = 107`). */
export interface FormulaResult {
  value: number;
  text: string;
}

/** Evaluates one of the game's formulas in an attack's context; a formula that cannot be evaluated gives 0, with the reason. */
export function runFormula(ctx: EvalContext<Side>, fn: FormulaName, explained: boolean): FormulaResult {
  const def = ctx.world.formula(fn);
  if (!def) return { value: 0, text: `the ruleset has no formula ${fn}: 0` };
  try {
    const result = explain(def.body, ctx, '', explained);
    const value = toNumber(result.value, fn);
    if (!Number.isFinite(value)) return { value: 0, text: `${def.name.text} = ${result.text} (not a finite number: taken as 0)` };
    return { value, text: explained ? `${def.name.text} = ${result.text}` : '' };
  } catch (err) {
    if (err instanceof EvalError) return { value: 0, text: `${def.name.text} cannot be evaluated (${err.message}): 0` };
    if (err instanceof RangeError) return { value: 0, text: `${def.name.text} calls itself without end: 0` };
    throw err;
  }
}


function describe(value: Value<Side>): string {
  if (isEntity(value)) return `player ${value.player}`;
  return typeof value === 'number' ? formatNumber(value) : String(value);
}

/**
 * Problems with the ruleset's formulas and win conditions, found by evaluating each once on a blank fight
 * (every attack number 1; no wins, no damage, no stance yet).
 */
export function formulaProblems(rules: StanceRules): string[] {
  const out: string[] = [];
  const side = { fighter: '', kit: [], wins: 0, damage: 0 };
  const s: StanceState = { rules, pool: {}, players: { A: side, B: side }, exchange: 1, first: 'A', committed: {}, history: [], winner: null, endReason: '', seq: 0, rng: { seed: 0, counter: 0, forced: [] } };
  const locals: AttackLocals = Object.fromEntries(ATTACK_NUMBERS.map((k) => [k, 1]));
  const ctx = attackContext(s, { attacker: 'A', stances: null }, locals);
  for (const def of s.rules.formulas) {
    try {
      toNumber(evaluate(def.body, ctx), `the formula ${def.name.text}`);
    } catch (err) {
      if (err instanceof EvalError) out.push(`the formula ${def.name.text} (line ${def.range.start.line}) cannot be evaluated: ${err.message}`);
      else if (err instanceof RangeError) out.push(`the formula ${def.name.text} (line ${def.range.start.line}) calls itself without end`);
      else throw err;
    }
  }
  for (const condition of rules.win) {
    const problem = unreadableWinCondition(condition, playerContext(s, 'A'));
    if (problem) out.push(problem);
  }
  return out;
}

/**
 * Where a player's condition is read between exchanges (the ruleset's `win when`): `you.wins`,
 * `opponent.damage`, the fighters' printed stats, the settings; no stance is revealed (`you.stance` is 0).
 */
export function playerContext(s: StanceState, player: PlayerId): EvalContext<Side> {
  return cardContext(s, { attacker: player, stances: null }, player);
}

