/**
 * `next attack of caster deals extra physical damage = <formula> crit x2 until end of turn`: a rider on a
 * unit's next basic attack within the duration. Its extra damage is computed with the attack's target and
 * roll outcomes, floored separately and added to the attack's damage. Inside `damage.amount`, `target` is
 * the unit the attack hits; every other name keeps its binding. `critMultiplier` replaces the crit
 * multiplier for the rider's damage when the attack crits. The language half of the module; Summoner's
 * Grid runs it in ./run.ts and adds its damage in the attack (interpret/card-behaviours.ts).
 */
import { z } from 'zod';
import type { DamageSpec, Duration, Expr, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface RiderEffect {
  kind: 'Rider';
  target: Expr;
  on: 'next-basic-attack';
  damage: DamageSpec;
  critMultiplier?: Expr;
  duration: Duration;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    Rider: RiderEffect;
  }
}

export const rider: EffectModule<RiderEffect> = {
  kind: 'Rider',
  example: '`next attack of T deals extra … damage = …`',
  doc: {
    title: 'next attack of T deals extra',
    description: 'A rider on the unit\'s next basic attack: extra typed damage (and optionally a crit multiplier), until the duration ends.',
    snippet: 'next attack of ${1:caster} deals extra ${2:magical} damage = ${3:power} ${4:until end of turn}',
  },
  grammar(g) {
    g.token(0, T.KwNext);
    g.token(0, T.KwAttack);
    g.token(0, T.KwOf);
    g.operand(0, 'target');
    g.token(0, T.KwDeals);
    g.token(0, T.KwExtra);
    g.damage(0, 'damage');
    g.optional(0, () => {
      g.token(0, T.KwCrit);
      g.multiplier(0, 'critMultiplier');
    });
    g.duration(0, 'duration');
  },
  build(r) {
    const effect: RiderEffect = { kind: 'Rider', target: r.operand('target'), on: 'next-basic-attack', damage: r.damage('damage'), duration: r.duration('duration'), range: r.range };
    const critMultiplier = r.multiplier('critMultiplier');
    if (critMultiplier) effect.critMultiplier = critMultiplier;
    return effect;
  },
  schema: (s) =>
    z.strictObject({ kind: z.literal('Rider'), target: s.expr, on: z.literal('next-basic-attack'), damage: s.damage, critMultiplier: s.expr.optional(), duration: s.duration, range: s.range }),
  print(e, p) {
    const crit = e.critMultiplier ? ` crit ${p.multiplier(e.critMultiplier)}` : '';
    return { head: `next attack of ${p.operand(e.target)} deals extra ${p.damage(e.damage)}${crit}${p.duration(e.duration)}`, options: [] };
  },
  text(e, t) {
    const crit = e.critMultiplier ? `; if that attack crits, this damage is multiplied by ${t.expr(e.critMultiplier)} instead` : '';
    const d = t.duration(e.duration);
    return `${t.expr(e.target)}'s next basic attack${d ? ` ${d.replace(/^until /, 'before ')}` : ''} also deals ${t.damage(e.damage)}${crit}`;
  },
  check(e, c) {
    c.expectType(e.target, ['unit']);
    // Inside the rider's formula, `target` is the unit the attack hits.
    c.damage(e.damage, { target: 'unit' });
    if (e.critMultiplier) c.expectType(e.critMultiplier, ['number']);
    c.duration(e.duration);
  },
  names: {},
};
