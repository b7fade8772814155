/**
 * Summoner's Grid cancels the event its card or ability answers: a VP gain is taken back, a play still on
 * the stack leaves it (its card goes to its pile); otherwise the step fizzles.
 */
import { toPile } from '../../rules/card-ops';
import type { G } from '../../rules/game';
import type { ExecState, StackItem } from '../../rules/state';
import { cancelVP } from '../../rules/units';
import type { StepResult } from '../../interpret/choices';
import { sourceName } from '../../interpret/exec-context';

export function runCancelEvent(g: G, exec: ExecState): StepResult {
  const what = sourceName(g, exec);
  const event = exec.item.what.kind === 'card' || exec.item.what.kind === 'ability' ? exec.item.what.event : undefined;
  if (event?.vp !== undefined) cancelVP(g, event.vp);
  else if (event?.item) cancelStackItem(g, event.item, what);
  else g.emit('fizzles', `${what} has nothing to cancel`);
  return 'continue';
}

function cancelStackItem(g: G, itemId: string, why: string): void {
  const index = g.s.stack.findIndex((i) => i.id === itemId);
  if (index < 0) return void g.emit('fizzles', `${why}: the play already resolved`);
  const [item] = g.s.stack.splice(index, 1) as [StackItem];
  g.emit('cancelled', `${why} cancels a play`);
  if (item.what.kind === 'card' || item.what.kind === 'summon') toPile(g, item.what.iid);
}
