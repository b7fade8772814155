/**
 * The effect machine: runs a card's (or ability's) effect steps in order. Its position is plain data
 * (frames of AST paths with an index each), so a resolution that needs a player's decision stops with a
 * pending choice in the state and continues when the `choose` action arrives.
 */
import type { Binding as BindingDecl, Effect } from '../../../dsl/ast';
import type { PlayerId } from '../../../engine/core/players';
import { toPile } from '../rules/card-ops';
import type { G } from '../rules/game';
import type { ChoiceOption, ExecState, StackItem } from '../rules/state';
import { declFor, nodeAt, type Path } from './ast-paths';
import { answer, chooseBinding } from './choices';
import { sourceName } from './exec-context';
import { runStep } from './steps';
import type { Value } from './values';

/** Runs the program until it ends or asks a question. */
export function runExec(g: G, exec: ExecState): void {
  while (exec.bindings && exec.bindings.length > 0) {
    const path = exec.bindings.shift() as Path;
    const binding = nodeAt(declFor(g.content, exec.card), path) as BindingDecl;
    if (chooseBinding(g, exec, binding, `Choose ${binding.name.text} for ${sourceName(g, exec)}`) === 'suspend') return;
  }
  for (;;) {
    const frame = exec.frames[exec.frames.length - 1];
    if (!frame) return finish(g, exec);
    const list = nodeAt(declFor(g.content, exec.card), frame.path) as Effect[] | undefined;
    if (!list || frame.index >= list.length) {
      if (frame.each && frame.each.values.length > 0) {
        const [next, ...rest] = frame.each.values;
        exec.locals[frame.each.variable] = next ?? null;
        frame.each = { variable: frame.each.variable, values: rest };
        frame.index = 0;
        continue;
      }
      exec.frames.pop();
      continue;
    }
    const index = frame.index;
    frame.index += 1;
    const effect = list[index] as Effect;
    if (runStep(g, exec, effect, [...frame.path, index]) === 'suspend') return;
    g.changed();
  }
}

function finish(g: G, exec: ExecState): void {
  const inst = g.s.cards[exec.source];
  if (exec.then === 'pile' && inst && !g.s.players[inst.owner].zones['removed'].includes(exec.source)) toPile(g, exec.source);
  if (exec.then === 'pile' && inst) delete g.s.quests[exec.source];
}

/** Continues after the player answered the pending choice (`option` null: declined). */
export function resumeExec(g: G, exec: ExecState, option: number | null, options: ChoiceOption[]): void {
  const step = exec.awaiting;
  delete exec.awaiting;
  const value = option === null ? null : (options[option]?.value ?? null);
  if (step) {
    const more = answer(g, exec, step, value, options);
    if (more === 'suspend') return;
  }
  runExec(g, exec);
}

/** Starts a program: `paths` run in order (costs first, then the effect). */
export function startExec(g: G, init: { item: StackItem; card: string; source: string; controller: PlayerId; paths: Path[]; locals: Record<string, Value>; then: ExecState['then'] }): void {
  const exec: ExecState = {
    item: init.item,
    card: init.card,
    source: init.source,
    controller: init.controller,
    frames: [...init.paths].reverse().map((path) => ({ path, index: 0 })),
    locals: init.locals,
    outcomes: { last: {}, labels: {} },
    then: init.then,
  };
  runExec(g, exec);
}
