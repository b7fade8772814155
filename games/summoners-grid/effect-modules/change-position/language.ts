/**
 * `place target on destination`: puts a unit on a space without moving it, so statuses that prevent
 * moving do not stop it and it spends no movement. The language half of the module; Summoner's Grid runs
 * it in ./run.ts.
 */
import { z } from 'zod';
import type { Expr, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface ChangePositionEffect {
  kind: 'ChangePosition';
  target: Expr;
  to: Expr;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    ChangePosition: ChangePositionEffect;
  }
}

export const changePosition: EffectModule<ChangePositionEffect> = {
  kind: 'ChangePosition',
  example: '`place T on S`',
  doc: {
    title: 'place T on S',
    description: 'Changes a unit\'s position without moving it: ignores statuses that prevent moving and uses no movement.',
    snippet: 'place ${1:target} on ${2:space}',
  },
  grammar(g) {
    g.token(0, T.KwPlace);
    g.operand(0, 'target');
    g.token(0, T.KwOn);
    g.operand(1, 'to');
  },
  build: (r) => ({ kind: 'ChangePosition', target: r.operand('target'), to: r.operand('to'), range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('ChangePosition'), target: s.expr, to: s.expr, range: s.range }),
  print: (e, p) => ({ head: `place ${p.operand(e.target)} on ${p.operand(e.to)}`, options: [] }),
  text: (e, t) => `Put ${t.expr(e.target)} on ${t.expr(e.to)} (a change of position, not a move)`,
  check(e, c) {
    c.expectType(e.target, ['unit']);
    c.expectType(e.to, ['space']);
  },
  names: {},
};
