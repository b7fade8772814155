/**
 * `add "Card Name" to your hand`: creates a generated copy of a named card in a zone of a player (`your`,
 * `opponent's` or `that player's`; yours when none is written). The language half of the module;
 * Summoner's Grid runs it in ./run.ts.
 */
import { z } from 'zod';
import type { Name, PlayerRef, Range } from '../../../../dsl/ast';
import type { EffectModule } from '../../../../dsl/effects/effect-module';
import * as T from '../../../../dsl/tokens';

export interface AddCardEffect {
  kind: 'AddCard';
  card: Name;
  player: PlayerRef;
  to: Name;
  range: Range;
}

declare module '../../../../dsl/ast' {
  interface GameEffects {
    AddCard: AddCardEffect;
  }
}

const missing = (range: Range): Name => ({ kind: 'Name', text: '', range });

export const addCard: EffectModule<AddCardEffect> = {
  kind: 'AddCard',
  example: '`add "Card" to your hand`',
  doc: {
    title: 'add "CARD" to ZONE',
    description: 'Puts a new copy of a card into a player\'s zone (usually a `unique` card the effect creates).',
    snippet: 'add "${1:Card}" to ${2:your} ${3:hand}',
  },
  grammar(g) {
    g.token(0, T.KwAdd);
    g.name(0, 'card');
    g.token(0, T.KwTo);
    g.optional(0, () => g.possessive(0, 'player'));
    g.token(0, T.AnyWord, 'zone');
  },
  build: (r) => ({ kind: 'AddCard', card: r.name('card') ?? missing(r.range), player: r.possessive('player'), to: r.name('zone') ?? missing(r.range), range: r.range }),
  schema: (s) => z.strictObject({ kind: z.literal('AddCard'), card: s.name, player: s.player, to: s.name, range: s.range }),
  print: (e, p) => ({ head: `add ${p.name(e.card)} to ${p.possessive(e.player)} ${p.name(e.to)}`, options: [] }),
  text: (e, t) => `Add "${e.card.text}" to ${t.possessive(e.player)} ${e.to.text.replace(/-/g, ' ')}`,
  check(e, c) {
    c.card(e.card);
    c.zone(e.to);
  },
  names: { card: 'card', to: 'zone' },
};
