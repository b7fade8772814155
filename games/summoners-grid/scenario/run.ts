import { actorOf } from '../../../engine/core/game';
import type { Expectation, Expr, Name, ScenarioAction, ScenarioDecl, SpaceLit } from '../../../dsl/ast';
import type { GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import { compare } from '../interpret/conditions';
import { evaluate, type EvalContext } from '../interpret/expr';
import { normName, sameValue, type Value } from '../interpret/values';
import type { Engine } from '../index';
import type { Action } from '../rules/actions';
import { findCard } from '../rules/content';
import { G } from '../rules/game';
import { zoneByName } from '../rules/select';
import type { GameState } from '../rules/state';
import { EventLog } from '../../../engine/core/events';
import { hasStatus } from '../rules/units';
import { scenarioPosition } from './position';

/**
 * Runs a scenario: builds its position, plays its scripted actions (each matched against the legal
 * actions of the moment, passing priority automatically where the script goes on), forces its rolls,
 * and checks its expectations. A scenario passes when every action was legal, every expectation held
 * and every scripted roll was used.
 */
export interface ScenarioFailure {
  line: number;
  message: string;
}

/**
 * One applied action of a run, with the scripted rolls forced just before it and the script line that led
 * to it (automatic passes carry the line of the step they made room for). Replaying the timeline from the
 * start position (force `rolls`, then apply `action`) reproduces the run exactly: the sandbox steps
 * through scenarios this way.
 */
export interface TimelineEntry {
  action: Action;
  rolls: number[];
  line: number;
}

/** One expectation as checked: where it is, after how many timeline entries, and how it went. */
export interface ExpectationCheck {
  line: number;
  after: number;
  passed: boolean;
  message?: string;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  failures: ScenarioFailure[];
  events: GameEvent[];
  state: GameState;
  actions: Action[];
  expectations: number;
  timeline: TimelineEntry[];
  /** Every expectation reached, in script order (a run stops at its first failing step). */
  checks: ExpectationCheck[];
}

type ArgValue = Expr | SpaceLit | Name;

class Runner {
  state: GameState;
  events: GameEvent[] = [];
  actions: Action[] = [];
  failures: ScenarioFailure[] = [];
  expectations = 0;
  timeline: TimelineEntry[] = [];
  checks: ExpectationCheck[] = [];
  /** Rolls forced since the last applied action (they belong to the next one). */
  pendingRolls: number[] = [];
  /** The script line being worked on. */
  line = 0;

  readonly handles: Record<string, string> = {};

  constructor(
    readonly engine: Engine,
    handles: Record<string, string>,
    initial: GameState,
  ) {
    for (const [k, v] of Object.entries(handles)) this.handles[normName(k)] = v;
    this.state = initial;
  }

  private apply(action: Action, handle?: string): string | null {
    const before = new Set(Object.keys(this.state.units));
    const r = this.engine.apply(this.state, action);
    if (!r.ok) return r.reason;
    this.state = r.state;
    this.events.push(...r.events);
    this.actions.push(action);
    this.timeline.push({ action, rolls: this.pendingRolls, line: this.line });
    this.pendingRolls = [];
    this.nameNewUnits(before, handle);
    return null;
  }

  /**
   * Units that enter play during the script get handles: the `as` argument of the step that made them
   * (`A summon "…" to (5,2) called: hero`), and their card's name.
   */
  private nameNewUnits(before: Set<string>, handle: string | undefined): void {
    for (const id of Object.keys(this.state.units)) {
      if (before.has(id)) continue;
      const unit = this.state.units[id];
      const card = unit ? this.state.cards[unit.iid] : undefined;
      const decl = card ? findCard(this.engine.def.content, card.card) : undefined;
      if (decl) this.handles[normName(decl.name.text)] = id;
      if (handle) this.handles[normName(handle)] = id;
    }
  }

  /** Passes priority while something is on the stack (resolving it), without closing an empty-stack window. */
  settleStack(): void {
    for (let i = 0; i < 200 && this.state.stack.length > 0; i++) {
      const a = this.engine.awaiting(this.state);
      if (a.kind !== 'priority' || this.apply({ type: 'pass', player: a.player })) return;
    }
  }

  unitId(text: string): string | undefined {
    const id = this.handles[normName(text)];
    return id && id.startsWith('u') ? id : undefined;
  }

  value(v: ArgValue): Value {
    if (v.kind === 'Space') return { t: 'space', x: v.x, y: v.y };
    if (v.kind === 'Number') return v.value;
    const text = v.kind === 'Name' ? v.text : v.kind === 'Ref' && v.path.length === 1 ? (v.path[0]?.text ?? '') : '';
    const unit = this.unitId(text);
    if (unit) return { t: 'unit', id: unit };
    return text;
  }

  cardMatches(iid: string, name: string): boolean {
    const inst = this.state.cards[iid];
    if (!inst) return false;
    const want = findCard(this.engine.def.content, name);
    return !!want && findCard(this.engine.def.content, inst.card) === want;
  }

  valueMatches(actual: Value | undefined, wanted: Value): boolean {
    if (actual === undefined) return false;
    if (typeof wanted === 'string') {
      if (actual && typeof actual === 'object' && !Array.isArray(actual) && actual.t === 'card') return this.cardMatches(actual.iid, wanted);
      return typeof actual === 'string' && normName(actual) === normName(wanted);
    }
    if (Array.isArray(actual)) return actual.some((a) => sameValue(a, wanted));
    return sameValue(actual, wanted);
  }

  /** Does a legal action fit the scripted step? */
  fits(step: ScenarioAction, a: Action, args: Record<string, Value>, subject: Value | undefined): boolean {
    const verb = normName(step.verb.text);
    const want = (key: string) => args[key];
    switch (a.type) {
      case 'summon':
        return verb === 'summon' && typeof subject === 'string' && this.cardMatches(a.card, subject) && sameValue({ t: 'space', ...a.to }, (want('to') ?? want('at')) as Value);
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
        const option = this.state.choice?.options[a.option];
        if (a.option === -1) return subject === 'none' || subject === 'decline' || subject === 'no';
        if (!option) return false;
        if (typeof subject === 'number') return a.option === subject;
        if (typeof subject === 'string') return normName(option.label.replace(/"/g, '')) === normName(subject) || this.valueMatches(option.value, subject);
        return subject !== undefined && this.valueMatches(option.value, subject);
      }
      case 'play':
      case 'set':
      case 'activate':
      case 'advance': {
        const verbs: Record<string, string[]> = { play: ['play', 'respond'], set: ['set'], activate: ['activate', 'respond'], advance: ['advance'] };
        if (!verbs[a.type]?.includes(verb)) return false;
        if (typeof subject !== 'string' || !this.cardMatches(a.card, subject)) return false;
        for (const [key, v] of Object.entries(args)) {
          if (key === 'at') {
            if (!('anchor' in a) || !a.anchor || !sameValue({ t: 'space', ...a.anchor }, v)) return false;
          } else if (key === 'rotated') {
            if (!('rotated' in a) || (a.rotated === true) !== (v === 'yes' || v === 'true' || v === 1)) return false;
          } else if (!('targets' in a) || !this.valueMatches(a.targets[key], v)) return false;
        }
        return true;
      }
    }
  }

  act(step: ScenarioAction): void {
    const args: Record<string, Value> = {};
    let handle: string | undefined;
    for (const arg of step.args) {
      const key = normName(arg.name.text);
      if (key === 'as' || key === 'called' || key === 'handle') handle = arg.value.kind === 'Name' ? arg.value.text : arg.value.kind === 'Ref' ? arg.value.path.map((p) => p.text).join('.') : undefined;
      else args[key] = this.value(arg.value);
    }
    const subject = step.subject ? this.value(step.subject) : undefined;
    const player: PlayerId = step.player;
    for (let guard = 0; guard < 400; guard++) {
      const aw = this.engine.awaiting(this.state);
      if (aw.kind === 'over') return this.fail(step, 'the game is already over');
      if (actorOf(aw) === player) {
        const matching = this.engine.legalActions(this.state, player).filter((a) => this.fits(step, a, args, subject));
        if (matching.length > 0) {
          // Two copies of the same card are the same choice: compare by content card, not instance.
          const sameChoice = (m: Action) => JSON.stringify('card' in m ? { ...m, card: this.state.cards[m.card]?.card } : m);
          const differing = matching.length > 1 && new Set(matching.map(sameChoice)).size > 1;
          if (differing && normName(step.verb.text) !== 'pass') return this.fail(step, `ambiguous: ${matching.length} legal actions fit; say which (e.g. ${JSON.stringify(matching[1]).slice(0, 160)})`);
          const why = this.apply(matching[0] as Action, handle);
          return why ? this.fail(step, why) : undefined;
        }
      }
      // Not this player's move yet (or not possible until the stack resolves): pass for whoever has priority.
      if (aw.kind === 'priority' && !(aw.player === player && this.state.stack.length === 0 && normName(step.verb.text) === 'pass')) {
        const why = this.apply({ type: 'pass', player: aw.player });
        if (why) return this.fail(step, why);
        continue;
      }
      return this.fail(step, this.whyNot(step, player, args, subject));
    }
    this.fail(step, 'the scenario did not reach this action');
  }

  whyNot(step: ScenarioAction, player: PlayerId, args: Record<string, Value>, subject: Value | undefined): string {
    const aw = this.engine.awaiting(this.state);
    if (aw.kind === 'choice' && aw.player !== player) return `the game waits for ${aw.player} to choose (${this.state.choice?.prompt ?? ''})`;
    if (aw.kind === 'free' && aw.player !== player) return `it is ${aw.player}'s Action Phase`;
    const verb = normName(step.verb.text);
    const unit = (v: Value | undefined) => (v && typeof v === 'object' && !Array.isArray(v) && v.t === 'unit' ? v.id : '');
    const space = (v: Value | undefined) => (v && typeof v === 'object' && !Array.isArray(v) && v.t === 'space' ? { x: v.x, y: v.y } : { x: -1, y: -1 });
    let probe: Action | undefined;
    if (verb === 'move') probe = { type: 'move', player, unit: unit(subject), to: space(args.to) };
    if (verb === 'attack') probe = { type: 'attack', player, unit: unit(subject), target: unit(args.target ?? args.on) };
    if (verb === 'directattack') probe = { type: 'direct-attack', player, unit: unit(subject) };
    if (['play', 'activate', 'advance', 'set', 'summon', 'respond'].includes(verb) && typeof subject === 'string') {
      const zones = this.state.players[player].zones;
      const iid = [...zones.hand, ...zones['in-play'], ...zones['advance-deck']].find((c) => this.cardMatches(c, subject));
      if (!iid) return `${player} has no "${subject}" in hand, in play or in the advance deck`;
      const targets = Object.fromEntries(Object.entries(args).filter(([k]) => k !== 'at' && k !== 'to'));
      if (verb === 'summon') probe = { type: 'summon', player, card: iid, to: space(args.to ?? args.at) };
      else if (verb === 'set') probe = { type: 'set', player, card: iid };
      else if (verb === 'advance') probe = { type: 'advance', player, card: iid, targets };
      else if (verb === 'activate') probe = { type: 'activate', player, card: iid, targets, event: -1 };
      else probe = { type: 'play', player, card: iid, targets };
    }
    const reason = probe ? this.engine.explainIllegal(this.state, probe) : null;
    return `no legal ${step.verb.text} for ${player} fits the script${reason ? `: ${reason}` : ''}`;
  }

  fail(step: { range: { start: { line: number } } }, message: string): void {
    this.failures.push({ line: step.range.start.line, message });
  }

  context(): EvalContext {
    const g = new G(this.engine.def, this.state, new EventLog(this.state.seq, false));
    const locals: Record<string, Value> = { a: { t: 'player', p: 'A' }, b: { t: 'player', p: 'B' } };
    for (const [k, v] of Object.entries(this.handles)) if (v.startsWith('u')) locals[k] = { t: 'unit', id: v };
    return { world: g.world, locals, params: {}, subject: null, controller: 'A' };
  }

  check(e: Expectation): void {
    this.expectations++;
    const before = this.failures.length;
    this.checkOne(e);
    const failure = this.failures.length > before ? this.failures[this.failures.length - 1] : undefined;
    this.checks.push({ line: e.range.start.line, after: this.timeline.length, passed: !failure, ...(failure ? { message: failure.message } : {}) });
  }

  private checkOne(e: Expectation): void {
    const s = this.state;
    const unitOf = (n: Name) => {
      const id = this.unitId(n.text);
      return id ? s.units[id] : undefined;
    };
    switch (e.kind) {
      case 'ExpectCompare': {
        const ctx = this.context();
        try {
          const l = evaluate(e.comparison.left, ctx);
          const r = evaluate(e.comparison.right, ctx);
          if (!compare(e.comparison.op, l, r)) this.fail(e, `expected ${show(e.comparison.left)} ${e.comparison.op} ${show(e.comparison.right)}, but it is ${ctx.world.describe(l)}`);
        } catch (err) {
          this.fail(e, err instanceof Error ? err.message : String(err));
        }
        return;
      }
      case 'ExpectAt': {
        const u = unitOf(e.unit);
        if (!u || !u.at || u.at.x !== e.at.x || u.at.y !== e.at.y) this.fail(e, `expected ${e.unit.text} at (${e.at.x},${e.at.y}), but it is ${u?.at ? `at (${u.at.x},${u.at.y})` : 'not on the board'}`);
        return;
      }
      case 'ExpectInZone': {
        const zone = zoneByName(e.zone.text);
        if (!zone) return this.fail(e, `unknown zone "${e.zone.text}"`);
        const present = s.players[e.player].zones[zone].some((iid) => this.cardMatches(iid, e.card.text));
        if (present === e.negated) this.fail(e, `expected "${e.card.text}" ${e.negated ? 'not ' : ''}in ${e.player}'s ${zone}`);
        return;
      }
      case 'ExpectStatus': {
        const u = unitOf(e.unit);
        const g = new G(this.engine.def, s);
        if (!u || hasStatus(g, u.id, e.status.text) === e.negated) this.fail(e, `expected ${e.unit.text} ${e.negated ? 'not ' : ''}${e.status.text}`);
        return;
      }
      case 'ExpectLog': {
        const found = this.events.some((ev) => ev.text.includes(e.text));
        if (found === e.negated) this.fail(e, `expected the log ${e.negated ? 'not ' : ''}to contain "${e.text}"`);
        return;
      }
      case 'ExpectDefeated': {
        const u = unitOf(e.unit);
        if (!u || !u.removed) this.fail(e, `expected ${e.unit.text} to be defeated`);
        return;
      }
      case 'ExpectWinner': {
        const winner = s.winner ?? 'none';
        if (winner !== e.winner) this.fail(e, `expected winner ${e.winner}, but it is ${winner}`);
        return;
      }
    }
  }
}

function show(e: Expr): string {
  if (e.kind === 'Number') return String(e.value);
  if (e.kind === 'Ref') return e.path.map((p) => p.text).join('.');
  return 'value';
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
  const name = decl.name.text;
  let runner: Runner;
  try {
    const start = startScenario(engine, decl);
    runner = new Runner(engine, start.handles, start.state);
    runner.events.push(...start.events);
  } catch (err) {
    return { name, passed: false, failures: [{ line: decl.range.start.line, message: err instanceof Error ? err.message : String(err) }], events: [], state: engine.position({ seed: 0, turn: { number: 1, player: 'A', phase: 'setup' }, players: {} }).state, actions: [], expectations: 0, timeline: [], checks: [] };
  }
  for (const step of decl.steps) {
    if (runner.failures.length > 0) break;
    runner.line = step.range.start.line;
    switch (step.kind) {
      case 'ScenarioAction':
        runner.act(step);
        break;
      case 'ScenarioRolls':
        runner.state = { ...runner.state, rng: { ...runner.state.rng, forced: [...runner.state.rng.forced, ...step.values] } };
        runner.pendingRolls = [...runner.pendingRolls, ...step.values];
        break;
      case 'ScenarioExpect':
        runner.settleStack();
        for (const e of step.expectations) runner.check(e);
        break;
      case 'ScenarioComment':
        runner.events.push({ seq: -1, kind: 'comment', text: `// ${step.text}` });
        break;
    }
  }
  if (runner.failures.length === 0) {
    runner.line = decl.range.end.line;
    runner.settleStack();
    const left = runner.state.rng.forced;
    if (left.length > 0) runner.failures.push({ line: decl.range.end.line, message: `${left.length} scripted roll${left.length === 1 ? ' was' : 's were'} not used: ${left.join(', ')}` });
  }
  return { name, passed: runner.failures.length === 0, failures: runner.failures, events: runner.events, state: runner.state, actions: runner.actions, expectations: runner.expectations, timeline: runner.timeline, checks: runner.checks };
}

