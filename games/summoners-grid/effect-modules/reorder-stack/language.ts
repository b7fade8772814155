/**
 * `reorder the stack`: the effect's controller puts the items still waiting on the stack in the order
 * they choose, one choice at a time (the first chosen resolves next). The language half of the module;
 * Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface ReorderStackEffect {
  kind: 'ReorderStack';
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    ReorderStack: ReorderStackEffect;
  }
}

export const reorderStack: EffectModule<ReorderStackEffect> = {
  kind: 'ReorderStack',
  example: '`reorder the stack`',
  doc: {
    title: 'reorder the stack',
    description: 'You choose the order in which the plays and abilities still waiting on the stack resolve: one at a time, the first chosen resolves next. Written in a reaction, counter or triggered ability (an action resolves on an empty stack).',
    snippet: 'reorder the stack',
  },
  grammar(g) {
    g.token(0, T.KwReorder);
    g.token(0, T.KwThe);
    g.token(0, T.KwStack);
  },
  build: (r) => ({ kind: 'ReorderStack', range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('ReorderStack'), range: s.range }),
  print: () => ({ head: 'reorder the stack', options: [] }),
  text: () => 'Choose the order in which everything still on the stack resolves',
  check() {
    // Nothing to check: the step has no operands (an empty stack makes it fizzle when it resolves).
  },
  names: {},
};
