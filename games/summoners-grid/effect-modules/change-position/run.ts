/** Summoner's Grid changes a unit's position: no status stops it and it spends no movement. */
import type { G } from '../../rules/game';
import type { ExecState } from '../../rules/state';
import type { StepResult } from '../../interpret/choices';
import { reposition, repositionOf } from '../reposition';
import type { ChangePositionEffect } from './language';

export function runChangePosition(g: G, exec: ExecState, effect: ChangePositionEffect): StepResult {
  const change = repositionOf(g, exec, effect);
  if (change) reposition(g, exec, change, 'changes-position');
  return 'continue';
}
