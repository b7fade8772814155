/**
 * `summon "Quartz Colossus" using target`: puts a named summon (an advance card of the named-summon
 * kind, from its player's advance deck) into play with a unit as material. The language half of the
 * module; Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Expr, Name, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface SummonNamedEffect {
  kind: 'SummonNamed';
  card: Name;
  material: Expr;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    SummonNamed: SummonNamedEffect;
  }
}

export const summonNamed: EffectModule<SummonNamedEffect> = {
  kind: 'SummonNamed',
  example: '`summon "Name" using target`',
  doc: {
    title: 'summon "Name" using',
    description: 'Summons a named summon card onto the board, using another unit as its material.',
    snippet: 'summon "${1:Name}" using ${2:target}',
  },
  grammar(g) {
    g.token(0, T.KwSummon);
    g.name(0, 'card');
    g.token(0, T.KwUsing);
    g.operand(0, 'material');
  },
  build: (r) => ({ kind: 'SummonNamed', card: r.name('card') ?? { kind: 'Name', text: '', range: r.range }, material: r.operand('material'), range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('SummonNamed'), card: s.name, material: s.expr, range: s.range }),
  print: (e, p) => ({ head: `summon ${p.name(e.card)} using ${p.operand(e.material)}`, options: [] }),
  text: (e, t) => `Summon "${e.card.text}" using ${t.expr(e.material)} as material`,
  check(e, c) {
    const card = c.card(e.card);
    if (card && !(card.kind === 'Card' && card.cardType === 'advance' && card.advance.kind === 'NamedSummon')) {
      c.report('L0201', `"${e.card.text}" is not a named summon (an advance card with \`advance … into named summon\`)`, e.card.range);
    }
    c.expectType(e.material, ['unit']);
  },
  names: { card: 'card' },
};
