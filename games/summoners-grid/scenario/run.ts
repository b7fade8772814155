import type { Expectation, Name, ScenarioDecl, SpaceLit } from '../../../dsl/ast';
import { EventLog, type GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import {
  noFit,
  runScenario as runAnyScenario,
  type ArgValue,
  type ExpectationCheck,
  type ReadStep,
  type ScenarioFailure,
  type ScenarioResult as AnyScenarioResult,
  type ScenarioSupport,
  type TimelineEntry as AnyTimelineEntry,
} from '../../../engine/scenario/run';
import type { EvalContext } from '../interpret/expr';
import { normName, sameValue, type EntityRef, type Value } from '../interpret/values';
import type { Engine } from '../index';
import type { Action } from '../rules/actions';
import { findCard } from '../rules/content';
import { G } from '../rules/game';
import { zoneByName } from '../rules/select';
import type { GameState } from '../rules/state';
import { hasStatus } from '../rules/units';
import { scenarioPosition } from './position';

/** Summoner's Grid's scenarios on the core's runner: its positions, its verbs and its expectations. */
export type TimelineEntry = AnyTimelineEntry<Action>;
export type ScenarioResult = AnyScenarioResult<GameState, Action>;
export type { ExpectationCheck, ScenarioFailure };

function unitId(handles: Readonly<Record<string, string>>, text: string): string | undefined {
  const id = handles[normName(text)];
  return id && id.startsWith('u') ? id : undefined;
}

function cardMatches(engine: Engine, state: GameState, iid: string, name: string): boolean {
  const inst = state.cards[iid];
  if (!inst) return false;
  const want = findCard(engine.def.content, name);
  return !!want && findCard(engine.def.content, inst.card) === want;
}

function valueMatches(engine: Engine, state: GameState, actual: Value | undefined, wanted: Value): boolean {
  if (actual === undefined) return false;
  if (typeof wanted === 'string') {
    if (actual && typeof actual === 'object' && !Array.isArray(actual) && actual.t === 'card') return cardMatches(engine, state, actual.iid, wanted);
    return typeof actual === 'string' && normName(actual) === normName(wanted);
  }
  if (Array.isArray(actual)) return actual.some((a) => sameValue(a, wanted));
  return sameValue(actual, wanted);
}

/** Does a legal action fit the scripted step? */
function fits(engine: Engine, state: GameState, { verb, subject, args }: ReadStep<EntityRef>, a: Action): boolean {
  const want = (key: string) => args[key];
  switch (a.type) {
    case 'summon':
      return verb === 'summon' && typeof subject === 'string' && cardMatches(engine, state, a.card, subject) && sameValue({ t: 'space', ...a.to }, (want('to') ?? want('at')) as Value);
    case 'move':
      return verb === 'move' && sameValue({ t: 'unit', id: a.unit }, subject ?? null) && sameValue({ t: 'space', ...a.to }, want('to') ?? null);
    case 'attack':
      return verb === 'attack' && sameValue({ t: 'unit', id: a.unit }, subject ?? null) && sameValue({ t: 'unit', id: a.target }, (want('target') ?? want('on')) as Value);
    case 'direct-attack':
      return verb === 'directattack' && sameValue({ t: 'unit', id: a.unit }, subject ?? null);
    case 'pass':
      return verb === 'pass';
    case 'end-turn':
      return verb === 'endturn';
    case 'choose': {
      if (verb !== 'choose' && verb !== 'discard') return false;
      const option = state.choice?.options[a.option];
      if (a.option === -1) return subject === 'none' || subject === 'decline' || subject === 'no';
      if (!option) return false;
      if (typeof subject === 'number') return a.option === subject;
      if (typeof subject === 'string') return normName(option.label.replace(/"/g, '')) === normName(subject) || valueMatches(engine, state, option.value, subject);
      return subject !== undefined && valueMatches(engine, state, option.value, subject);
    }
    case 'play':
    case 'set':
    case 'activate':
    case 'advance': {
      const verbs: Record<string, string[]> = { play: ['play', 'respond'], set: ['set'], activate: ['activate', 'respond'], advance: ['advance'] };
      if (!verbs[a.type]?.includes(verb)) return false;
      if (typeof subject !== 'string' || !cardMatches(engine, state, a.card, subject)) return false;
      for (const [key, v] of Object.entries(args)) {
        if (key === 'at') {
          if (!('anchor' in a) || !a.anchor || !sameValue({ t: 'space', ...a.anchor }, v)) return false;
        } else if (key === 'rotated') {
          if (!('rotated' in a) || (a.rotated === true) !== (v === 'yes' || v === 'true' || v === 1)) return false;
        } else if (!('targets' in a) || !valueMatches(engine, state, a.targets[key], v)) return false;
      }
      return true;
    }
  }
}

function whyNot(engine: Engine, state: GameState, read: ReadStep<EntityRef>, player: PlayerId): string {
  const aw = engine.awaiting(state);
  if (aw.kind === 'choice' && aw.player !== player) return `the game waits for ${aw.player} to choose (${state.choice?.prompt ?? ''})`;
  if (aw.kind === 'free' && aw.player !== player) return `it is ${aw.player}'s Action Phase`;
  const { verb, subject, args } = read;
  const unit = (v: Value | undefined) => (v && typeof v === 'object' && !Array.isArray(v) && v.t === 'unit' ? v.id : '');
  const space = (v: Value | undefined) => (v && typeof v === 'object' && !Array.isArray(v) && v.t === 'space' ? { x: v.x, y: v.y } : { x: -1, y: -1 });
  let probe: Action | undefined;
  if (verb === 'move') probe = { type: 'move', player, unit: unit(subject), to: space(args.to) };
  if (verb === 'attack') probe = { type: 'attack', player, unit: unit(subject), target: unit(args.target ?? args.on) };
  if (verb === 'directattack') probe = { type: 'direct-attack', player, unit: unit(subject) };
  if (['play', 'activate', 'advance', 'set', 'summon', 'respond'].includes(verb) && typeof subject === 'string') {
    const zones = state.players[player].zones;
    const iid = [...zones.hand, ...zones['in-play'], ...zones['advance-deck']].find((c) => cardMatches(engine, state, c, subject));
    if (!iid) return `${player} has no "${subject}" in hand, in play or in the advance deck`;
    const targets = Object.fromEntries(Object.entries(args).filter(([k]) => k !== 'at' && k !== 'to'));
    if (verb === 'summon') probe = { type: 'summon', player, card: iid, to: space(args.to ?? args.at) };
    else if (verb === 'set') probe = { type: 'set', player, card: iid };
    else if (verb === 'advance') probe = { type: 'advance', player, card: iid, targets };
    else if (verb === 'activate') probe = { type: 'activate', player, card: iid, targets, event: -1 };
    else probe = { type: 'play', player, card: iid, targets };
  }
  return noFit(read, player, probe ? engine.explainIllegal(state, probe) : null);
}

function expect(engine: Engine, s: GameState, handles: Readonly<Record<string, string>>, e: Expectation): string | null {
  const unitOf = (n: Name) => {
    const id = unitId(handles, n.text);
    return id ? s.units[id] : undefined;
  };
  switch (e.kind) {
    case 'ExpectAt': {
      const u = unitOf(e.unit);
      return !u || !u.at || u.at.x !== e.at.x || u.at.y !== e.at.y ? `expected ${e.unit.text} at (${e.at.x},${e.at.y}), but it is ${u?.at ? `at (${u.at.x},${u.at.y})` : 'not on the board'}` : null;
    }
    case 'ExpectInZone': {
      const zone = zoneByName(e.zone.text);
      if (!zone) return `unknown zone "${e.zone.text}"`;
      const present = s.players[e.player].zones[zone].some((iid) => cardMatches(engine, s, iid, e.card.text));
      return present === e.negated ? `expected "${e.card.text}" ${e.negated ? 'not ' : ''}in ${e.player}'s ${zone}` : null;
    }
    case 'ExpectStatus': {
      const u = unitOf(e.unit);
      const g = new G(engine.def, s);
      return !u || hasStatus(g, u.id, e.status.text) === e.negated ? `expected ${e.unit.text} ${e.negated ? 'not ' : ''}${e.status.text}` : null;
    }
    case 'ExpectDefeated': {
      const u = unitOf(e.unit);
      return !u || !u.removed ? `expected ${e.unit.text} to be defeated` : null;
    }
    default:
      return `this expectation is not one of Summoner's Grid's`;
  }
}

/** Summoner's Grid's answers to the scenario runner. */
function support(engine: Engine): ScenarioSupport<GameState, Action, EntityRef> {
  return {
    start: (decl) => startScenario(engine, decl),
    empty: () => engine.position({ seed: 0, turn: { number: 1, player: 'A', phase: 'setup' }, players: {} }).state,
    argument(_state, handles, v: ArgValue): Value {
      if (v.kind === 'Space') return { t: 'space', x: v.x, y: v.y };
      if (v.kind === 'Number') return v.value;
      const text = v.kind === 'Name' ? v.text : v.kind === 'Ref' && v.path.length === 1 ? (v.path[0]?.text ?? '') : '';
      const unit = unitId(handles, text);
      if (unit) return { t: 'unit', id: unit };
      return text;
    },
    fits: (state, read, action) => fits(engine, state, read, action),
    // Two copies of the same card are the same choice: compare by content card, not instance.
    choiceKey: (state, m) => JSON.stringify('card' in m ? { ...m, card: state.cards[m.card]?.card } : m),
    whyNot: (state, read, player) => whyNot(engine, state, read, player),
    newcomers(before, after) {
      const out: Array<{ id: string; names: string[] }> = [];
      for (const id of Object.keys(after.units)) {
        if (before.units[id]) continue;
        const unit = after.units[id];
        const card = unit ? after.cards[unit.iid] : undefined;
        const decl = card ? findCard(engine.def.content, card.card) : undefined;
        out.push({ id, names: decl ? [decl.name.text] : [] });
      }
      return out;
    },
    resolving: (state) => state.stack.length > 0,
    context(state, handles): EvalContext {
      const g = new G(engine.def, state, new EventLog(state.seq, false));
      const locals: Record<string, Value> = { a: { t: 'player', p: 'A' }, b: { t: 'player', p: 'B' } };
      for (const [k, v] of Object.entries(handles)) if (v.startsWith('u')) locals[k] = { t: 'unit', id: v };
      return { world: g.world, locals, params: {}, subject: null, controller: 'A' };
    },
    expect: (state, handles, e) => expect(engine, state, handles, e),
  };
}

/**
 * The position a scenario starts from, settled (automatic phases run): for the sandbox to load, and the
 * runner's starting point. `handles` maps the scenario's unit handles to unit ids.
 */
export function startScenario(engine: Engine, decl: ScenarioDecl): { state: GameState; handles: Record<string, string>; events: GameEvent[] } {
  const { spec, statuses } = scenarioPosition(engine.def.content, decl);
  const built = engine.position(spec);
  for (const st of statuses) {
    const unit = built.handles[st.handle];
    if (unit) built.state.statuses.push({ id: `t${built.state.nextId++}`, seq: 0, unit, status: st.status, until: null, endsWhen: [], controller: 'A', source: '' });
  }
  const settled = engine.settle(built.state);
  return { state: settled.state, handles: built.handles, events: settled.events };
}

export function runScenario(engine: Engine, decl: ScenarioDecl): ScenarioResult {
  return runAnyScenario(engine, support(engine), decl);
}
