/**
 * The chain duel's effect modules (each one folder under effect-modules/: how the game runs it; the
 * language half may be another game's, as `deal` is the mana duel's). This list registers them with the
 * language (games/languages.ts) and with the game's content reader (content.ts).
 */
import type { Expr, GameEffect } from '../../dsl/ast';
import type { GameLanguage } from '../../dsl/effects/effect-module';
import { deal } from '../mana-duel/effect-modules/deal/language';
import { dealSteps } from './effect-modules/deal/run';
import type { ChainEffectModule } from './effect-modules/module';

export const chainDuelModules: readonly ChainEffectModule<GameEffect>[] = [{ language: deal, steps: dealSteps }];

export const chainDuelLanguage: GameLanguage = {
  effects: chainDuelModules.map((m) => m.language),
  // The core steps content.ts translates (its `stepsOf`); `deal` is the mana duel's module.
  coreSteps: ['step-draw', 'step-discard', 'step-gain-vp'],
  // Its cards choose no targets: a step acts on `you` or `opponent`; a discarded card is dropped.
  snippetWords: { VP: 'atk', target: 'opponent', discard: 'drop' },
  // A Field effect (run when the card is activated from Stasis) and the two Passive effects (content.ts).
  abilities: {
    move: ['when this enters play: ${1:you gain 2 atk}', 'your monsters get ${1:atk} +${2:1}', 'your hand-limit is ${1:8}'],
  },
  faceValue: additionalAsSigned,
  // A monster's traits, and the traits a move costs: `traits fire + wing` (content.ts reads them so).
  listJoiner: (property) => (property === 'traits' ? '+' : undefined),
  signedValue: (property, amount) => (property === 'atk' || property === 'def' ? { written: `plus(${amount})`, meaning: `an additional ${property.toUpperCase()}, which the card shows as +${amount}` } : undefined),
};

/** An additional ATK or DEF as the seed's cards print it: `plus(1)` → `+1`, `minus(2)` → `-2` (content.ts reads the same forms). */
function additionalAsSigned(property: string, value: Expr): string | undefined {
  if (property !== 'atk' && property !== 'def') return undefined;
  if (value.kind !== 'Call' || value.args.length !== 1) return undefined;
  const [amount] = value.args;
  if (amount?.kind !== 'Number') return undefined;
  if (value.fn.text === 'plus') return `+${amount.value}`;
  if (value.fn.text === 'minus') return `-${amount.value}`;
  return undefined;
}
