/**
 * Steps that ask a player something while an effect resolves (choose, discard, search, advance now), and
 * how the answer continues the program.
 */
import type { Binding as BindingDecl, Selector } from '../../../dsl/ast';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { G } from '../rules/game';
import { select } from '../rules/select';
import type { AwaitingStep, ChoiceOption, ExecState, Unit, ZoneName } from '../rules/state';
import { unitName } from '../rules/units';
import { cardName, moveCard, shuffleZone } from '../rules/zones';
import { cardParams } from './ast-paths';
import { testCondition } from './conditions';
import { candidates, sourceName } from './exec-context';
import { evalNumber } from './expr';
import { resumeModuleStep } from './steps';
import { isEntity, normName, type EntityRef, type Value } from './values';

export function optionsFor(g: G, values: EntityRef[]): ChoiceOption[] {
  return values.map((v) => ({ label: g.world.describe(v), value: v }));
}

export function ask(g: G, exec: ExecState, player: PlayerId, prompt: string, options: ChoiceOption[], optional: boolean, step: AwaitingStep): 'suspend' {
  exec.awaiting = step;
  g.s.choice = { player, prompt, options, optional, resume: { kind: 'effects', exec } };
  return 'suspend';
}

export type StepResult = 'continue' | 'suspend';

/** Asks for (or auto-picks) the values of a binding chosen during resolution. */
export function chooseBinding(g: G, exec: ExecState, b: BindingDecl, prompt: string): StepResult {
  const found = candidates(g, exec, b.selector);
  const name = normName(b.name.text);
  if (b.count === 'all') {
    exec.locals[name] = found;
    return 'continue';
  }
  const count = b.count;
  if (found.length === 0) {
    exec.locals[name] = null;
    g.emit('no-choice', () => `no valid ${b.name.text} to choose for ${sourceName(g, exec)}`);
    return 'continue';
  }
  if (found.length <= count && !b.optional) {
    exec.locals[name] = count === 1 ? (found[0] as EntityRef) : found;
    return 'continue';
  }
  const chooser = b.chooser === 'opponent' ? opponentOf(exec.controller) : exec.controller;
  return ask(g, exec, chooser, prompt, optionsFor(g, found), b.optional, { kind: 'choose', name, remaining: count, picked: [] });
}

export function discardStep(g: G, exec: ExecState, player: PlayerId, remaining: number, to: ZoneName, selector: Selector | undefined): StepResult {
  const hand = g.s.players[player].zones.hand;
  const pool = selector ? candidates(g, exec, selector).filter((e): e is Extract<EntityRef, { t: 'card' }> => e.t === 'card' && hand.includes(e.iid)) : hand.map((iid) => ({ t: 'card' as const, iid }));
  if (remaining <= 0 || pool.length === 0) return 'continue';
  if (pool.length <= remaining) {
    for (const c of pool) discardCard(g, c.iid, to, sourceName(g, exec));
    return 'continue';
  }
  return ask(g, exec, player, `Discard a card (${remaining} to go) for ${sourceName(g, exec)}`, optionsFor(g, pool), false, { kind: 'discard', player, remaining, to });
}

function discardCard(g: G, iid: string, to: ZoneName, why: string): void {
  const owner = g.card(iid).owner;
  moveCard(g, iid, to);
  g.emit('discards', () => `${owner} puts ${cardName(g, iid)} from hand into the ${to} pile (${why})`, { player: owner, card: iid, reason: 'discard' });
}

/** Advance cards of `player` that can use `unit` as their first binding and whose requirements hold. */
export function advanceOptions(g: G, player: PlayerId, unit: Unit): ChoiceOption[] {
  const out: ChoiceOption[] = [];
  for (const iid of g.s.players[player].zones['advance-deck']) {
    const decl = g.decl(iid);
    const first = decl.bindings[0];
    if (!first) continue;
    const ctx = { ...g.plainContext(player), params: cardParams(decl, (p) => evalNumber(p.value, g.plainContext(player))), locals: { this: { t: 'card' as const, iid } } };
    const fits = select(g, first.selector, ctx).some((e) => e.t === 'unit' && e.id === unit.id);
    if (!fits) continue;
    const locals = { ...ctx.locals, [normName(first.name.text)]: { t: 'unit' as const, id: unit.id } };
    if (!decl.requirements.every((r) => testCondition(r, { ...ctx, locals }, g.world))) continue;
    out.push({ label: decl.name.text, value: { t: 'card', iid } });
  }
  return out;
}

export function searchStep(g: G, exec: ExecState, player: PlayerId, remaining: number, from: ZoneName, to: ZoneName, selector: Selector): StepResult {
  const zone = g.s.players[player].zones[from];
  const pool = candidates(g, exec, { ...selector, zone: { kind: 'Name', text: from, range: selector.range } }).filter((e): e is Extract<EntityRef, { t: 'card' }> => e.t === 'card' && zone.includes(e.iid));
  if (remaining <= 0 || pool.length === 0) {
    if (from === 'main-deck') shuffleZone(g, player, from);
    return 'continue';
  }
  return ask(g, exec, player, `Search: choose a card (${remaining} to go)`, optionsFor(g, pool), true, { kind: 'search', player, remaining, to, from });
}

export function answer(g: G, exec: ExecState, step: AwaitingStep, value: Value, options: ChoiceOption[]): StepResult {
  switch (step.kind) {
    case 'choose': {
      const picked = value === null ? step.picked : [...step.picked, value as EntityRef];
      const left = options.filter((o) => !picked.some((p) => isEntity(o.value) && JSON.stringify(o.value) === JSON.stringify(p)));
      if (value !== null && step.remaining > 1 && left.length > 0) {
        return ask(g, exec, g.s.choice?.player ?? exec.controller, `Choose another (${step.remaining - 1} to go)`, left, true, { ...step, remaining: step.remaining - 1, picked });
      }
      exec.locals[step.name] = picked.length === 0 ? null : picked.length === 1 ? (picked[0] as EntityRef) : (picked as EntityRef[]);
      return 'continue';
    }
    case 'may':
      if (value === true) exec.frames.push({ path: step.path, index: 0 });
      return 'continue';
    case 'discard':
      if (isEntity(value) && value.t === 'card') discardCard(g, value.iid, step.to, sourceName(g, exec));
      return discardStep(g, exec, step.player, step.remaining - 1, step.to, undefined);
    case 'search': {
      if (!isEntity(value) || value.t !== 'card') {
        if (step.from === 'main-deck') shuffleZone(g, step.player, step.from);
        return 'continue';
      }
      moveCard(g, value.iid, step.to);
      g.emit('searched', () => `${step.player} takes ${cardName(g, value.iid)} from the ${step.from} into the ${step.to}`, { player: step.player, card: value.iid }, { visibleTo: step.player, publicText: `${step.player} takes a card from the ${step.from}` });
      if (step.remaining - 1 <= 0) {
        if (step.from === 'main-deck') shuffleZone(g, step.player, step.from);
        return 'continue';
      }
      return ask(g, exec, step.player, `Search: choose a card (${step.remaining - 1} to go)`, options.filter((o) => !(isEntity(o.value) && o.value.t === 'card' && o.value.iid === value.iid)), true, { ...step, remaining: step.remaining - 1 });
    }
    case 'module':
      return resumeModuleStep(g, exec, step.path, value, step.progress);
    case 'advance': {
      if (!isEntity(value) || value.t !== 'card') return 'continue';
      const decl = g.decl(value.iid);
      const first = decl.bindings[0];
      moveCard(g, value.iid, 'in-play');
      const bindings: Record<string, Value> = first ? { [normName(first.name.text)]: { t: 'unit', id: step.unit } } : {};
      g.emit('played', () => `${exec.controller} advances ${unitName(g, g.unit(step.unit))} with ${decl.name.text}`, { player: exec.controller, card: value.iid, reason: 'advance' });
      g.s.stack.push({ id: g.id('s'), controller: exec.controller, speed: 'speed' in decl ? decl.speed : 'action', what: { kind: 'card', iid: value.iid, bindings, mode: 'advance' } });
      return 'continue';
    }
  }
}
