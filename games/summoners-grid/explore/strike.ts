/**
 * One attack (or heal) of an attacker on a target, computed by the engine's own resolution code without
 * rolling: the hit chance, the crit chance and multiplier, the damage of a plain hit and of a crit (with
 * the elemental factor), and the expected damage over the dice:
 *
 *   expected = P(hit) × ((1 − P(crit)) × hit + P(crit) × crit)
 *
 * A d100 roll r (1–100) hits when r ≤ chance, so P(hit) = clamp(floor(chance), 0, 100) / 100, and the
 * same for crits (rolled only after a hit). Damage follows the engine: formula floored, × crit multiplier
 * floored, × elemental factor floored, then the target's damage reductions. Heals roll no hit; a crit
 * multiplies the floored amount.
 */
import type { CardDecl, DamageEffect, HealEffect } from '../../../dsl/ast';
import { cardParams } from '../interpret/ast-paths';
import { evalNumber, explain, toNumber, type EvalContext } from '../interpret/expr';
import { normName } from '../interpret/values';
import { astAttack, basicAttackRequest, critChance, elementFactor, reducedDamage, type DamageRequest } from '../rules/combat';
import type { G } from '../rules/game';
import type { Unit } from '../rules/state';
import { unitStats } from '../rules/stats';

/** How to compute the attack of a source: a weapon's basic attack, or one step of a card. */
export type StrikePlan =
  | { kind: 'weapon'; weapon: string }
  | { kind: 'damage'; card: CardDecl; step: DamageEffect; binding: string }
  | { kind: 'heal'; card: CardDecl; step: HealEffect; binding: string };

export interface Outcome {
  /** 0–1, as the dice see it (whole percents). */
  hitChance: number;
  critChance: number;
  critMultiplier: number;
  /** Damage (or healing) of a hit without a crit, after the elemental factor and damage reductions. */
  hit: number;
  /** … and of a crit. */
  crit: number;
  /** Elemental factor against this target (1 when none applies). */
  element: number;
  expected: number;
  targetMaxHP: number;
  /** `expected / targetMaxHP`. */
  share: number;
  /** The formulas with their values, as the game log writes them (only when asked). */
  explanation?: string[];
}

/** Probability that a d100 roll is at most `chance` percent. */
export function rollProbability(chance: number): number {
  return Math.min(100, Math.max(0, Math.floor(chance))) / 100;
}

function ref(unit: Unit) {
  return { t: 'unit' as const, id: unit.id };
}

function cardContext(g: G, card: CardDecl, attacker: Unit, target: Unit, binding: string): EvalContext {
  const plain = g.plainContext(attacker.controller);
  return {
    ...plain,
    subject: ref(attacker),
    locals: { caster: ref(attacker), target: ref(target), [normName(binding)]: ref(target) },
    params: cardParams(card, (p) => evalNumber(p.value, plain)),
  };
}

function damageRequest(g: G, plan: Extract<StrikePlan, { kind: 'weapon' | 'damage' }>, attacker: Unit, target: Unit): DamageRequest {
  if (plan.kind === 'weapon') return basicAttackRequest(g, attacker, target);
  const ctx = cardContext(g, plan.card, attacker, target, plan.binding);
  return {
    attacker,
    target,
    hit: plan.step.hit,
    crit: plan.step.crit,
    damage: plan.step.damage,
    ctx,
    accuracy: ctx.params.accuracy ?? 0,
    what: plan.card.name.text,
    source: undefined,
    ...(plan.card.attribute ? { cardAttribute: plan.card.attribute.text } : {}),
    basicAttack: false,
  };
}

export function strike(g: G, plan: StrikePlan, attacker: Unit, target: Unit): Outcome {
  const targetMaxHP = unitStats(g, target).maxHP;
  const lines: string[] = [];
  const note = (line: string) => g.log.explain && lines.push(line);
  let hitChance = 1;
  let cc: ReturnType<typeof critChance>;
  let base: number;
  let element = 1;
  /** Damage after the target's reductions (shields, armor); heals are not reduced. */
  let reduce = (amount: number): number => amount;
  if (plan.kind === 'heal') {
    const ctx = cardContext(g, plan.card, attacker, target, plan.binding);
    const ex = explain(plan.step.amount, ctx, '', g.log.explain);
    base = Math.max(0, Math.floor(toNumber(ex.value, 'heal')));
    note(`Heal = ${ex.text}`);
    cc = critChance(g, plan.step.crit, ctx, attacker.controller);
  } else {
    const m = astAttack(g, damageRequest(g, plan, attacker, target));
    if (m.hit) {
      const hc = m.hit();
      hitChance = rollProbability(hc.chance);
      note(`ToHit = ${hc.text()}`);
    } else note('always hits');
    cc = m.crit ? m.crit() : null;
    const d = m.damage();
    base = Math.max(0, Math.floor(d.raw));
    note(`Damage = ${d.text()}`);
    const el = elementFactor(g, m.attribute, target);
    element = el.factor;
    if (el.factor !== 1) note(`Element: ${el.why} × ${el.factor}`);
    reduce = (amount) => {
      const r = reducedDamage(g, m, amount);
      r.steps.forEach(note);
      return r.amount;
    };
  }
  if (cc) note(`Crit = ${cc.text()}, × ${cc.multiplier}`);
  const critChanceP = cc ? rollProbability(cc.chance) : 0;
  const multiplier = cc ? cc.multiplier : 1;
  const hit = reduce(Math.floor(base * element));
  const crit = reduce(Math.floor(Math.floor(base * multiplier) * element));
  const expected = hitChance * ((1 - critChanceP) * hit + critChanceP * crit);
  return {
    hitChance,
    critChance: critChanceP,
    critMultiplier: multiplier,
    hit,
    crit,
    element,
    expected,
    targetMaxHP,
    share: targetMaxHP > 0 ? expected / targetMaxHP : 0,
    ...(g.log.explain ? { explanation: lines } : {}),
  };
}
