import type { EvalContext as CoreEvalContext, FormulaWorld as CoreFormulaWorld } from '../../../engine/core/formula/expr';
import type { EntityRef } from './values';

/** Inside a damage calculation: who attacks and defends, and the damage type (for value replacement). */
export interface DamageCalc {
  attacker: string | null;
  defender: string;
  damageType: string;
  /** Explanations of replaced values, collected while the formula is evaluated. */
  notes: string[];
}

/** The formula core over Summoner's Grid's entities, with its damage calculation. */
export type FormulaWorld = CoreFormulaWorld<EntityRef, DamageCalc>;
export type EvalContext = CoreEvalContext<EntityRef, DamageCalc>;

export { callFormula, evalNumber, evaluate, explain, toNumber, type Explained, type OutcomeFields, type OutcomeTable } from '../../../engine/core/formula/expr';
