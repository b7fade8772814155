/**
 * Summoner's Grid puts a rider on each unit the step names, for the step's duration. The rider keeps the
 * step's place in its card, so the attack that uses it reads the damage from there
 * (interpret/card-behaviours.ts `riderDamage`).
 */
import type { G } from '../../rules/game';
import type { ExecState } from '../../rules/state';
import { unitName } from '../../rules/units';
import type { Path } from '../../interpret/ast-paths';
import type { StepResult } from '../../interpret/choices';
import { asUnits, codeRef, describeUntil, durationOf, execContext, sourceName } from '../../interpret/exec-context';
import { evaluate } from '../../interpret/expr';
import type { RiderEffect } from './language';

export function runRider(g: G, exec: ExecState, effect: RiderEffect, path: Path): StepResult {
  const what = sourceName(g, exec);
  const timed = durationOf(g, exec, effect.duration, path);
  for (const unit of asUnits(g, evaluate(effect.target, execContext(g, exec)))) {
    g.s.riders.push({ id: g.id('d'), seq: g.s.nextId, unit: unit.id, code: codeRef(exec, path), ...timed });
    g.changed();
    g.emit('rider', () => `${unitName(g, unit)}'s next basic attack ${describeUntil(timed)} also deals ${what}'s damage`, { unit: unit.id, player: unit.controller });
  }
  return 'continue';
}
