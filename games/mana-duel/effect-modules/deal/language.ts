/**
 * `deal 3 damage to target`, `deal this.power damage to opponent`: a plain amount of damage with no roll,
 * no damage type and no element (Summoner's Grid's typed, rolled damage is `deal physical damage = …`).
 * The language half of the module: node, grammar, builder, schema, printer, rules text and checks. The
 * game runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Expr, Name, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

/** The target is a monster (a card in play with a `health` stat) or a player. Result field: damage. */
export interface DealEffect {
  kind: 'Deal';
  target: Expr;
  amount: Expr;
  /** `as hit`: later formulas read `hit.damage`. */
  label?: Name;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    Deal: DealEffect;
  }
}

export const deal: EffectModule<DealEffect> = {
  kind: 'Deal',
  example: '`deal 3 damage to target`',
  doc: {
    title: 'deal N damage to',
    description: 'Deals a plain amount of damage to a monster or a player: no roll, no damage type, no element.',
    snippet: 'deal ${1:3} damage to ${2:target}',
  },
  grammar(g) {
    g.token(0, T.KwDeal);
    g.expression(0, 'amount');
    g.token(0, T.KwDamage);
    g.token(0, T.KwTo);
    g.operand(0, 'target');
    g.optional(0, () => {
      g.token(0, T.KwAs);
      g.word(0, 'label');
    });
  },
  build(r) {
    const effect: DealEffect = { kind: 'Deal', target: r.operand('target'), amount: r.expr('amount'), range: r.range };
    const label = r.name('label');
    if (label) effect.label = label;
    return effect;
  },
  schema: (s) => z.strictObject({ kind: z.literal('Deal'), target: s.expr, amount: s.expr, label: s.name.optional(), range: s.range }),
  print: (e, p) => ({ head: `deal ${p.expr(e.amount)} damage to ${p.operand(e.target)}`, options: e.label ? [`as ${p.name(e.label)}`] : [] }),
  text: (e, t) => `Deal ${t.amount(e.amount)} damage to ${t.expr(e.target)}`,
  check(e, c) {
    c.expectType(e.target, ['unit', 'player']);
    c.expectType(e.amount, ['number']);
    if (e.label) c.defineLabel(e.label);
  },
  names: { label: 'label' },
};
