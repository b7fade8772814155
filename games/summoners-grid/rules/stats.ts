import type { GrowthValue, ModifyOp, StatModifier, StatValue } from '../../../dsl/ast';
import { callFormula, type EvalContext } from '../interpret/expr';
import { normName, type Value } from '../interpret/values';
import { ContentError, equipmentCard, growthRate, requireCard, roleCard } from './content';
import { EventLog } from '../../../engine/core/events';
import { G, type EngineDef } from './game';
import { FINAL_STAT_PARAMS, FORMULA, SETTING } from './rule-names';
import type { GameState, Modifier, Unit } from './state';

/** Everything derived about a unit, computed from content, level, role, equipment and modifiers. */
export interface UnitStats {
  /** By the ruleset's stat names as written (`STR`, `END` …). */
  stats: Record<string, number>;
  maxHP: number;
  hp: number;
  mv: number;
  weapon: { id: string; card: string; power: number; range: number } | null;
  attacksAllowed: number;
  tier: number;
}

export function applyOp(value: number, op: ModifyOp, operand: number): number {
  switch (op) {
    case 'add':
      return value + operand;
    case 'sub':
      return value - operand;
    case 'mul':
      return Math.floor(value * operand);
    case 'div':
      return Math.floor(value / operand);
    case 'set':
      return operand;
  }
}

/** A permanent or temporary change to one property, in the order it was applied. */
export interface PropertyChange {
  seq: number;
  property: string[];
  op: ModifyOp;
  value: number;
}

/** Whether a change's property path names `wanted` (already normalised), in any spelling. */
function samePath(a: readonly string[], wanted: readonly string[]): boolean {
  if (a.length !== wanted.length) return false;
  for (let i = 0; i < a.length; i++) if (normName(a[i] as string) !== wanted[i]) return false;
  return true;
}

/** Applies every change to `property` in order. */
export function applyChanges(base: number, property: readonly string[], changes: readonly PropertyChange[]): number {
  if (changes.length === 0) return base;
  const wanted = property.map(normName);
  let v = base;
  for (const c of changes) if (samePath(c.property, wanted)) v = applyOp(v, c.op, c.value);
  return v;
}

function activeModifier(g: G, m: Modifier): boolean {
  return !m.whileRef || g.e.behaviours.whileHolds(g, m.whileRef);
}

/** Modifiers on the unit itself plus auras from abilities in play, in application order. */
function unitChanges(g: G, unit: Unit): PropertyChange[] {
  const own: PropertyChange[] = [];
  for (const m of g.s.modifiers) {
    if ('unit' in m.subject && m.subject.unit === unit.id && activeModifier(g, m)) own.push(m);
  }
  const auras = g.e.behaviours.auras(g, unit);
  return auras.length === 0 ? own : [...own, ...auras].sort((a, b) => a.seq - b.seq);
}

function bindParams(names: ReadonlyArray<{ text: string }>, values: Record<keyof typeof FINAL_STAT_PARAMS, number>): Value[] {
  return names.map((p) => {
    const key = normName(p.text);
    for (const [k, spellings] of Object.entries(FINAL_STAT_PARAMS) as Array<[keyof typeof FINAL_STAT_PARAMS, readonly string[]]>) {
      if (spellings.some((s) => normName(s) === key)) return values[k];
    }
    throw new ContentError(`final-stat parameter "${p.text}" is not one of base, growth, level, modifier, bonus`);
  });
}

interface StatSource {
  stats: StatValue[];
  growth: GrowthValue[];
}

export function statSource(g: G, unit: Unit): StatSource {
  const card = requireCard(g.content, unit.statsFrom);
  if (card.cardType === 'summon') return { stats: card.stats, growth: card.growth };
  if (card.cardType === 'advance' && card.advance.kind === 'NamedSummon') return { stats: card.advance.stats, growth: card.advance.growth };
  throw new ContentError(`"${card.name.text}" has no stats`);
}

function roleFactor(mods: readonly StatModifier[], stat: string): { modifier: number; bonus: number } {
  let modifier = 1;
  let bonus = 0;
  for (const m of mods) {
    if (normName(m.stat.text) !== normName(stat)) continue;
    if (m.op === 'mul') modifier *= m.value;
    else if (m.op === 'div') modifier /= m.value;
    else if (m.op === 'add') bonus += m.value;
    else if (m.op === 'sub') bonus -= m.value;
  }
  return { modifier, bonus };
}

/** The inputs of the final-stat formula for each stat (also used to explain a recalculation). */
export function statInputs(g: G, unit: Unit): Array<{ stat: string; base: number; growth: number; level: number; modifier: number; bonus: number }> {
  const src = statSource(g, unit);
  const role = roleCard(g.content, unit.role);
  const equipMods = unit.equipment.flatMap((e) => equipmentCard(g.content, e.card).bonuses);
  return g.content.ruleset.stats.map((s) => {
    const stat = s.text;
    const baseEntry = src.stats.find((v) => normName(v.stat.text) === normName(stat));
    const growthEntry = src.growth.find((v) => normName(v.stat.text) === normName(stat));
    const r = roleFactor(role.modifiers, stat);
    const e = roleFactor(equipMods, stat);
    return {
      stat,
      base: baseEntry?.value ?? 0,
      growth: growthEntry ? growthRate(g.content, growthEntry.growth.text) : 0,
      level: unit.level,
      modifier: r.modifier * e.modifier,
      bonus: r.bonus + e.bonus,
    };
  });
}

/**
 * The final-stat formula's results depend only on content and (card, role, level, equipment), and the
 * derived formulas only on the stats and level: both are memoised per content (pure functions).
 */
const formulaCache = new WeakMap<object, Map<string, number[]>>();

function memoFor(g: G): Map<string, number[]> {
  let m = formulaCache.get(g.content);
  if (!m) {
    m = new Map();
    formulaCache.set(g.content, m);
  }
  if (m.size > 50000) m.clear();
  return m;
}

/**
 * The final-stat memo, by card, role, level and equipment in nested maps: a key string built and hashed
 * for every unit-stat computation was a tenth of their cost.
 */
type FinalStatMemo = { entries: number; byCard: Map<string, Map<string, Map<number, Map<string, number[]>>>> };
const finalStatCache = new WeakMap<object, FinalStatMemo>();

/** The content's final-stat memo; it starts afresh past 50,000 entries. */
function finalStatMemo(g: G): FinalStatMemo {
  let memo = finalStatCache.get(g.content);
  if (!memo || memo.entries > 50000) {
    memo = { entries: 0, byCard: new Map() };
    finalStatCache.set(g.content, memo);
  }
  return memo;
}

/** The memo's map for the unit's card, role and level, by equipment. */
function finalStatSlot(memo: FinalStatMemo, unit: Unit): Map<string, number[]> {
  const byCard = memo.byCard;
  let byRole = byCard.get(unit.statsFrom);
  if (!byRole) byCard.set(unit.statsFrom, (byRole = new Map()));
  let byLevel = byRole.get(unit.role);
  if (!byLevel) byRole.set(unit.role, (byLevel = new Map()));
  let byEquipment = byLevel.get(unit.level);
  if (!byEquipment) byLevel.set(unit.level, (byEquipment = new Map()));
  return byEquipment;
}

function equipmentKey(unit: Unit): string {
  const n = unit.equipment.length;
  if (n === 0) return '';
  if (n === 1) return (unit.equipment[0] as { card: string }).card;
  return unit.equipment.map((e) => e.card).join('\u0000');
}

function formulaStats(g: G, unit: Unit): number[] {
  const whole = finalStatMemo(g);
  const memo = finalStatSlot(whole, unit);
  const key = equipmentKey(unit);
  const hit = memo.get(key);
  if (hit) return hit;
  const finalStat = g.requireFormula(FORMULA.finalStat);
  const ctx: EvalContext = g.plainContext(unit.controller);
  const values = statInputs(g, unit).map((input) => {
    const raw = callFormula(finalStat, bindParams(finalStat.params, input), ctx);
    return typeof raw === 'number' ? raw : 0;
  });
  memo.set(key, values);
  whole.entries += 1;
  return values;
}

/**
 * The derived formulas' results for a final-stat memo entry taken as it is (no change applied, no stat
 * raised to the minimum): most units have no modifier, and the derived memo's key string cost as much as
 * the rest of a unit-stat computation.
 */
const derivedOfBase = new WeakMap<readonly number[], number[]>();

function derivedStatsOfBase(g: G, unit: Unit, stats: Record<string, number>, base: readonly number[]): number[] {
  let values = derivedOfBase.get(base);
  if (!values) {
    values = derivedStats(g, unit, stats);
    derivedOfBase.set(base, values);
  }
  return values;
}

function derivedStats(g: G, unit: Unit, stats: Record<string, number>): number[] {
  const names = g.content.ruleset.stats;
  let key = `d|${unit.level}|`;
  for (const n of names) key += `${stats[n.text]},`;
  const memo = memoFor(g);
  const hit = memo.get(key);
  if (hit) return hit;
  const locals: Record<string, Value> = { level: unit.level };
  for (const n of names) locals[normName(n.text)] = stats[n.text] ?? 0;
  const derived: EvalContext = { ...g.plainContext(unit.controller), locals };
  const values = [Number(callFormula(g.requireFormula(FORMULA.maxHP), [], derived)), Number(callFormula(g.requireFormula(FORMULA.mv), [], derived))];
  memo.set(key, values);
  return values;
}

export function unitStats(g: G, unit: Unit): UnitStats {
  const cached = g.cachedStats(unit.id);
  if (cached) return cached;
  const changes = unitChanges(g, unit);
  const stats: Record<string, number> = {};
  const base = formulaStats(g, unit);
  const minimum = g.setting(SETTING.statMinimum, unit.controller) ?? Number.NEGATIVE_INFINITY;
  let unchanged = changes.length === 0;
  g.content.ruleset.stats.forEach((s, i) => {
    const value = changes.length === 0 ? (base[i] ?? 0) : applyChanges(base[i] ?? 0, [s.text], changes);
    if (value < minimum || base[i] === undefined) unchanged = false;
    stats[s.text] = Math.max(minimum, value);
  });
  const [maxBase = 0, mvBase = 0] = unchanged ? derivedStatsOfBase(g, unit, stats, base) : derivedStats(g, unit, stats);
  const maxHP = applyChanges(maxBase, ['maxHP'], changes);
  const mv = Math.max(0, applyChanges(mvBase, ['MV'], changes));
  const role = roleCard(g.content, unit.role);
  let weapon: UnitStats['weapon'] = null;
  for (const e of unit.equipment) {
    const card = equipmentCard(g.content, e.card);
    if (card.slot !== 'weapon' || !card.weapon) continue;
    const own = g.s.modifiers.filter((m) => 'equipment' in m.subject && m.subject.equipment === e.id && activeModifier(g, m));
    const power = applyChanges(applyChanges(card.weapon.power, ['power'], own), ['weapon', 'power'], changes);
    const range = applyChanges(applyChanges(card.weapon.range, ['range'], own), ['weapon', 'range'], changes);
    weapon = { id: e.id, card: e.card, power, range };
    break;
  }
  const attacksAllowed = applyChanges(g.settingOr('attacksPerTurn', unit.controller, 1), ['attacks'], changes);
  const result: UnitStats = { stats, maxHP, hp: maxHP - unit.damage, mv, weapon, attacksAllowed, tier: role.tier };
  g.cacheStats(unit.id, result);
  return result;
}

/** `STR 18, END 13 …` in the ruleset's stat order. */
export function statLine(g: G, unit: Unit): string {
  const st = unitStats(g, unit);
  const parts = g.content.ruleset.stats.map((s) => `${s.text} ${st.stats[s.text] ?? 0}`);
  return `Level ${unit.level}, HP ${st.hp}/${st.maxHP}, MV ${st.mv}, ${parts.join(', ')}`;
}

/** A unit's stats in a state, outside any `apply` (queries, invariant checks, the studio). */
export function unitStatsOf(def: EngineDef, state: GameState, unitId: string): UnitStats {
  const g = new G(def, state, new EventLog(state.seq, false));
  return unitStats(g, g.unit(unitId));
}
