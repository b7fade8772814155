import type { Ability, ContinuousAbility, Selector, Trigger, TriggeredAbility } from '../../../dsl/ast';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { unitsOnBoard } from '../rules/board';
import { findCard } from '../rules/content';
import type { G } from '../rules/game';
import { matches } from '../rules/select';
import type { AbilitySource, TriggerEvent, Unit } from '../rules/state';
import type { PropertyChange } from '../rules/stats';
import { abilitiesOf, declFor, nodeAt, speciesKey, type Path } from './ast-paths';
import { testCondition } from './conditions';
import { Signature } from './signature';
import { countedTurnHolds } from './turn-count';
import { evalNumber, type EvalContext } from './expr';
import { normName, type EntityRef, type Value } from './values';

/** An ability of something in play: a building, a quest, a unit's card, role, species or equipment, a grant. */
export interface SourceInPlay {
  source: AbilitySource;
  declKey: string;
  path: Path;
  ability: Ability;
  controller: PlayerId;
  self: EntityRef;
  enteredTurn: number;
  key: string;
  /** The card instance whose effects count as this source's own (a trigger ignores them). */
  iid: string;
}

/** Per content: the abilities of each declaration that has any (most have none), by key. */
const abilityIndex = new WeakMap<object, Map<string, { list: Ability[]; prefix: Path } | null>>();

function abilitiesByKey(g: G, declKey: string): { list: Ability[]; prefix: Path } | null {
  let index = abilityIndex.get(g.content);
  if (!index) {
    index = new Map();
    abilityIndex.set(g.content, index);
  }
  let entry = index.get(declKey);
  if (entry === undefined) {
    const decl = declKey.startsWith('species:') ? g.content.speciesByKey.get(declKey.slice(8)) : findCard(g.content, declKey);
    const found = decl ? abilitiesOf(decl) : null;
    entry = found && found.list.length > 0 ? found : null;
    index.set(declKey, entry);
  }
  return entry;
}

function addAll(g: G, out: SourceInPlay[], declKey: string, base: Omit<SourceInPlay, 'source' | 'path' | 'ability' | 'key' | 'declKey'>, source: (index: number) => AbilitySource, keyPrefix: string): void {
  const found = abilitiesByKey(g, declKey);
  if (!found) return;
  const { list, prefix } = found;
  list.forEach((ability, index) => out.push({ ...base, declKey, source: source(index), path: [...prefix, index], ability, key: `${keyPrefix}:${index}` }));
}

/**
 * What makes the list of sources: buildings, quests, units on the board (role, species, equipment) and
 * grants, each behind a marker and with its counts, so that the list joined is the signature the sources
 * are cached by. The list is rebuilt only when these values change, not on every change of the state.
 */
function writeSourcesInputs(g: G, out: Signature): void {
  // The card is part of the signature: two positions of the same content may give one instance id to different cards.
  for (const id in g.s.buildings) {
    const b = g.s.buildings[id];
    if (!b) continue;
    out.add('b');
    out.add(b.id);
    out.add(b.iid);
    out.add(g.card(b.iid).card);
    out.add(b.faceDown ? 1 : 0);
    out.add(b.controller);
    out.add(b.enteredTurn);
  }
  for (const id in g.s.quests) {
    const q = g.s.quests[id];
    if (!q) continue;
    out.add('q');
    out.add(q.iid);
    out.add(g.card(q.iid).card);
    out.add(q.controller);
    out.add(q.enteredTurn);
  }
  for (const u of unitsOnBoard(g)) {
    out.add('u');
    out.add(u.id);
    out.add(u.iid);
    out.add(g.card(u.iid).card);
    out.add(u.role);
    out.add(u.species);
    out.add(u.controller);
    out.add(u.enteredTurn);
    out.add(u.equipment.length);
    for (const e of u.equipment) {
      out.add(e.id);
      out.add(e.card);
    }
  }
  // Everything a grant's source reads: the signature is a cache key shared by every game of the content.
  for (const gr of g.s.grants) {
    const u = g.s.units[gr.unit];
    out.add('g');
    out.add(gr.id);
    out.add(gr.unit);
    out.add(gr.code.card);
    out.add(gr.code.path.length);
    for (const step of gr.code.path) out.add(step);
    out.add(gr.source);
    if (u) {
      out.add(u.removed ? 1 : 0);
      out.add(u.controller);
      out.add(u.enteredTurn);
    } else out.add('-');
  }
}

/**
 * Per content: the sources of each signature seen lately. The look-ahead goes back and forth between
 * positions with different sources (a summon played out, then the next candidate without it), so one
 * entry alone kept missing; the map is emptied when it grows past `SOURCE_CACHE_SIZE` signatures.
 */
const sourceCache = new WeakMap<object, Map<string, SourceInPlay[]>>();
const SOURCE_CACHE_SIZE = 512;

/** The inputs and sources last computed by a G, kept across its changes (most changes keep the sources). */
interface LastSources {
  inputs: Array<string | number>;
  sources: SourceInPlay[];
}

export function sourcesInPlay(g: G): SourceInPlay[] {
  return g.memo('sources', () => {
    const last = g.kept<LastSources>('sources');
    const written = new Signature(last?.inputs);
    writeSourcesInputs(g, written);
    const changed = written.changed();
    if (last && changed === null) return last.sources;
    const inputs = changed ?? [];
    const signature = inputs.join('|');
    let bySignature = sourceCache.get(g.content);
    if (!bySignature) {
      bySignature = new Map();
      sourceCache.set(g.content, bySignature);
    }
    let sources = bySignature.get(signature);
    if (!sources) {
      sources = buildSources(g);
      if (bySignature.size >= SOURCE_CACHE_SIZE) bySignature.clear();
      bySignature.set(signature, sources);
    }
    g.keep('sources', { inputs, sources });
    return sources;
  });
}

function buildSources(g: G): SourceInPlay[] {
  const out: SourceInPlay[] = [];
  for (const b of Object.values(g.s.buildings)) {
    if (b.faceDown) continue;
    const card = g.card(b.iid).card;
    addAll(g, out, card, { controller: b.controller, self: { t: 'card', iid: b.iid }, enteredTurn: b.enteredTurn, iid: b.iid }, (index) => ({ from: 'card', iid: b.iid, card, index }), `b:${b.iid}`);
  }
  for (const q of Object.values(g.s.quests)) {
    const card = g.card(q.iid).card;
    addAll(g, out, card, { controller: q.controller, self: { t: 'card', iid: q.iid }, enteredTurn: q.enteredTurn, iid: q.iid }, (index) => ({ from: 'card', iid: q.iid, card, index }), `q:${q.iid}`);
  }
  for (const u of unitsOnBoard(g)) {
    const base = { controller: u.controller, self: { t: 'unit', id: u.id } as EntityRef, enteredTurn: u.enteredTurn, iid: u.iid };
    const card = g.card(u.iid).card;
    addAll(g, out, card, base, (index) => ({ from: 'card', iid: u.iid, card, index }), `u:${u.id}:card`);
    addAll(g, out, u.role, base, (index) => ({ from: 'role', unit: u.id, card: u.role, index }), `u:${u.id}:role`);
    addAll(g, out, speciesKey(u.species), base, (index) => ({ from: 'species', unit: u.id, species: u.species, index }), `u:${u.id}:species`);
    for (const e of u.equipment) addAll(g, out, e.card, base, (index) => ({ from: 'equipment', unit: u.id, card: e.card, index }), `u:${u.id}:eq:${e.id}`);
  }
  for (const grant of g.s.grants) {
    const u = g.s.units[grant.unit];
    if (!u || u.removed) continue;
    const ability = nodeAt(declFor(g.content, grant.code.card), grant.code.path) as Ability | undefined;
    if (!ability) continue;
    out.push({ source: { from: 'grant', unit: u.id, grant: grant.id }, declKey: grant.code.card, path: grant.code.path, ability, controller: u.controller, self: { t: 'unit', id: u.id }, enteredTurn: u.enteredTurn, key: `g:${grant.id}`, iid: grant.source });
  }
  return out;
}

export function abilityContext(g: G, controller: PlayerId, self: EntityRef, event: TriggerEvent | undefined): EvalContext {
  const locals: Record<string, Value> = { this: self };
  if (event) {
    g.world.events.set(event.seq, event);
    locals.event = { t: 'event', seq: event.seq };
    // `it` is the trigger's subject: the unit for unit events, the card for card events.
    if (event.unit) locals.it = { t: 'unit', id: event.unit };
    else if (event.card) locals.it = { t: 'card', iid: event.card };
  }
  return { world: g.world, locals, params: {}, subject: self.t === 'unit' ? self : null, controller };
}

function whoseMatches(whose: Trigger['whose'], controller: PlayerId, player: PlayerId | undefined): boolean {
  if (whose === 'any') return true;
  if (!player) return false;
  return whose === 'you' ? player === controller : player === opponentOf(controller);
}

function subjectMatches(g: G, subject: Selector, event: TriggerEvent, ctx: EvalContext): boolean {
  let entity: EntityRef | null = null;
  if (event.unit) entity = { t: 'unit', id: event.unit };
  else if (event.building) entity = { t: 'building', id: event.building };
  else if (event.card) entity = { t: 'card', iid: event.card };
  if (!entity) return false;
  if (subject.owner !== 'any') {
    const owner = entity.t === 'unit' ? g.s.units[entity.id]?.controller : entity.t === 'building' ? g.s.buildings[entity.id]?.controller : g.s.cards[entity.iid]?.owner;
    if (!whoseMatches(subject.owner, ctx.controller, owner)) return false;
  }
  if (subject.entity === 'summon' && entity.t !== 'unit') return false;
  return subject.filters.every((f) => matches(g, entity as EntityRef, f, ctx));
}

/** Does `trigger` fire for `event`, seen from a source controlled by `controller`? */
export function triggerMatches(g: G, trigger: Trigger, event: TriggerEvent, src: { controller: PlayerId; self: EntityRef; enteredTurn: number; key: string; iid: string }): boolean {
  if (normName(trigger.event.text) !== normName(event.kind)) return false;
  if (trigger.phase && normName(trigger.phase.text) !== normName(event.phase ?? '')) return false;
  if (!whoseMatches(trigger.whose, src.controller, event.player)) return false;
  if (trigger.occurrence === 'next' && (event.turn <= src.enteredTurn || g.s.fired.includes(src.key))) return false;
  if (!countedTurnHolds(trigger, src.enteredTurn, event.turn)) return false;
  const ctx = abilityContext(g, src.controller, src.self, event);
  if (trigger.subject) {
    if (trigger.subject.kind === 'This') {
      const self = src.self;
      const hit = (self.t === 'unit' && event.unit === self.id) || (self.t === 'card' && (event.card === self.iid || g.s.buildings[event.building ?? '']?.iid === self.iid));
      if (!hit) return false;
    } else if (!subjectMatches(g, trigger.subject, event, ctx)) return false;
  }
  return !trigger.condition || testCondition(trigger.condition, ctx, g.world);
}

export function triggeredSources(g: G): Array<SourceInPlay & { ability: TriggeredAbility }> {
  return sourcesInPlay(g).filter((s): s is SourceInPlay & { ability: TriggeredAbility } => s.ability.kind === 'Triggered');
}

/** Per content: does any declaration have a continuous ability? (Most content has few or none.) */
const hasContinuous = new WeakMap<object, boolean>();

function contentHasContinuous(g: G): boolean {
  let v = hasContinuous.get(g.content);
  if (v === undefined) {
    const decls = [...g.content.cards, ...g.content.species];
    v = decls.some((d) => abilitiesOf(d).list.some((a) => a.kind === 'Continuous') || (d.kind === 'Card' && JSON.stringify(d.effect).includes('"Grant"')));
    hasContinuous.set(g.content, v);
  }
  return v;
}

/** The continuous abilities in play whose condition holds now. */
export function continuous(g: G): Array<SourceInPlay & { ability: ContinuousAbility }> {
  if (!contentHasContinuous(g)) return [];
  return g.memo('continuous', () =>
    sourcesInPlay(g).filter((s): s is SourceInPlay & { ability: ContinuousAbility } => {
      if (s.ability.kind !== 'Continuous') return false;
      const cond = s.ability.condition;
      return !cond || testCondition(cond, abilityContext(g, s.controller, s.self, undefined), g.world);
    }),
  );
}

function selectorHas(g: G, selector: Selector, unit: Unit, ctx: EvalContext): boolean {
  if (selector.entity !== 'summon') return false;
  if (!whoseMatches(selector.owner, ctx.controller, unit.controller)) return false;
  return selector.filters.every((f) => matches(g, { t: 'unit', id: unit.id }, f, ctx));
}

export function auraChanges(g: G, unit: Unit): PropertyChange[] {
  const out: PropertyChange[] = [];
  for (const src of continuous(g)) {
    for (const e of src.ability.effects) {
      if (e.kind !== 'Aura') continue;
      const ctx = abilityContext(g, src.controller, src.self, undefined);
      if (!selectorHas(g, e.selector, unit, ctx)) continue;
      out.push({ seq: Number.MAX_SAFE_INTEGER, property: e.property.map((n) => n.text), op: e.op, value: evalNumber(e.value, ctx) });
    }
  }
  return out;
}

/** Per content: the rules (normalised names) some RuleOverride anywhere in its cards or species names. */
const overriddenRules = new WeakMap<object, Set<string>>();

function collectOverrides(node: unknown, out: Set<string>): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const x of node) collectOverrides(x, out);
    return;
  }
  const record = node as { kind?: unknown; rule?: { text?: unknown } };
  if (record.kind === 'RuleOverride' && typeof record.rule?.text === 'string') out.add(normName(record.rule.text));
  for (const k in record) collectOverrides((record as Record<string, unknown>)[k], out);
}

/**
 * Can a card override `rule` (normalised) at all? When no card or species of the content has a
 * RuleOverride of it, in play or granted, the setting is the ruleset's whatever the state.
 */
export function ruleMayBeOverridden(g: G, rule: string): boolean {
  let rules = overriddenRules.get(g.content);
  if (!rules) {
    rules = new Set();
    collectOverrides([g.content.cards, g.content.species], rules);
    overriddenRules.set(g.content, rules);
  }
  return rules.has(rule);
}

let overriding = false;

export function ruleOverride(g: G, rule: string, player: PlayerId, base: number | undefined): number | undefined {
  if (overriding) return base;
  overriding = true;
  try {
    let value = base;
    for (const src of continuous(g)) {
      for (const e of src.ability.effects) {
        if (e.kind !== 'RuleOverride' || normName(e.rule.text) !== rule) continue;
        if (!whoseMatches(e.appliesTo, src.controller, player)) continue;
        value = evalNumber(e.value, abilityContext(g, src.controller, src.self, undefined));
      }
    }
    return value;
  } finally {
    overriding = false;
  }
}

/** A damage reduction in play that applies to one hit: a fraction (`25%` → 0.25) or a flat amount. */
export interface DamageReductionInPlay {
  amount: number;
  percent: boolean;
  /** What reduces, for the log: the card or species that has the ability, and the damage kind. */
  why: string;
}

/**
 * The `reduce … damage to … by …` effects in play that apply to a hit on `unit` of this damage type and
 * element (a reduction names either, or neither for all damage).
 */
export function damageReductions(g: G, unit: Unit, damageType: string, attribute: string | undefined): DamageReductionInPlay[] {
  const out: DamageReductionInPlay[] = [];
  for (const src of continuous(g)) {
    for (const e of src.ability.effects) {
      if (e.kind !== 'DamageReduction') continue;
      const kind = e.damageKind ? normName(e.damageKind.text) : undefined;
      if (kind && kind !== normName(damageType) && kind !== normName(attribute ?? '')) continue;
      const ctx = abilityContext(g, src.controller, src.self, undefined);
      const applies = e.subject.kind === 'This' ? src.self.t === 'unit' && src.self.id === unit.id : selectorHas(g, e.subject, unit, ctx);
      if (!applies) continue;
      const value = evalNumber(e.amount, ctx);
      const name = declFor(g.content, src.declKey).name.text;
      out.push({ amount: value, percent: e.amount.kind === 'Percent', why: `${name}${e.damageKind ? `, ${e.damageKind.text}` : ''}` });
    }
  }
  return out;
}

/** Replacement rules that apply to a unit's stat in a damage calculation (from auras in play). */
export function replaceAuras(g: G, unit: Unit): Array<{ property: string; when: 'defending' | 'attacking'; damageType?: string; src: SourceInPlay; index: number }> {
  const out: Array<{ property: string; when: 'defending' | 'attacking'; damageType?: string; src: SourceInPlay; index: number }> = [];
  for (const src of continuous(g)) {
    src.ability.effects.forEach((e, index) => {
      if (e.kind !== 'ReplaceAura') return;
      if (!selectorHas(g, e.selector, unit, abilityContext(g, src.controller, src.self, undefined))) return;
      out.push({ property: e.property.text, when: e.when, ...(e.damageType ? { damageType: e.damageType.text } : {}), src, index });
    });
  }
  return out;
}
