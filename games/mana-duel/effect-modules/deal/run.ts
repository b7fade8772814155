/** The mana duel runs plain damage as its damage step (effects.ts: to a monster's or a player's health). */
import type { EffectStep } from '../../cards';
import type { StepCompiler } from '../module';
import type { DealEffect } from './language';

export function dealSteps(e: DealEffect, compiler: StepCompiler): EffectStep[] {
  return [{ do: 'damage', amount: compiler.wholeNumber(e.amount), to: compiler.subject(e.target) }];
}
