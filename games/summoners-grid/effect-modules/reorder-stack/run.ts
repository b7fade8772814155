/**
 * Summoner's Grid reorders the stack: the items below the resolving one are put in the order the effect's
 * controller chooses. `progress` items are already placed on top; the next choice goes just below them;
 * when one item is left unplaced, it stays at the bottom. Every choice is a listed legal action.
 */
import type { G } from '../../rules/game';
import type { ExecState, StackItem } from '../../rules/state';
import { unitName } from '../../rules/units';
import { cardName } from '../../rules/zones';
import { ask, type StepResult } from '../../interpret/choices';
import type { Path } from '../../interpret/ast-paths';
import { sourceName } from '../../interpret/exec-context';
import type { Value } from '../../interpret/values';

export function runReorderStack(g: G, exec: ExecState, _effect: unknown, path: Path): StepResult {
  if (g.s.stack.length < 2) {
    g.emit('fizzles', () => `${sourceName(g, exec)}: nothing on the stack to reorder`);
    return 'continue';
  }
  return askNext(g, exec, path, 0);
}

export function resumeReorderStack(g: G, exec: ExecState, _effect: unknown, value: Value, progress: number, path: Path): StepResult {
  const stack = g.s.stack;
  const slot = stack.length - 1 - progress;
  const index = typeof value === 'string' ? stack.findIndex((i) => i.id === value) : -1;
  if (index >= 0 && index <= slot) {
    const [item] = stack.splice(index, 1) as [StackItem];
    stack.splice(slot, 0, item);
    g.changed();
    g.emit('stack-reordered', () => `${exec.controller} puts ${stackItemLabel(g, item)} ${progress === 0 ? 'on top of the stack: it resolves next' : `at place ${progress + 1} from the top`}`);
  }
  return askNext(g, exec, path, progress + 1);
}

/** Asks for the item to place below the `placed` ones on top, while more than one is left to place. */
function askNext(g: G, exec: ExecState, path: Path, placed: number): StepResult {
  const unplaced = g.s.stack.slice(0, g.s.stack.length - placed);
  if (unplaced.length < 2) return 'continue';
  const options = [...unplaced].reverse().map((item) => ({ label: stackItemLabel(g, item), value: item.id }));
  const prompt = placed === 0 ? `${sourceName(g, exec)}: choose what resolves next` : `${sourceName(g, exec)}: choose what resolves after those (${unplaced.length - 1} to go)`;
  return ask(g, exec, exec.controller, prompt, options, false, { kind: 'module', path, progress: placed });
}

/** How a player sees an item of the stack in a choice: whose it is and what it does. */
export function stackItemLabel(g: G, item: StackItem): string {
  const w = item.what;
  const unit = (id: string): string => {
    const u = g.s.units[id];
    return u ? unitName(g, u) : 'a summon';
  };
  switch (w.kind) {
    case 'card':
    case 'set':
      return `${item.controller}'s ${cardName(g, w.iid)}`;
    case 'summon':
      return `${item.controller}'s summon of ${cardName(g, w.iid)}`;
    case 'ability':
      return `${item.controller}'s ability of ${w.source.from === 'card' ? cardName(g, w.source.iid) : unit(w.source.unit)}`;
    case 'quest-complete':
      return `${item.controller}'s ${cardName(g, w.iid)} (${w.outcome === 'complete' ? 'completion' : 'failure'})`;
    case 'move':
      return `${unit(w.unit)}'s move`;
    case 'attack':
      return `${unit(w.unit)}'s attack on ${unit(w.target)}`;
    case 'direct-attack':
      return `${unit(w.unit)}'s direct attack`;
    case 'end-turn':
      return `${item.controller}'s end of turn`;
  }
}
