/**
 * Putting a unit on another space by an effect, shared by `place T on S` (change-position/) and
 * `move T to S` (move/): both read the unit and the space the same way, fizzle on an occupied space, and
 * announce the new space; only a move can be prevented by a status and spend movement.
 */
import type { Expr } from '../../../dsl/ast';
import { showSpace, unitAt } from '../rules/board';
import type { G } from '../rules/game';
import type { ExecState, Space, Unit } from '../rules/state';
import { endEffectsOn, placeUnit, unitName } from '../rules/units';
import { asSpace, asUnits, execContext, sourceName } from '../interpret/exec-context';
import { evaluate } from '../interpret/expr';

export interface Reposition {
  unit: Unit;
  from: Space;
  to: Space;
}

/** The unit (the first the target names, on the board) and the space it goes to; none when the space is taken. */
export function repositionOf(g: G, exec: ExecState, step: { target: Expr; to: Expr }): Reposition | undefined {
  const ctx = execContext(g, exec);
  const unit = asUnits(g, evaluate(step.target, ctx))[0];
  const to = asSpace(evaluate(step.to, ctx));
  if (!unit || !unit.at || !to) return undefined;
  if (unitAt(g, to)) {
    g.emit('fizzles', () => `${showSpace(to)} is occupied`);
    return undefined;
  }
  return { unit, from: unit.at, to };
}

/** Puts the unit there: a `moves` or `changes-position` event, then `moves-into`; effects that end on it end. */
export function reposition(g: G, exec: ExecState, { unit, from, to }: Reposition, verb: 'moves' | 'changes-position'): void {
  const what = sourceName(g, exec);
  placeUnit(g, unit, to);
  g.emit(verb, () => `${unitName(g, unit)} ${verb === 'moves' ? 'moves' : 'changes position'} ${showSpace(from)} → ${showSpace(to)} (${what})`, { unit: unit.id, player: unit.controller, space: to, source: exec.source });
  g.emit('moves-into', () => `${unitName(g, unit)} enters ${showSpace(to)}`, { unit: unit.id, player: unit.controller, space: to, source: exec.source });
  endEffectsOn(g, unit.id, verb);
}
