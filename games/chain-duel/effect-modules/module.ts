/**
 * An effect module as the chain duel registers it: the language half (dsl/effects/effect-module.ts) and how
 * the game runs the step, which is by turning it into the game's own steps (cards.ts `Step`).
 */
import type { Expr, GameEffect } from '../../../dsl/ast';
import type { EffectModule } from '../../../dsl/effects/effect-module';
import type { Side, Step } from '../cards';

/** The content reader's helpers a module's `steps` uses (content.ts); each refuses what the game cannot play. */
export interface StepCompiler {
  wholeNumber(e: Expr): number;
  /** `you` or `opponent`. */
  side(e: Expr): Side;
}

export interface ChainEffectModule<E extends GameEffect> {
  language: EffectModule<E>;
  steps(e: E, compiler: StepCompiler): Step[];
}
