/**
 * `move target to destination`, `move target to destination using movement`: moves a unit to a space. A
 * status that prevents moving stops it; it spends the unit's movement only when the step says so. The
 * language half of the module; Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Expr, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface MoveEffect {
  kind: 'Move';
  target: Expr;
  to: Expr;
  usesMovement: boolean;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    Move: MoveEffect;
  }
}

export const move: EffectModule<MoveEffect> = {
  kind: 'Move',
  example: '`move T to S`',
  doc: {
    title: 'move T to S',
    description: 'Moves a unit to a space (stopped by statuses that prevent moving); `using movement` spends its movement.',
    snippet: 'move ${1:target} to ${2:space}',
  },
  grammar(g) {
    g.token(0, T.KwMove);
    g.operand(0, 'target');
    g.token(0, T.KwTo);
    g.operand(1, 'to');
    g.optional(0, () => {
      g.token(0, T.KwUsing, 'usesMovement');
      g.token(0, T.KwMovement);
    });
  },
  build: (r) => ({ kind: 'Move', target: r.operand('target'), to: r.operand('to'), usesMovement: r.has('usesMovement'), range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('Move'), target: s.expr, to: s.expr, usesMovement: z.boolean(), range: s.range }),
  print: (e, p) => ({ head: `move ${p.operand(e.target)} to ${p.operand(e.to)}${e.usesMovement ? ' using movement' : ''}`, options: [] }),
  text: (e, t) => `Move ${t.expr(e.target)} to ${t.expr(e.to)}${e.usesMovement ? ', using its movement' : ''}`,
  check(e, c) {
    c.expectType(e.target, ['unit']);
    c.expectType(e.to, ['space']);
  },
  names: {},
};
