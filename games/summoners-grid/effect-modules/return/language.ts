/**
 * `return event.unit to destination with 10% HP`: brings a removed summon back to the board with a share
 * of its max HP (`10%`, or a fraction): floor(max HP × share), at least 1. It keeps its level and
 * equipment. The language half of the module; Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Expr, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface ReturnEffect {
  kind: 'Return';
  target: Expr;
  to: Expr;
  hp: Expr;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    Return: ReturnEffect;
  }
}

export const returnStep: EffectModule<ReturnEffect> = {
  kind: 'Return',
  example: '`return T to S with N% HP`',
  doc: {
    title: 'return T to S with N% HP',
    description: 'Brings a removed summon back onto a space with a share of its HP.',
    snippet: 'return ${1:target} to ${2:space} with ${3:50%} HP',
  },
  grammar(g) {
    g.token(0, T.KwReturn);
    g.operand(0, 'target');
    g.token(0, T.KwTo);
    g.operand(1, 'to');
    g.token(0, T.KwWith);
    g.expression(0, 'hp');
    g.token(0, T.KwHP);
  },
  build: (r) => ({ kind: 'Return', target: r.operand('target'), to: r.operand('to'), hp: r.expr('hp'), range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('Return'), target: s.expr, to: s.expr, hp: s.expr, range: s.range }),
  print: (e, p) => ({ head: `return ${p.operand(e.target)} to ${p.operand(e.to)} with ${p.expr(e.hp)} HP`, options: [] }),
  text: (e, t) => `Return ${t.expr(e.target)} to ${t.expr(e.to)} with ${t.expr(e.hp)} of its max HP (rounded down)`,
  check(e, c) {
    c.expectType(e.target, ['unit']);
    c.expectType(e.to, ['space']);
    c.expectType(e.hp, ['number']);
  },
  names: {},
};
