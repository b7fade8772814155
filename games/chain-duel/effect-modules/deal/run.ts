/**
 * The chain duel runs the shared `deal N damage to opponent` step (its language half is the mana duel's
 * module, registered by both games) as damage: N top deck cards of that player into their damage zone.
 */
import type { DealEffect } from '../../../mana-duel/effect-modules/deal/language';
import type { Step } from '../../cards';
import type { StepCompiler } from '../module';

export function dealSteps(e: DealEffect, compiler: StepCompiler): Step[] {
  return [{ do: 'deal', who: compiler.side(e.target), amount: compiler.wholeNumber(e.amount) }];
}
