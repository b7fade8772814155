/** What effect steps share: the evaluation context of a running program, and how its values read. */
import type { Duration, PlayerRef, Selector } from '../../../dsl/ast';
import { expiryFor } from '../../../engine/core/durations';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { G } from '../rules/game';
import { select } from '../rules/select';
import type { CodeRef, ExecState, Space, Timed, Unit } from '../rules/state';
import { cardParams, declFor, type Path } from './ast-paths';
import { evalNumber, type EvalContext } from './expr';
import { isEntity, type EntityRef, type Value } from './values';

export function execContext(g: G, exec: ExecState): EvalContext {
  const decl = declFor(g.content, exec.card);
  const plain = g.plainContext(exec.controller);
  const params = cardParams(decl, (p) => evalNumber(p.value, plain));
  const caster = exec.locals.caster;
  const event = exec.item.what.kind === 'card' || exec.item.what.kind === 'ability' ? exec.item.what.event : undefined;
  if (event) g.world.events.set(event.seq, event);
  return {
    world: g.world,
    locals: exec.locals,
    params,
    subject: isEntity(caster ?? null) ? (caster as EntityRef) : null,
    controller: exec.controller,
    outcomes: exec.outcomes,
  };
}

export function playerOf(g: G, exec: ExecState, ref: PlayerRef): PlayerId {
  if (ref === 'you') return exec.controller;
  if (ref === 'opponent') return opponentOf(exec.controller);
  const event = exec.item.what.kind === 'card' || exec.item.what.kind === 'ability' ? exec.item.what.event : undefined;
  return event?.player ?? exec.controller;
}

export function asUnits(g: G, v: Value): Unit[] {
  const list = Array.isArray(v) ? v : [v];
  const out: Unit[] = [];
  for (const x of list) {
    if (isEntity(x) && x.t === 'unit') {
      const u = g.s.units[x.id];
      if (u) out.push(u);
    }
  }
  return out;
}

export function asSpace(v: Value): Space | null {
  if (isEntity(v) && v.t === 'space') return { x: v.x, y: v.y };
  return null;
}

export function durationOf(g: G, exec: ExecState, d: Duration, path: Path): Omit<Timed, 'id' | 'seq'> {
  const until = expiryFor(d.until, exec.controller, { number: g.s.turn.number, player: g.s.turn.player });
  const timed: Omit<Timed, 'id' | 'seq'> = { until, endsWhen: d.endsWhen.map((n) => n.text), controller: exec.controller, source: exec.source };
  if (d.while) timed.whileRef = { card: exec.card, path: [...path, 'duration', 'while'], locals: { ...exec.locals }, controller: exec.controller, source: exec.source };
  return timed;
}

export function describeUntil(t: Omit<Timed, 'id' | 'seq'>): string {
  return t.until ? `until the ${t.until.boundary} of turn ${t.until.turn}` : 'permanently';
}

export function codeRef(exec: ExecState, path: Path): CodeRef {
  return { card: exec.card, path, locals: { ...exec.locals }, controller: exec.controller, source: exec.source };
}

export function attributeOf(g: G, exec: ExecState): { cardAttribute?: string } {
  const decl = declFor(g.content, exec.card);
  return decl.kind === 'Card' && decl.attribute ? { cardAttribute: decl.attribute.text } : {};
}

export function sourceName(g: G, exec: ExecState): string {
  return declFor(g.content, exec.card).name.text;
}

export function candidates(g: G, exec: ExecState, selector: Selector): EntityRef[] {
  return select(g, selector, execContext(g, exec));
}
