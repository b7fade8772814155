/** Summoner's Grid returns a removed summon: a share above 1 is a percentage (`10` is 10%). */
import { returnUnit } from '../../rules/card-ops';
import type { G } from '../../rules/game';
import type { ExecState } from '../../rules/state';
import type { StepResult } from '../../interpret/choices';
import { asSpace, asUnits, execContext } from '../../interpret/exec-context';
import { evalNumber, evaluate } from '../../interpret/expr';
import type { ReturnEffect } from './language';

export function runReturn(g: G, exec: ExecState, effect: ReturnEffect): StepResult {
  const ctx = execContext(g, exec);
  const unit = asUnits(g, evaluate(effect.target, ctx))[0];
  const to = asSpace(evaluate(effect.to, ctx));
  const share = evalNumber(effect.hp, ctx);
  if (unit && to) returnUnit(g, unit, to, share > 1 ? share / 100 : share, exec.source);
  return 'continue';
}
