/**
 * An effect module as the mana duel registers it: the language half (dsl/effects/effect-module.ts) and how
 * the game runs the step, which is by turning it into the game's own steps (cards.ts `EffectStep`), the
 * form its rules resolve (effects.ts).
 */
import type { Expr, GameEffect } from '../../../dsl/ast';
import type { EffectModule } from '../../../dsl/effects/effect-module';
import type { EffectStep, StepSubject } from '../cards';

/** The content reader's helpers a module's `steps` uses (content.ts). */
export interface StepCompiler {
  /** A whole number written in the card (or a refusal the content reader reports). */
  wholeNumber(e: Expr): number;
  /** Who the step acts on: `target`, `this`, `you`, `opponent`, or the `for each` monster. */
  subject(e: Expr): StepSubject;
}

export interface ManaEffectModule<E extends GameEffect> {
  language: EffectModule<E>;
  steps(e: E, compiler: StepCompiler): EffectStep[];
}
