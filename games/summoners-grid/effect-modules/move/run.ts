/**
 * Summoner's Grid moves a unit by an effect: a status that prevents moving makes the step fizzle; with
 * `using movement` the unit spends what the path costs (its straight distance when no path within its
 * remaining movement reaches the space).
 */
import { distance, reachable } from '../../rules/board';
import type { G } from '../../rules/game';
import type { ExecState } from '../../rules/state';
import { unitStats } from '../../rules/stats';
import { preventedBy, unitName } from '../../rules/units';
import type { StepResult } from '../../interpret/choices';
import { reposition, repositionOf } from '../reposition';
import type { MoveEffect } from './language';

export function runMove(g: G, exec: ExecState, effect: MoveEffect): StepResult {
  const move = repositionOf(g, exec, effect);
  if (!move) return 'continue';
  const { unit, from, to } = move;
  const status = preventedBy(g, unit.id, 'move');
  if (status) {
    g.emit('fizzles', () => `${unitName(g, unit)} is ${status} and cannot move`);
    return 'continue';
  }
  if (effect.usesMovement) {
    const step = reachable(g, unit, unitStats(g, unit).mv - unit.moved).find((r) => r.to.x === to.x && r.to.y === to.y);
    unit.moved += step ? step.cost : distance(from, to);
  }
  reposition(g, exec, move, 'moves');
  return 'continue';
}
