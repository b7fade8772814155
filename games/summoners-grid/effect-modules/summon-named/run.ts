/** Summoner's Grid runs a named summon: the first unit the material names becomes the named summon's material. */
import { summonNamed } from '../../rules/card-ops';
import { requireCard } from '../../rules/content';
import type { G } from '../../rules/game';
import type { ExecState } from '../../rules/state';
import type { StepResult } from '../../interpret/choices';
import { asUnits, execContext } from '../../interpret/exec-context';
import { evaluate } from '../../interpret/expr';
import type { SummonNamedEffect } from './language';

export function runSummonNamed(g: G, exec: ExecState, effect: SummonNamedEffect): StepResult {
  const material = asUnits(g, evaluate(effect.material, execContext(g, exec)))[0];
  const iid = g.s.players[exec.controller].zones['advance-deck'].find((c) => g.decl(c) === requireCard(g.content, effect.card.text));
  if (material && iid) summonNamed(g, iid, material);
  return 'continue';
}
