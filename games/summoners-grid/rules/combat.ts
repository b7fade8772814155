import type { CritSpec, DamageSpec, EquipmentCard, HitSpec } from '../../../dsl/ast';
import { NOWHERE } from '../../../dsl/synthetic-ast';
import { rollD100 } from '../../../engine/core/rng';
import { callFormula, explain, toNumber, type EvalContext } from '../interpret/expr';
import { formatNumber } from '../../../engine/core/formula/format';
import { normName } from '../interpret/values';
import { distance } from './board';
import { findCard, equipmentCard } from './content';
import type { PlayerId } from '../../../engine/core/players';
import type { G } from './game';
import { FORMULA, SETTING } from './rule-names';
import type { Unit } from './state';
import { unitStats } from './stats';
import { dealDamage, unitName } from './units';

/**
 * Attack and damage resolution, shared by basic attacks and card effects:
 * hit roll → crit roll → damage formula (floored) × crit multiplier (floored) × elemental factor
 * (floored) → riders → HP change.
 */
export interface DamageRequest {
  attacker: Unit | null;
  target: Unit;
  hit: HitSpec;
  crit: CritSpec;
  damage: DamageSpec;
  /** Locals and card parameters the formulas see; the subject is the attacker. */
  ctx: EvalContext;
  /** Base accuracy for `StandardHit` (a card's `accuracy`, or the basic-attack setting). */
  accuracy: number;
  /** What is attacking, for the log (the card's name, "basic attack"). */
  what: string;
  source: string | undefined;
  /** Attribute of the card when the damage spec names none. */
  cardAttribute?: string;
  /** Apply the attacker's riders (basic attacks only). */
  basicAttack: boolean;
}

export interface DamageResult {
  hit: boolean;
  crit: boolean;
  damage: number;
}

function roll(g: G, purpose: string): number {
  const r = rollD100(g.s.rng);
  g.emit('roll', `d100 for ${purpose}: ${r.value}${r.forced ? ' (scripted)' : ''}`, undefined, { data: { purpose, value: r.value, forced: r.forced } });
  return r.value;
}

/** Rolls against a percent chance: success when the roll is ≤ the chance (not rounded). */
export function rollAgainst(g: G, label: string, chance: number, explanation: () => string, purpose: string, yes: string, no: string): boolean {
  const r = roll(g, purpose);
  const success = r <= chance;
  g.emit('calc', () => `${label} = ${explanation()}, roll ${r} ${success ? '≤' : '>'} ${formatNumber(chance)} → ${success ? yes : no}`, undefined, { data: { purpose, chance, roll: r, success } });
  return success;
}

/** A chance to roll against (0–100 scale), with its explanation. */
export interface Chance {
  chance: number;
  text: () => string;
}

/**
 * An attack as the resolution sees it: how to get the hit chance, the crit chance and multiplier, and
 * the damage amount. The AST interpreter builds one from a card's or weapon's formulas; a hand-written
 * card implementation can build one from plain functions.
 */
export interface AttackModel {
  attacker: Unit | null;
  target: Unit;
  what: string;
  source: string | undefined;
  basicAttack: boolean;
  /** Null: always hits. */
  hit: (() => Chance) | null;
  /** Null: cannot crit. */
  crit: (() => Chance & { multiplier: number }) | null;
  /** The damage formula's value before flooring, its explanation, and notes on replaced values. */
  damage: () => { raw: number; text: () => string; notes: string[] };
  damageType: string;
  attribute: string | undefined;
}

function hitChance(g: G, req: DamageRequest): Chance | null {
  const spec = req.hit;
  if (spec.kind === 'AlwaysHits') return null;
  if (spec.kind === 'HitFormula') {
    const ex = explain(spec.formula, req.ctx, '%', g.log.explain);
    return { chance: toNumber(ex.value, 'hit chance'), text: () => ex.text };
  }
  const basic = req.basicAttack ? g.formula(FORMULA.basicHit) : undefined;
  if (basic) {
    const ex = explain(basic.body, req.ctx, '%', g.log.explain);
    return { chance: toNumber(ex.value, 'hit chance'), text: () => ex.text };
  }
  const def = g.requireFormula(FORMULA.hit);
  const ctx: EvalContext = { ...req.ctx, locals: { ...req.ctx.locals, accuracy: req.accuracy } };
  const ex = explain(def.body, ctx, '%', g.log.explain);
  const value = toNumber(callFormula(def, [req.accuracy], ctx), 'hit chance');
  return { chance: value, text: () => ex.text };
}

/**
 * The crit chance and multiplier of a crit spec (damage and heals alike): the card's formula or the
 * ruleset's crit formula; the card's multiplier or the ruleset's. Null when it cannot crit.
 */
export function critChance(g: G, spec: CritSpec, ctx: EvalContext, player: PlayerId): (Chance & { multiplier: number }) | null {
  if (spec.kind === 'NoCrit') return null;
  const multiplier = spec.multiplier ? toNumber(explain(spec.multiplier, ctx, '', g.log.explain).value, 'crit multiplier') : (g.setting(SETTING.critMultiplier, player) ?? 1.5);
  const ex = explain(spec.kind === 'CritFormula' ? spec.chance : g.requireFormula(FORMULA.crit).body, ctx, '%', g.log.explain);
  return { chance: toNumber(ex.value, 'crit chance'), multiplier, text: () => ex.text };
}

/** Elemental factor of an attack attribute against a defender (its summon card's attribute). */
export function elementFactor(g: G, attribute: string | undefined, target: Unit): { factor: number; why: string } {
  const rules = g.content.ruleset.elements;
  if (!rules || !attribute) return { factor: 1, why: '' };
  const defender = findCard(g.content, target.statsFrom)?.attribute?.text;
  if (!defender) return { factor: 1, why: '' };
  const a = normName(attribute);
  const d = normName(defender);
  if (rules.beats.some(([x, y]) => normName(x.text) === a && normName(y.text) === d)) return { factor: rules.advantage, why: `${attribute} beats ${defender}` };
  if (rules.resists.some(([x, y]) => normName(x.text) === d && normName(y.text) === a)) return { factor: rules.resisted, why: `${defender} resists ${attribute}` };
  return { factor: 1, why: '' };
}

/** The attack model of a card effect or weapon, read from its AST. */
export function astAttack(g: G, req: DamageRequest): AttackModel {
  return {
    attacker: req.attacker,
    target: req.target,
    what: req.what,
    source: req.source,
    basicAttack: req.basicAttack,
    hit: req.hit.kind === 'AlwaysHits' ? null : () => hitChance(g, req) as Chance,
    crit: req.crit.kind === 'NoCrit' ? null : () => critChance(g, req.crit, req.ctx, req.attacker?.controller ?? req.ctx.controller) as Chance & { multiplier: number },
    damage: () => {
      const calc = { attacker: req.attacker?.id ?? null, defender: req.target.id, damageType: req.damage.damageType.text, notes: [] as string[] };
      const ex = explain(req.damage.amount, { ...req.ctx, calc }, '', g.log.explain);
      return { raw: toNumber(ex.value, 'damage'), text: () => ex.text, notes: calc.notes };
    },
    damageType: req.damage.damageType.text,
    attribute: req.damage.attribute?.text ?? req.cardAttribute,
  };
}

/** Damage of a hit: formula (floored) × crit multiplier (floored) × elemental factor (floored). */
function damageAmount(g: G, m: AttackModel, crit: { multiplier: number } | null): number {
  const d = m.damage();
  for (const note of [...new Set(d.notes)]) g.emit('calc', note);
  let amount = Math.max(0, Math.floor(d.raw));
  g.emit('calc', () => `Damage = ${d.text()}${Number.isInteger(d.raw) ? '' : ` → ${amount}`} (${m.damageType})`, undefined, { data: { purpose: 'damage', value: amount } });
  if (crit) {
    const before = amount;
    amount = Math.floor(amount * crit.multiplier);
    g.emit('calc', () => `Critical: ${before} * ${formatNumber(crit.multiplier)} = ${formatNumber(before * crit.multiplier)} → ${amount}`);
  }
  const el = elementFactor(g, m.attribute, m.target);
  if (el.factor !== 1) {
    const before = amount;
    amount = Math.floor(amount * el.factor);
    g.emit('calc', () => `Element: ${before} × ${formatNumber(el.factor)} ${el.why} = ${formatNumber(before * el.factor)} → ${amount}`, undefined, { data: { purpose: 'element', value: amount } });
  }
  return reduceDamage(g, m, amount);
}

/**
 * Damage reductions in play on the target of an attack (`reduce fire damage to this by 50%`):
 * percentages first, each floored, then flat amounts; never below 0. Each step with its explanation.
 */
export function reducedDamage(g: G, m: Pick<AttackModel, 'target' | 'damageType' | 'attribute'>, amount: number): { amount: number; steps: string[] } {
  const reductions = g.e.behaviours.damageReductions?.(g, m.target, m.damageType, m.attribute) ?? [];
  let result = amount;
  const steps: string[] = [];
  for (const r of [...reductions.filter((x) => x.percent), ...reductions.filter((x) => !x.percent)]) {
    const before = result;
    result = Math.max(0, r.percent ? Math.floor(before * (1 - r.amount)) : Math.floor(before - r.amount));
    const how = r.percent ? `${before} × (1 − ${formatNumber(r.amount * 100)}%) = ${formatNumber(before * (1 - r.amount))}` : `${before} − ${formatNumber(r.amount)} = ${formatNumber(before - r.amount)}`;
    steps.push(`Reduced (${r.why}): ${how} → ${result}`);
  }
  return { amount: result, steps };
}

function reduceDamage(g: G, m: AttackModel, amount: number): number {
  const reduced = reducedDamage(g, m, amount);
  for (const step of reduced.steps) g.emit('calc', step);
  return reduced.amount;
}

export function resolveDamage(g: G, req: DamageRequest): DamageResult {
  return resolveAttack(g, astAttack(g, req));
}

export function resolveAttack(g: G, m: AttackModel): DamageResult {
  const who = m.attacker ? unitName(g, m.attacker) : m.what;
  let hit = true;
  if (m.hit) {
    const hc = m.hit();
    hit = rollAgainst(g, 'ToHit', hc.chance, hc.text, `${m.what} hit`, 'hit', 'miss');
  } else g.emit('calc', `${m.what} always hits`);
  if (!hit) {
    g.emit('missed', () => `${who}'s ${m.what} misses ${unitName(g, m.target)}`, { unit: m.target.id, ...(m.source ? { source: m.source } : {}) });
    if (m.basicAttack && m.attacker) consumeRiders(g, m.attacker);
    return { hit: false, crit: false, damage: 0 };
  }
  const cc = m.crit ? m.crit() : null;
  const crit = cc ? rollAgainst(g, 'Crit', cc.chance, cc.text, `${m.what} crit`, 'crit', 'no crit') : false;
  let amount = damageAmount(g, m, crit && cc ? cc : null);
  if (m.basicAttack && m.attacker) {
    const attacker = m.attacker;
    for (const rider of g.s.riders.filter((r) => r.unit === attacker.id)) {
      const extra = g.e.behaviours.riderDamage(g, rider, attacker, m.target, crit);
      g.emit('calc', () => `${extra.text}; total ${amount} + ${extra.amount} = ${amount + extra.amount}`);
      amount += extra.amount;
    }
    consumeRiders(g, attacker);
  }
  const dealt = dealDamage(g, m.target, amount, m.source, m.what);
  return { hit: true, crit, damage: dealt };
}

function consumeRiders(g: G, attacker: Unit): void {
  if (g.s.riders.some((r) => r.unit === attacker.id)) {
    g.s.riders = g.s.riders.filter((r) => r.unit !== attacker.id);
    g.changed();
  }
}

/** A basic attack with the unit's weapon, or the ruleset's unarmed attack. */
export function basicAttack(g: G, attacker: Unit, target: Unit): DamageResult {
  return resolveDamage(g, basicAttackRequest(g, attacker, target));
}

/** What a basic attack rolls and computes: the weapon's (or the unarmed) formulas with its current power. */
export function basicAttackRequest(g: G, attacker: Unit, target: Unit): DamageRequest {
  const st = unitStats(g, attacker);
  const weaponCard = st.weapon ? equipmentCard(g.content, st.weapon.card) : undefined;
  const spec = weaponCard?.weapon ?? g.content.ruleset.unarmed;
  if (!spec) throw new Error('the ruleset has no unarmed attack and the unit has no weapon');
  const power = st.weapon?.power ?? spec.power;
  const range = st.weapon?.range ?? spec.range;
  const what = weaponCard ? `basic attack (${weaponCard.name.text})` : 'unarmed attack';
  return weaponRequest(g, attacker, target, { spec, card: weaponCard, power, range, what, basicAttack: true });
}

/** The offhand weapon of a unit (an offhand card with a damage formula), if it has one. */
export function offhandWeapon(g: G, unit: Unit): EquipmentCard | undefined {
  for (const e of unit.equipment) {
    const card = equipmentCard(g.content, e.card);
    if (card.slot === 'offhand' && card.weapon) return card;
  }
  return undefined;
}

/**
 * Dual-wielding: after a basic attack, an offhand weapon strikes the same target with its own hit and crit
 * rolls, if the target is still in play and within the offhand's range. Riders belong to the basic attack.
 */
export function offhandStrike(g: G, attacker: Unit, target: Unit): DamageResult | null {
  const card = offhandWeapon(g, attacker);
  if (!card?.weapon || target.removed || !target.at || !attacker.at) return null;
  if (distance(attacker.at, target.at) > card.weapon.range) return null;
  const what = `offhand strike (${card.name.text})`;
  return resolveDamage(g, weaponRequest(g, attacker, target, { spec: card.weapon, card, power: card.weapon.power, range: card.weapon.range, what, basicAttack: false }));
}

interface WeaponUse {
  spec: { damage: DamageSpec; hit?: HitSpec; crit?: CritSpec };
  card: EquipmentCard | undefined;
  power: number;
  range: number;
  what: string;
  basicAttack: boolean;
}

function weaponRequest(g: G, attacker: Unit, target: Unit, use: WeaponUse): DamageRequest {
  const { spec, card: weaponCard, power, range, what } = use;
  const hit: HitSpec = spec.hit ?? { kind: 'StandardHit', range: NOWHERE };
  const crit: CritSpec = spec.crit ?? { kind: 'StandardCrit', range: NOWHERE };
  const ctx: EvalContext = {
    ...g.plainContext(attacker.controller),
    subject: { t: 'unit', id: attacker.id },
    locals: { target: { t: 'unit', id: target.id }, attacker: { t: 'unit', id: attacker.id }, caster: { t: 'unit', id: attacker.id } },
    params: { power, range },
  };
  const accuracy = g.settingOr('basicAccuracy', attacker.controller, 90);
  return {
    attacker,
    target,
    hit,
    crit,
    damage: spec.damage,
    ctx,
    accuracy,
    what,
    source: undefined,
    ...(weaponCard?.attribute ? { cardAttribute: weaponCard.attribute.text } : {}),
    basicAttack: use.basicAttack,
  };
}

/** Weapon range of a unit (unarmed range without a weapon). */
export function attackRange(g: G, unit: Unit): number {
  const st = unitStats(g, unit);
  return st.weapon?.range ?? g.content.ruleset.unarmed?.range ?? 1;
}
