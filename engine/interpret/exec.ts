import type { Binding as BindingDecl, Duration, Effect, PlayerRef, Selector } from '../../dsl/ast';
import { expiryFor } from '../core/durations';
import { opponentOf, type PlayerId } from '../core/players';
import { distance, reachable, showSpace, unitAt } from '../summoners-grid/board';
import { destroyBuilding, destroyUnit, returnUnit, summonNamed, toPile } from '../summoners-grid/card-ops';
import { resolveDamage, rollAgainst } from '../summoners-grid/combat';
import { cardId, requireCard } from '../summoners-grid/content';
import type { G } from '../summoners-grid/game';
import { newCard } from '../summoners-grid/setup';
import { FORMULA, SETTING } from '../summoners-grid/rule-names';
import { select, zoneByName } from '../summoners-grid/select';
import type { AwaitingStep, ChoiceOption, CodeRef, ExecState, Space, StackItem, Timed, Unit, ZoneName } from '../summoners-grid/state';
import { unitStats } from '../summoners-grid/stats';
import { cancelVP, changeRole, endEffectsOn, gainVP, healUnit, levelUp, placeUnit, preventedBy, setLevel, unitName } from '../summoners-grid/units';
import { cardName, drawCards, moveCard, shuffleZone } from '../summoners-grid/zones';
import { cardParams, declFor, nodeAt, type Path } from './ast-paths';
import { evalNumber, evaluate, explain, toNumber, type EvalContext } from './expr';
import { formatNumber } from './format';
import { isEntity, normName, type EntityRef, type Value } from './values';
import { testCondition } from './conditions';

/**
 * The effect machine: runs a card's (or ability's) effect steps in order. Its position is plain data
 * (frames of AST paths with an index each), so a resolution that needs a player's decision stops with a
 * pending choice in the state and continues when the `choose` action arrives.
 */

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

function asUnits(g: G, v: Value): Unit[] {
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

function asSpace(v: Value): Space | null {
  if (isEntity(v) && v.t === 'space') return { x: v.x, y: v.y };
  return null;
}

function durationOf(g: G, exec: ExecState, d: Duration, path: Path): Omit<Timed, 'id' | 'seq'> {
  const until = expiryFor(d.until, exec.controller, { number: g.s.turn.number, player: g.s.turn.player });
  const timed: Omit<Timed, 'id' | 'seq'> = { until, endsWhen: d.endsWhen.map((n) => n.text), controller: exec.controller, source: exec.source };
  if (d.while) timed.whileRef = { card: exec.card, path: [...path, 'duration', 'while'], locals: { ...exec.locals }, controller: exec.controller, source: exec.source };
  return timed;
}

function describeUntil(t: Omit<Timed, 'id' | 'seq'>): string {
  return t.until ? `until the ${t.until.boundary} of turn ${t.until.turn}` : 'permanently';
}

function codeRef(exec: ExecState, path: Path): CodeRef {
  return { card: exec.card, path, locals: { ...exec.locals }, controller: exec.controller, source: exec.source };
}

function attributeOf(g: G, exec: ExecState): { cardAttribute?: string } {
  const decl = declFor(g.content, exec.card);
  return decl.kind === 'Card' && decl.attribute ? { cardAttribute: decl.attribute.text } : {};
}

function sourceName(g: G, exec: ExecState): string {
  return declFor(g.content, exec.card).name.text;
}

function candidates(g: G, exec: ExecState, selector: Selector): EntityRef[] {
  return select(g, selector, execContext(g, exec));
}

function optionsFor(g: G, values: EntityRef[]): ChoiceOption[] {
  return values.map((v) => ({ label: g.world.describe(v), value: v }));
}

function ask(g: G, exec: ExecState, player: PlayerId, prompt: string, options: ChoiceOption[], optional: boolean, step: AwaitingStep): 'suspend' {
  exec.awaiting = step;
  g.s.choice = { player, prompt, options, optional, resume: { kind: 'effects', exec } };
  return 'suspend';
}

type StepResult = 'continue' | 'suspend';

/** Asks for (or auto-picks) the values of a binding chosen during resolution. */
function chooseBinding(g: G, exec: ExecState, b: BindingDecl, prompt: string): StepResult {
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

function discardStep(g: G, exec: ExecState, player: PlayerId, remaining: number, to: ZoneName, selector: Selector | undefined): StepResult {
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

function runStep(g: G, exec: ExecState, effect: Effect, path: Path): StepResult {
  const ctx = execContext(g, exec);
  const what = sourceName(g, exec);
  switch (effect.kind) {
    case 'Damage': {
      const targets = asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed);
      for (const target of targets) {
        const caster = ctx.subject?.t === 'unit' ? g.s.units[ctx.subject.id] : undefined;
        const res = resolveDamage(g, {
          attacker: caster ?? null,
          target,
          hit: effect.hit,
          crit: effect.crit,
          damage: effect.damage,
          ctx: { ...ctx, locals: { ...ctx.locals, target: { t: 'unit', id: target.id } } },
          accuracy: ctx.params.accuracy ?? 0,
          what,
          source: exec.source,
          ...attributeOf(g, exec),
          basicAttack: false,
        });
        const record = { hit: res.hit, missed: !res.hit, crit: res.crit, damage: res.damage, dealt: res.damage };
        exec.outcomes.last = record;
        if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
        exec.locals.dealt = res.damage;
      }
      const branch = exec.outcomes.last.hit ? 'onHit' : 'onMiss';
      if ((effect[branch] ?? []).length > 0) exec.frames.push({ path: [...path, branch], index: 0 });
      return 'continue';
    }
    case 'Heal': {
      for (const target of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) {
        const caster = ctx.subject?.t === 'unit' ? g.s.units[ctx.subject.id] : undefined;
        const ex = explain(effect.amount, ctx, '', g.log.explain);
        const raw = toNumber(ex.value, 'heal');
        let amount = Math.max(0, Math.floor(raw));
        let crit = false;
        if (effect.crit.kind !== 'NoCrit') {
          const critEx = effect.crit.kind === 'CritFormula' ? explain(effect.crit.chance, ctx, '%', g.log.explain) : explain(g.requireFormula(FORMULA.crit).body, ctx, '%', g.log.explain);
          crit = rollAgainst(g, 'Crit', toNumber(critEx.value, 'crit chance'), () => critEx.text, `${what} crit`, 'crit', 'no crit');
        }
        g.emit('calc', () => `Heal = ${ex.text}${Number.isInteger(raw) ? '' : ` → ${amount}`}`);
        if (crit) {
          const mult = effect.crit.kind !== 'NoCrit' && effect.crit.multiplier ? evalNumber(effect.crit.multiplier, ctx) : (g.setting(SETTING.critMultiplier, exec.controller) ?? 1.5);
          const before = amount;
          amount = Math.floor(amount * mult);
          g.emit('calc', () => `Critical: ${before} * ${formatNumber(mult)} = ${formatNumber(before * mult)} → ${amount}`);
        }
        const restored = healUnit(g, target, amount, exec.source, caster ? `${what} by ${unitName(g, caster)}` : what);
        const record = { healed: restored, amount: restored, crit };
        exec.outcomes.last = record;
        if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
      }
      return 'continue';
    }
    case 'Modify': {
      const value = evalNumber(effect.value, ctx);
      const timed = durationOf(g, exec, effect.duration, path);
      for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
        const prop = effect.property.map((n) => n.text);
        let subject: { unit: string } | { equipment: string } = { unit: unit.id };
        let property = prop;
        if (normName(prop[0] ?? '') === 'weapon') {
          const weapon = unitStats(g, unit).weapon;
          if (!weapon) {
            g.emit('fizzles', () => `${unitName(g, unit)} has no weapon to modify`);
            continue;
          }
          subject = { equipment: weapon.id };
          property = prop.slice(1);
        }
        const before = readProperty(g, unit, prop);
        g.s.modifiers.push({ id: g.id('m'), seq: g.s.nextId, subject, property, op: effect.op, value, ...timed });
        g.changed();
        const after = readProperty(g, unit, prop);
        g.emit('modified', () => `${unitName(g, unit)}'s ${prop.join('.')} ${opText(effect.op, value)}: ${before} → ${after} ${describeUntil(timed)} (${what})`, { unit: unit.id, player: unit.controller, reason: prop.join('.') });
      }
      return 'continue';
    }
    case 'Replace': {
      const timed = durationOf(g, exec, effect.duration, path);
      for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
        g.s.replacements.push({
          id: g.id('r'),
          seq: g.s.nextId,
          unit: unit.id,
          property: effect.property.text,
          with: codeRef(exec, [...path, 'with']),
          when: effect.when,
          ...(effect.damageType ? { damageType: effect.damageType.text } : {}),
          ...timed,
        });
        g.changed();
        g.emit('replacement', () => `${unitName(g, unit)}: when ${effect.when}${effect.damageType ? ` against ${effect.damageType.text} damage` : ''}, ${effect.property.text} counts differently ${describeUntil(timed)} (${what})`);
      }
      return 'continue';
    }
    case 'Status': {
      for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) {
        if (effect.save) {
          // Chances are on a 0–100 scale: `save 30%` and `save 30` both mean a roll ≤ 30 saves.
          const pct = effect.save.kind === 'Percent' ? effect.save.value : evalNumber(effect.save, ctx);
          const saved = rollAgainst(g, 'SaveChance', pct, () => `${formatNumber(pct)}%`, `${what} save`, 'saved', 'not saved');
          exec.outcomes.last = { ...exec.outcomes.last, saved };
          if (saved) continue;
        }
        const timed = durationOf(g, exec, effect.duration, path);
        g.s.statuses.push({ id: g.id('t'), seq: g.s.nextId, unit: unit.id, status: effect.status.text, ...timed });
        g.changed();
        g.emit('status', () => `${unitName(g, unit)} is ${effect.status.text} ${describeUntil(timed)} (${what})`, { unit: unit.id, player: unit.controller, reason: effect.status.text });
      }
      return 'continue';
    }
    case 'ChangePosition':
    case 'Move': {
      const unit = asUnits(g, evaluate(effect.target, ctx))[0];
      const to = asSpace(evaluate(effect.to, ctx));
      if (!unit || !unit.at || !to) return 'continue';
      if (unitAt(g, to)) {
        g.emit('fizzles', () => `${showSpace(to)} is occupied`);
        return 'continue';
      }
      const from = unit.at;
      if (effect.kind === 'Move') {
        const status = preventedBy(g, unit.id, 'move');
        if (status) {
          g.emit('fizzles', () => `${unitName(g, unit)} is ${status} and cannot move`);
          return 'continue';
        }
        if (effect.usesMovement) {
          const step = reachable(g, unit, unitStats(g, unit).mv - unit.moved).find((r) => r.to.x === to.x && r.to.y === to.y);
          unit.moved += step ? step.cost : distance(from, to);
        }
      }
      placeUnit(g, unit, to);
      const verb = effect.kind === 'Move' ? 'moves' : 'changes-position';
      g.emit(verb, () => `${unitName(g, unit)} ${effect.kind === 'Move' ? 'moves' : 'changes position'} ${showSpace(from)} → ${showSpace(to)} (${what})`, { unit: unit.id, player: unit.controller, space: to, source: exec.source });
      g.emit('moves-into', () => `${unitName(g, unit)} enters ${showSpace(to)}`, { unit: unit.id, player: unit.controller, space: to, source: exec.source });
      endEffectsOn(g, unit.id, verb);
      return 'continue';
    }
    case 'Draw':
      drawCards(g, playerOf(g, exec, effect.player), Math.max(0, Math.floor(evalNumber(effect.count, ctx))), what);
      return 'continue';
    case 'Search': {
      const player = playerOf(g, exec, effect.player);
      const from = zoneByName(effect.from.text) ?? 'main-deck';
      const to = zoneByName(effect.to.text) ?? 'hand';
      return searchStep(g, exec, player, Math.floor(evalNumber(effect.count, ctx)), from, to, effect.selector);
    }
    case 'AddCard': {
      const player = playerOf(g, exec, effect.player);
      const zone = zoneByName(effect.to.text) ?? 'hand';
      const iid = newCard(g.s, player, cardId(requireCard(g.content, effect.card.text)), { generated: true });
      g.s.players[player].zones[zone].unshift(iid);
      g.changed();
      g.emit('card-added', () => `"${effect.card.text}" is added to ${player}'s ${zone} (${what})`, { player, card: iid, reason: 'added' });
      return 'continue';
    }
    case 'LevelUp': {
      const times = Math.floor(evalNumber(effect.times, ctx));
      for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) levelUp(g, unit, times, exec.source, what);
      return 'continue';
    }
    case 'SetLevel': {
      const level = evalNumber(effect.level, ctx);
      for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) setLevel(g, unit, level, what);
      return 'continue';
    }
    case 'ChangeRole':
      for (const unit of asUnits(g, evaluate(effect.target, ctx)).filter((u) => !u.removed)) changeRole(g, unit, cardId(requireCard(g.content, effect.role.text)), what);
      return 'continue';
    case 'Destroy': {
      const targets: EntityRef[] = 'kind' in effect.target && effect.target.kind === 'Selector' ? candidates(g, exec, effect.target) : toEntities(evaluate(effect.target, ctx));
      let count = 0;
      // Units first: "destroy this and every summon on its spaces" must still see the building's spaces.
      for (const t of targets) {
        if (t.t !== 'unit') continue;
        const u = g.s.units[t.id];
        if (u && !u.removed) {
          destroyUnit(g, u, exec.source);
          count++;
        }
      }
      for (const t of targets) {
        const building = t.t === 'building' ? t.id : t.t === 'card' ? Object.values(g.s.buildings).find((b) => b.iid === t.iid)?.id : undefined;
        if (building && g.s.buildings[building]) {
          destroyBuilding(g, building, exec.source);
          if (t.t === 'card' && t.iid === exec.source) exec.then = 'none';
        }
      }
      const record = { destroyed: count > 0, amount: count };
      exec.outcomes.last = record;
      if (effect.label) exec.outcomes.labels[normName(effect.label.text)] = record;
      return 'continue';
    }
    case 'Return': {
      const unit = asUnits(g, evaluate(effect.target, ctx))[0];
      const to = asSpace(evaluate(effect.to, ctx));
      const share = evalNumber(effect.hp, ctx);
      if (unit && to) returnUnit(g, unit, to, share > 1 ? share / 100 : share, exec.source);
      return 'continue';
    }
    case 'GainVP': {
      const player = playerOf(g, exec, effect.player);
      gainVP(g, player, Math.floor(evalNumber(effect.amount, ctx)), 'effect', what, { source: exec.source });
      return 'continue';
    }
    case 'CancelEvent': {
      const event = exec.item.what.kind === 'card' || exec.item.what.kind === 'ability' ? exec.item.what.event : undefined;
      if (event?.vp !== undefined) cancelVP(g, event.vp);
      else if (event?.item) cancelStackItem(g, event.item, what);
      else g.emit('fizzles', `${what} has nothing to cancel`);
      return 'continue';
    }
    case 'Rider': {
      const timed = durationOf(g, exec, effect.duration, path);
      for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
        g.s.riders.push({ id: g.id('d'), seq: g.s.nextId, unit: unit.id, code: codeRef(exec, path), ...timed });
        g.changed();
        g.emit('rider', () => `${unitName(g, unit)}'s next basic attack ${describeUntil(timed)} also deals ${what}'s damage`, { unit: unit.id, player: unit.controller });
      }
      return 'continue';
    }
    case 'Grant': {
      const timed = durationOf(g, exec, effect.duration, path);
      for (const unit of asUnits(g, evaluate(effect.target, ctx))) {
        g.s.grants.push({ id: g.id('a'), seq: g.s.nextId, unit: unit.id, code: codeRef(exec, [...path, 'ability']), ...timed });
        g.changed();
        g.emit('granted', () => `${unitName(g, unit)} gains an ability ${describeUntil(timed)} (${what})`);
      }
      return 'continue';
    }
    case 'If': {
      const branch = testCondition(effect.condition, ctx, g.world) ? 'then' : 'else';
      if (effect[branch].length > 0) exec.frames.push({ path: [...path, branch], index: 0 });
      return 'continue';
    }
    case 'Choose':
      return chooseBinding(g, exec, effect.binding, `Choose ${effect.binding.name.text} for ${what}`);
    case 'ForEach': {
      const values = candidates(g, exec, effect.selector);
      if (values.length === 0) return 'continue';
      const [first, ...rest] = values;
      exec.locals[normName(effect.variable.text)] = first as EntityRef;
      exec.frames.push({ path: [...path, 'body'], index: 0, each: { variable: normName(effect.variable.text), values: rest } });
      return 'continue';
    }
    case 'May':
      return ask(
        g,
        exec,
        playerOf(g, exec, effect.player),
        `${what}: do it?`,
        [
          { label: 'yes', value: true },
          { label: 'no', value: false },
        ],
        false,
        { kind: 'may', path: [...path, 'body'] },
      );
    case 'AllowAdvance': {
      const unit = asUnits(g, evaluate(effect.target, ctx))[0];
      if (!unit || unit.removed) return 'continue';
      const options = advanceOptions(g, exec.controller, unit);
      if (options.length === 0) {
        g.emit('no-choice', () => `${exec.controller} has no advance card for ${unitName(g, unit)}`);
        return 'continue';
      }
      return ask(g, exec, exec.controller, `Advance ${unitName(g, unit)} now?`, options, true, { kind: 'advance', unit: unit.id });
    }
    case 'Discard': {
      const player = playerOf(g, exec, effect.player);
      return discardStep(g, exec, player, Math.floor(evalNumber(effect.count, ctx)), zoneByName(effect.to.text) ?? 'discard', effect.selector);
    }
    case 'Shuffle':
      shuffleZone(g, playerOf(g, exec, effect.player), zoneByName(effect.zone.text) ?? 'main-deck');
      return 'continue';
    case 'SummonNamed': {
      const material = asUnits(g, evaluate(effect.material, ctx))[0];
      const iid = g.s.players[exec.controller].zones['advance-deck'].find((c) => g.decl(c) === requireCard(g.content, effect.card.text));
      if (material && iid) summonNamed(g, iid, material);
      return 'continue';
    }
  }
}

function searchStep(g: G, exec: ExecState, player: PlayerId, remaining: number, from: ZoneName, to: ZoneName, selector: Selector): StepResult {
  const zone = g.s.players[player].zones[from];
  const pool = candidates(g, exec, { ...selector, zone: { kind: 'Name', text: from, range: selector.range } }).filter((e): e is Extract<EntityRef, { t: 'card' }> => e.t === 'card' && zone.includes(e.iid));
  if (remaining <= 0 || pool.length === 0) {
    if (from === 'main-deck') shuffleZone(g, player, from);
    return 'continue';
  }
  return ask(g, exec, player, `Search: choose a card (${remaining} to go)`, optionsFor(g, pool), true, { kind: 'search', player, remaining, to, from });
}

function toEntities(v: Value): EntityRef[] {
  if (Array.isArray(v)) return v;
  return isEntity(v) ? [v] : [];
}

function opText(op: string, value: number): string {
  const v = formatNumber(value);
  return op === 'add' ? `+${v}` : op === 'sub' ? `-${v}` : op === 'mul' ? `x${v}` : op === 'div' ? `/${v}` : `= ${v}`;
}

function readProperty(g: G, unit: Unit, prop: string[]): string {
  const ctx = g.plainContext(unit.controller);
  let v: Value = { t: 'unit', id: unit.id };
  for (const p of prop) v = g.world.property(v, p, ctx) ?? null;
  return g.world.describe(v);
}

function cancelStackItem(g: G, itemId: string, why: string): void {
  const index = g.s.stack.findIndex((i) => i.id === itemId);
  if (index < 0) return void g.emit('fizzles', `${why}: the play already resolved`);
  const [item] = g.s.stack.splice(index, 1) as [StackItem];
  g.emit('cancelled', `${why} cancels a play`);
  if (item.what.kind === 'card' || item.what.kind === 'summon') toPile(g, item.what.iid);
}

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

function answer(g: G, exec: ExecState, step: AwaitingStep, value: Value, options: ChoiceOption[]): StepResult {
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
