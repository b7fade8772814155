import type { CritSpec, DamageSpec, HitSpec } from '../../dsl/ast';
import { rollD100 } from '../core/rng';
import { callFormula, explain, toNumber, type EvalContext } from '../interpret/expr';
import { formatNumber } from '../interpret/format';
import { normName } from '../interpret/values';
import { findCard, equipmentCard } from './content';
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
  /** What is attacking, for the log ("Blast Bolt", "basic attack"). */
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

function hitChance(g: G, req: DamageRequest): { chance: number; text: () => string } | null {
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

function critChance(g: G, req: DamageRequest): { chance: number; multiplier: number; text: () => string } | null {
  const spec = req.crit;
  if (spec.kind === 'NoCrit') return null;
  const player = req.attacker?.controller ?? req.ctx.controller;
  const multiplier = spec.multiplier ? toNumber(explain(spec.multiplier, req.ctx, '', g.log.explain).value, 'crit multiplier') : (g.setting(SETTING.critMultiplier, player) ?? 1.5);
  if (spec.kind === 'CritFormula') {
    const ex = explain(spec.chance, req.ctx, '%', g.log.explain);
    return { chance: toNumber(ex.value, 'crit chance'), multiplier, text: () => ex.text };
  }
  const def = g.requireFormula(FORMULA.crit);
  const ex = explain(def.body, req.ctx, '%', g.log.explain);
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

/** Computes the damage amount of a hit (no HP change): formula, crit, element. */
export function damageAmount(g: G, req: DamageRequest, crit: { multiplier: number } | null): number {
  const calc = { attacker: req.attacker?.id ?? null, defender: req.target.id, damageType: req.damage.damageType.text, notes: [] as string[] };
  const ctx: EvalContext = { ...req.ctx, calc };
  const ex = explain(req.damage.amount, ctx, '', g.log.explain);
  for (const note of [...new Set(calc.notes)]) g.emit('calc', note);
  const raw = toNumber(ex.value, 'damage');
  let amount = Math.max(0, Math.floor(raw));
  g.emit('calc', () => `Damage = ${ex.text}${Number.isInteger(raw) ? '' : ` → ${amount}`} (${req.damage.damageType.text})`, undefined, { data: { purpose: 'damage', value: amount } });
  if (crit) {
    const before = amount;
    amount = Math.floor(amount * crit.multiplier);
    g.emit('calc', () => `Critical: ${before} * ${formatNumber(crit.multiplier)} = ${formatNumber(before * crit.multiplier)} → ${amount}`);
  }
  const attribute = req.damage.attribute?.text ?? req.cardAttribute;
  const el = elementFactor(g, attribute, req.target);
  if (el.factor !== 1) {
    const before = amount;
    amount = Math.floor(amount * el.factor);
    g.emit('calc', () => `Element (${el.why}): ${before} * ${formatNumber(el.factor)} → ${amount}`);
  }
  return amount;
}

export function resolveDamage(g: G, req: DamageRequest): DamageResult {
  const hc = hitChance(g, req);
  const who = req.attacker ? unitName(g, req.attacker) : req.what;
  const hit = hc ? rollAgainst(g, 'ToHit', hc.chance, hc.text, `${req.what} hit`, 'hit', 'miss') : true;
  if (!hc) g.emit('calc', `${req.what} always hits`);
  if (!hit) {
    g.emit('missed', () => `${who}'s ${req.what} misses ${unitName(g, req.target)}`, { unit: req.target.id, ...(req.source ? { source: req.source } : {}) });
    if (req.basicAttack && req.attacker) consumeRiders(g, req.attacker);
    return { hit: false, crit: false, damage: 0 };
  }
  const cc = critChance(g, req);
  const crit = cc ? rollAgainst(g, 'Crit', cc.chance, cc.text, `${req.what} crit`, 'crit', 'no crit') : false;
  let amount = damageAmount(g, req, crit && cc ? cc : null);
  if (req.basicAttack && req.attacker) {
    for (const rider of g.s.riders.filter((r) => r.unit === req.attacker?.id)) {
      const extra = g.e.behaviours.riderDamage(g, rider, req.attacker, req.target, crit);
      g.emit('calc', () => `${extra.text}; total ${amount} + ${extra.amount} = ${amount + extra.amount}`);
      amount += extra.amount;
    }
    consumeRiders(g, req.attacker);
  }
  const dealt = dealDamage(g, req.target, amount, req.source, req.what);
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
  const st = unitStats(g, attacker);
  const weaponCard = st.weapon ? equipmentCard(g.content, st.weapon.card) : undefined;
  const spec = weaponCard?.weapon ?? g.content.ruleset.unarmed;
  if (!spec) throw new Error('the ruleset has no unarmed attack and the unit has no weapon');
  const power = st.weapon?.power ?? spec.power;
  const range = st.weapon?.range ?? spec.range;
  const r0 = { start: { offset: 0, line: 0, column: 0 }, end: { offset: 0, line: 0, column: 0 } };
  const hit: HitSpec = weaponCard?.weapon?.hit ?? { kind: 'StandardHit', range: r0 };
  const crit: CritSpec = weaponCard?.weapon?.crit ?? { kind: 'StandardCrit', range: r0 };
  const ctx: EvalContext = {
    ...g.plainContext(attacker.controller),
    subject: { t: 'unit', id: attacker.id },
    locals: { target: { t: 'unit', id: target.id }, attacker: { t: 'unit', id: attacker.id }, caster: { t: 'unit', id: attacker.id } },
    params: { power, range },
  };
  const accuracy = g.settingOr('basicAccuracy', attacker.controller, 90);
  const what = weaponCard ? `basic attack (${weaponCard.name.text})` : 'unarmed attack';
  return resolveDamage(g, {
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
    basicAttack: true,
  });
}

/** Weapon range of a unit (unarmed range without a weapon). */
export function attackRange(g: G, unit: Unit): number {
  const st = unitStats(g, unit);
  return st.weapon?.range ?? g.content.ruleset.unarmed?.range ?? 1;
}
