import type { Ability, AdvanceCard, Condition, Expr } from '../../../dsl/ast';
import type { RiderEffect } from '../effect-modules/rider/language';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { Action } from '../rules/actions';
import type { Behaviours } from '../rules/behaviour';
import { footprintSpaces } from '../rules/board';
import { summonNamed, toPile } from '../rules/card-ops';
import { cardId, requireCard } from '../rules/content';
import type { G } from '../rules/game';
import { SETTING } from '../rules/rule-names';
import type { ChoiceOption, CodeRef, ExecState, Rider, StackItem, TriggerEvent, Unit } from '../rules/state';
import type { PropertyChange } from '../rules/stats';
import { changeRole, unitName } from '../rules/units';
import { auraChanges, abilityContext, damageReductions, replaceAuras, type DamageReductionInPlay, ruleMayBeOverridden, ruleOverride, triggeredSources, triggerMatches } from './abilities';
import { cardParams, declFor, nodeAt, type Path } from './ast-paths';
import { testCondition } from './conditions';
import { phaseSkipped } from './phase-skips';
import { resumeExec, runExec, startExec } from './exec';
import { evalNumber, explain, toNumber, type DamageCalc, type EvalContext } from './expr';
import { anyCardAction, cardActions, checkCardAction, startCardAction } from './plays';
import { formatNumber } from '../../../engine/core/formula/format';
import { normName, type Value } from './values';

/**
 * Card behaviour by interpretation of the DSL's AST: every card, ability, trigger and continuous effect
 * is read from content; nothing here knows any particular card.
 */
export class AstBehaviours implements Behaviours {
  overrideRule(g: G, rule: string, player: PlayerId, base: number | undefined): number | undefined {
    return ruleOverride(g, rule, player, base);
  }

  overridable(g: G, rule: string): boolean {
    return ruleMayBeOverridden(g, rule);
  }

  skipsPhase(g: G, phase: string, player: PlayerId): boolean {
    return phaseSkipped(g, phase, player);
  }

  auras(g: G, unit: Unit): PropertyChange[] {
    return auraChanges(g, unit);
  }

  damageReductions(g: G, unit: Unit, damageType: string, attribute: string | undefined): DamageReductionInPlay[] {
    return damageReductions(g, unit, damageType, attribute);
  }

  whileHolds(g: G, ref: CodeRef): boolean {
    const cond = nodeAt(declFor(g.content, ref.card), ref.path) as Condition | undefined;
    if (!cond) return true;
    return testCondition(cond, refContext(g, ref), g.world);
  }

  replaced(g: G, unit: Unit, stat: string, value: number, calc: DamageCalc): number {
    const role = calc.defender === unit.id ? 'defending' : calc.attacker === unit.id ? 'attacking' : null;
    if (!role) return value;
    const applies = (r: { property: string; when: string; damageType?: string }) => r.when === role && normName(r.property) === normName(stat) && (!r.damageType || normName(r.damageType) === normName(calc.damageType));
    let result = value;
    for (const r of g.s.replacements) {
      if (r.unit !== unit.id || !applies(r)) continue;
      const expr = nodeAt(declFor(g.content, r.with.card), r.with.path) as Expr;
      const ctx: EvalContext = { ...refContext(g, r.with), subject: { t: 'unit', id: unit.id }, locals: { ...r.with.locals, it: { t: 'unit', id: unit.id } } };
      const ex = explain(expr, ctx, '', g.log.explain);
      result = toNumber(ex.value, 'replaced value');
      calc.notes.push(`${unitName(g, unit)}'s ${stat} counts as ${ex.text} in this calculation (${declFor(g.content, r.with.card).name.text})`);
    }
    for (const r of replaceAuras(g, unit)) {
      if (!applies(r)) continue;
      const effect = r.src.ability.kind === 'Continuous' ? r.src.ability.effects[r.index] : undefined;
      if (!effect || effect.kind !== 'ReplaceAura') continue;
      const ctx = { ...abilityContext(g, r.src.controller, r.src.self, undefined), subject: { t: 'unit' as const, id: unit.id } };
      const ex = explain(effect.with, ctx, '', g.log.explain);
      result = toNumber(ex.value, 'replaced value');
      calc.notes.push(`${unitName(g, unit)}'s ${stat} counts as ${ex.text} in this calculation`);
    }
    return result;
  }

  cardActions(g: G, player: PlayerId): Action[] {
    return cardActions(g, player);
  }

  hasCardAction(g: G, player: PlayerId): boolean {
    return anyCardAction(g, player);
  }

  checkCardAction(g: G, action: Action): string | null {
    return checkCardAction(g, action);
  }

  startCardAction(g: G, action: Action): void {
    startCardAction(g, action);
  }

  resolveItem(g: G, item: StackItem): void {
    const w = item.what;
    if (w.kind === 'card') return resolveCard(g, item, w);
    if (w.kind === 'ability') {
      const src = w.source;
      const declKey = src.from === 'species' ? `species:${normName(src.species)}` : src.from === 'grant' ? (g.s.grants.find((x) => x.id === src.grant)?.code.card ?? '') : src.card;
      const path: Path = src.from === 'grant' ? (g.s.grants.find((x) => x.id === src.grant)?.code.path ?? []) : [src.from === 'species' ? 'traits' : 'abilities', src.index];
      const ability = nodeAt(declFor(g.content, declKey), path) as Ability | undefined;
      if (!ability || ability.kind !== 'Triggered') return;
      const self = src.from === 'card' ? (Object.values(g.s.units).find((u) => u.iid === src.iid && !u.removed) ? { t: 'unit' as const, id: (Object.values(g.s.units).find((u) => u.iid === src.iid) as Unit).id } : { t: 'card' as const, iid: src.iid }) : { t: 'unit' as const, id: src.unit };
      const locals = { ...abilityContext(g, item.controller, self, w.event).locals, ...w.bindings };
      g.emit('ability', () => `${declFor(g.content, declKey).name.text}'s ability resolves`);
      const exec: ExecState = {
        item,
        card: declKey,
        source: src.from === 'card' ? src.iid : (g.s.units[src.unit]?.iid ?? ''),
        controller: item.controller,
        frames: ability.optional ? [] : [{ path: [...path, 'effect'], index: 0 }],
        locals,
        outcomes: { last: {}, labels: {} },
        then: 'none',
        bindings: ability.bindings.map((_, i) => [...path, 'bindings', i]),
      };
      if (ability.optional) {
        exec.awaiting = { kind: 'may', path: [...path, 'effect'] };
        g.s.choice = { player: item.controller, prompt: `Use ${declFor(g.content, declKey).name.text}'s ability?`, options: [{ label: 'yes', value: true }, { label: 'no', value: false }], optional: false, resume: { kind: 'effects', exec } };
        return;
      }
      return runExec(g, exec);
    }
    if (w.kind === 'quest-complete') {
      const quest = g.s.quests[w.iid];
      if (!quest) return;
      const decl = g.decl(w.iid);
      if (decl.cardType !== 'quest') return;
      if (w.outcome === 'complete') {
        for (const v of Object.values(quest.bindings)) {
          for (const e of Array.isArray(v) ? v : [v]) {
            if (e && typeof e === 'object' && e.t === 'unit') {
              const u = g.s.units[e.id];
              if (u) u.quests.push(cardId(decl));
            }
          }
        }
        g.emit('quest-completed', () => `${item.controller} completes ${decl.name.text}`, { player: item.controller, card: w.iid });
      } else g.emit('quest-failed', () => `${quest.controller} fails ${decl.name.text}`, { player: quest.controller, card: w.iid });
      delete g.s.quests[w.iid];
      // The reward belongs to the player who completed the quest (`activated by either|opponent`); a
      // failure is always its owner's.
      startExec(g, { item, card: cardId(decl), source: w.iid, controller: w.outcome === 'complete' ? item.controller : quest.controller, paths: [w.outcome === 'complete' ? ['reward'] : ['failure', 'effect']], locals: { this: { t: 'card', iid: w.iid }, ...quest.bindings }, then: 'pile' });
    }
  }

  resume(g: G, exec: ExecState, option: number | null, options: ChoiceOption[]): void {
    resumeExec(g, exec, option, options);
  }

  collectTriggers(g: G, events: TriggerEvent[]): StackItem[] {
    const out: StackItem[] = [];
    const sources = triggeredSources(g);
    if (sources.length === 0) return out;
    for (const event of events) {
      for (const src of sources) {
        if (!triggerMatches(g, src.ability.trigger, event, src)) continue;
        if (src.ability.condition && !testCondition(src.ability.condition, abilityContext(g, src.controller, src.self, event), g.world)) continue;
        if (src.ability.trigger.occurrence === 'next') g.s.fired.push(src.key);
        out.push({ id: g.id('s'), controller: src.controller, speed: 'reaction', what: { kind: 'ability', source: src.source, event, bindings: {} } });
      }
    }
    return out;
  }

  hasTriggeredResponse(g: G, player: PlayerId, events: TriggerEvent[]): boolean {
    if (events.length === 0) return false;
    const zones = g.s.players[player].zones;
    const candidates = [...zones['in-play'].filter((iid) => g.s.cards[iid]?.faceDown), ...zones.hand];
    for (const iid of candidates) {
      const decl = g.decl(iid);
      const trigger = 'trigger' in decl ? decl.trigger : undefined;
      if (!trigger) continue;
      const src = { controller: player, self: { t: 'card' as const, iid }, enteredTurn: g.card(iid).setTurn ?? -1, key: `fd:${iid}`, iid };
      if (events.some((e) => triggerMatches(g, trigger, e, src))) return true;
    }
    return false;
  }

  questChecks(g: G): StackItem[] {
    const out: StackItem[] = [];
    for (const q of Object.values(g.s.quests)) {
      if (q.settling) continue;
      const decl = g.decl(q.iid);
      if (decl.cardType !== 'quest') continue;
      const ctxFor = (player: PlayerId): EvalContext => ({ ...g.plainContext(player), locals: { this: { t: 'card', iid: q.iid }, ...q.bindings } });
      // The objective is read from the side of each player who may complete the quest (`you` is that
      // player), its owner first; the failure condition from its owner's side.
      const completer = questActivators(decl.activatedBy, q.controller).find((p) => testCondition(decl.objective, ctxFor(p), g.world));
      let outcome: 'complete' | 'fail' | null = null;
      let controller = q.controller;
      if (completer) {
        outcome = 'complete';
        controller = completer;
      } else if (decl.failure && testCondition(decl.failure.condition, ctxFor(q.controller), g.world)) outcome = 'fail';
      if (!outcome) continue;
      q.settling = true;
      out.push({ id: g.id('s'), controller, speed: 'reaction', what: { kind: 'quest-complete', iid: q.iid, outcome } });
    }
    return out;
  }

  riderDamage(g: G, rider: Rider, attacker: Unit, target: Unit, crit: boolean): { amount: number; text: string } {
    const node = nodeAt(declFor(g.content, rider.code.card), rider.code.path) as RiderEffect | undefined;
    if (!node) return { amount: 0, text: '' };
    const base = refContext(g, rider.code);
    const calc = { attacker: attacker.id, defender: target.id, damageType: node.damage.damageType.text, notes: [] as string[] };
    // Inside a rider, `target` is the unit the attack hits; every other name keeps its binding.
    const locals = { caster: { t: 'unit' as const, id: attacker.id }, ...base.locals, attacker: { t: 'unit' as const, id: attacker.id }, target: { t: 'unit' as const, id: target.id } };
    const ctx: EvalContext = { ...base, subject: { t: 'unit', id: attacker.id }, locals, calc };
    const ex = explain(node.damage.amount, ctx, '', g.log.explain);
    let amount = Math.max(0, Math.floor(toNumber(ex.value, 'rider damage')));
    let text = `${declFor(g.content, rider.code.card).name.text} Damage = ${ex.text} → ${amount}`;
    if (crit) {
      const mult = node.critMultiplier ? evalNumber(node.critMultiplier, ctx) : (g.setting(SETTING.critMultiplier, attacker.controller) ?? 1.5);
      const before = amount;
      amount = Math.floor(amount * mult);
      text += `, critical ${before} * ${formatNumber(mult)} → ${amount}`;
    }
    return { amount, text };
  }
}

function refContext(g: G, ref: CodeRef): EvalContext {
  const decl = declFor(g.content, ref.card);
  const params = cardParams(decl, (p) => evalNumber(p.value, g.plainContext(ref.controller)));
  const caster = ref.locals.caster;
  return { world: g.world, locals: ref.locals, params, subject: caster && typeof caster === 'object' && !Array.isArray(caster) ? caster : null, controller: ref.controller };
}

function resolveCard(g: G, item: StackItem, w: Extract<StackItem['what'], { kind: 'card' }>): void {
  const decl = g.decl(w.iid);
  const id = cardId(decl);
  const locals: Record<string, Value> = { this: { t: 'card', iid: w.iid }, ...w.bindings };
  if (w.event) {
    g.world.events.set(w.event.seq, w.event);
    locals.event = { t: 'event', seq: w.event.seq };
    if (w.event.unit) locals.it = { t: 'unit', id: w.event.unit };
  }
  const run = (then: ExecState['then']) => startExec(g, { item, card: id, source: w.iid, controller: item.controller, paths: [['costs'], ['effect']], locals, then });
  if (w.mode === 'advance' && decl.cardType === 'advance') return resolveAdvance(g, item, w, decl, locals);
  if (decl.cardType === 'building' && w.mode === 'play' && w.anchor) {
    const bid = g.id('b');
    g.s.buildings[bid] = { id: bid, iid: w.iid, controller: item.controller, spaces: footprintSpaces(w.anchor, decl.footprint, w.rotated === true), faceDown: false, enteredTurn: g.s.turn.number };
    g.changed();
    g.emit('enters-play', () => `${decl.name.text} is built on ${g.s.buildings[bid]?.spaces.map((s) => `(${s.x},${s.y})`).join(' ')}`, { player: item.controller, card: w.iid, building: bid });
    return run(decl.pile && decl.pile !== 'stays' ? 'none' : 'stay');
  }
  if (decl.cardType === 'quest') {
    g.s.quests[w.iid] = { iid: w.iid, controller: item.controller, bindings: w.bindings, enteredTurn: g.s.turn.number };
    g.changed();
    g.emit('enters-play', () => `${decl.name.text} is in play`, { player: item.controller, card: w.iid });
    return run('stay');
  }
  run('pile');
  // A trap leaves the board once it has resolved.
  for (const b of Object.values(g.s.buildings)) if (b.iid === w.iid && w.mode === 'activate') delete g.s.buildings[b.id];
}

function resolveAdvance(g: G, item: StackItem, w: Extract<StackItem['what'], { kind: 'card' }>, decl: AdvanceCard, locals: Record<string, Value>): void {
  const adv = decl.advance;
  const bindingName = normName(adv.kind === 'RoleChange' ? adv.subject.text : adv.material.text);
  const v = locals[bindingName];
  const unit = v && typeof v === 'object' && !Array.isArray(v) && v.t === 'unit' ? g.s.units[v.id] : undefined;
  if (!unit || unit.removed) {
    g.emit('fizzles', `${decl.name.text} fizzles: its summon is gone`);
    toPile(g, w.iid);
    return;
  }
  if (adv.kind === 'RoleChange') {
    changeRole(g, unit, cardId(requireCard(g.content, adv.to.text)), decl.name.text);
    startExec(g, { item, card: cardId(decl), source: w.iid, controller: item.controller, paths: [['effect']], locals, then: 'pile' });
    return;
  }
  const named = summonNamed(g, w.iid, unit);
  if (named) startExec(g, { item, card: cardId(decl), source: w.iid, controller: item.controller, paths: [['effect']], locals: { ...locals, it: { t: 'unit', id: named.id } }, then: 'none' });
}

/** Who may complete a quest, in the order their objective is tested: its owner first. */
function questActivators(by: 'owner' | 'opponent' | 'either', owner: PlayerId): PlayerId[] {
  if (by === 'owner') return [owner];
  if (by === 'opponent') return [opponentOf(owner)];
  return [owner, opponentOf(owner)];
}
