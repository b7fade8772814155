/**
 * `cancel the event`: nullifies the event a counter, reaction or triggered ability answers (a play on the
 * stack, a VP gain). The language half of the module; Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface CancelEventEffect {
  kind: 'CancelEvent';
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    CancelEvent: CancelEventEffect;
  }
}

export const cancelEvent: EffectModule<CancelEventEffect> = {
  kind: 'CancelEvent',
  example: '`cancel the event`',
  doc: {
    title: 'cancel the event',
    description: 'Nullifies the event that triggered this card (a VP gain, a defeat …); only before it happens (`when … would …`).',
    snippet: 'cancel the event',
  },
  grammar(g) {
    g.token(0, T.KwCancel);
    g.token(0, T.KwThe);
    g.token(0, T.KwEvent);
  },
  build: (r) => ({ kind: 'CancelEvent', range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('CancelEvent'), range: s.range }),
  print: () => ({ head: 'cancel the event', options: [] }),
  text: () => 'Cancel that event',
  check(e, c) {
    if (!c.bound('event')) c.report('L0201', '`cancel the event` needs an event: use it in a counter, a reaction or a triggered ability', e.range);
  },
  names: {},
};
