import type { SelectionWorld as CoreSelectionWorld } from '../../../engine/core/formula/conditions';
import type { DamageCalc } from './expr';
import type { EntityRef } from './values';

/** What Summoner's Grid's conditions need beyond formulas: picking things by selector and testing filters. */
export type SelectionWorld = CoreSelectionWorld<EntityRef, DamageCalc>;

export { compare, testCondition } from '../../../engine/core/formula/conditions';
