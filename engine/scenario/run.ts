import type { Expectation, Expr, Name, ScenarioAction, ScenarioDecl, SpaceLit } from '../../dsl/ast';
import type { Engine } from '../core/engine';
import type { GameEvent } from '../core/events';
import { actorOf, type GameAction } from '../core/game';
import type { PlayerId } from '../core/players';
import { compare } from '../core/formula/conditions';
import { evaluate, type EvalContext } from '../core/formula/expr';
import { normName, type Value } from '../core/formula/values';

/**
 * Runs a scenario of any game: builds its position, plays its scripted actions (each matched against the
 * legal actions of the moment, answering response windows automatically where the script goes on),
 * scripts its rolls, and checks its expectations. A scenario passes when every action was legal, every
 * expectation held and every scripted roll was used. What is particular to a game (its positions, how a
 * step's words match its actions, what its expectations read) comes from its `ScenarioSupport`.
 */
export interface ScenarioFailure {
  line: number;
  message: string;
}

/**
 * One applied action of a run, with the scripted rolls forced just before it and the script line that led
 * to it (automatic answers carry the line of the step they made room for). Replaying the timeline from
 * the start position (script `rolls`, then apply `action`) reproduces the run exactly: the sandbox steps
 * through scenarios this way.
 */
export interface TimelineEntry<A> {
  action: A;
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

export interface ScenarioResult<S, A> {
  name: string;
  passed: boolean;
  failures: ScenarioFailure[];
  events: GameEvent[];
  state: S;
  actions: A[];
  expectations: number;
  timeline: TimelineEntry<A>[];
  /** Every expectation reached, in script order (a run stops at its first failing step). */
  checks: ExpectationCheck[];
}

/** A step's operand as written: an expression (a handle, a number), a space, or a word. */
export type ArgValue = Expr | SpaceLit | Name;

/** The scripted step with its operands read: `subject` (what the verb acts on) and named `args`. */
export interface ReadStep<E extends object> {
  step: ScenarioAction;
  /** The verb, normalised (`end-turn` → `endturn`). */
  verb: string;
  subject: Value<E> | undefined;
  args: Record<string, Value<E>>;
}

/** What a game tells the scenario runner. Handles are the script's names for things, mapped to the game's ids. */
export interface ScenarioSupport<S, A extends GameAction, E extends object> {
  /** The position the scenario sets up, settled, with its handles; throws with a message on a bad setup. */
  start(decl: ScenarioDecl): { state: S; handles: Record<string, string>; events: GameEvent[] };
  /** A fallback state for a scenario whose setup failed (the result still carries a state). */
  empty(): S;
  /** An operand as a value: a handle's entity, a space, a number, else its text (a card name, a word). */
  argument(state: S, handles: Readonly<Record<string, string>>, arg: ArgValue): Value<E>;
  /** Does a legal action fit the scripted step? */
  fits(state: S, read: ReadStep<E>, action: A): boolean;
  /** A key under which two fitting actions are the same choice (two copies of one card are). */
  choiceKey(state: S, action: A): string;
  /**
   * Why no legal action fits, in full: `noFit(read, player, reason)` words the usual message around the
   * game's refusal of the action the step describes; a game may say instead whom the game waits for.
   */
  whyNot(state: S, read: ReadStep<E>, player: PlayerId): string;
  /** Ids of things that entered play between two states, each with the names a script may call it by. */
  newcomers(before: S, after: S): Array<{ id: string; names: string[] }>;
  /** Is the stack (or whatever answers must empty before expectations are read) still busy? */
  resolving(state: S): boolean;
  /** The formula context expectations are evaluated in; `A` and `B` and every handle are locals. */
  context(state: S, handles: Readonly<Record<string, string>>): EvalContext<E, unknown>;
  /** Checks an expectation the core does not read itself (a zone, a space, a status); null when it holds. */
  expect(state: S, handles: Readonly<Record<string, string>>, e: Expectation): string | null;
}

class Runner<S, A extends GameAction, E extends object> {
  events: GameEvent[] = [];
  actions: A[] = [];
  failures: ScenarioFailure[] = [];
  expectations = 0;
  timeline: TimelineEntry<A>[] = [];
  checks: ExpectationCheck[] = [];
  /** Rolls scripted since the last applied action (they belong to the next one). */
  pendingRolls: number[] = [];
  /** The script line being worked on. */
  line = 0;
  readonly handles: Record<string, string> = {};

  constructor(
    readonly engine: Engine<S, A>,
    readonly support: ScenarioSupport<S, A, E>,
    handles: Record<string, string>,
    public state: S,
  ) {
    for (const [k, v] of Object.entries(handles)) this.handles[normName(k)] = v;
  }

  private apply(action: A, handle?: string): string | null {
    const before = this.state;
    const r = this.engine.apply(this.state, action);
    if (!r.ok) return r.reason;
    this.state = r.state;
    this.events.push(...r.events);
    this.actions.push(action);
    this.timeline.push({ action, rolls: this.pendingRolls, line: this.line });
    this.pendingRolls = [];
    // Things entering play get handles: their card's name, and the step's `called:` name.
    for (const { id, names } of this.support.newcomers(before, this.state)) {
      for (const n of names) this.handles[normName(n)] = id;
      if (handle) this.handles[normName(handle)] = id;
    }
    return null;
  }

  /** Answers response windows while something is resolving, without closing an empty-stack window. */
  settle(): void {
    for (let i = 0; i < 200 && this.support.resolving(this.state); i++) {
      const aw = this.engine.awaiting(this.state);
      const answer = aw.kind === 'priority' ? this.engine.game.ai.answer(this.state, aw) : null;
      if (!answer || this.apply(answer)) return;
    }
  }

  read(step: ScenarioAction): { read: ReadStep<E>; handle: string | undefined } {
    const args: Record<string, Value<E>> = {};
    let handle: string | undefined;
    for (const arg of step.args) {
      const key = normName(arg.name.text);
      if (key === 'as' || key === 'called' || key === 'handle') handle = arg.value.kind === 'Name' ? arg.value.text : arg.value.kind === 'Ref' ? arg.value.path.map((p) => p.text).join('.') : undefined;
      else args[key] = this.support.argument(this.state, this.handles, arg.value);
    }
    const subject = step.subject ? this.support.argument(this.state, this.handles, step.subject) : undefined;
    return { read: { step, verb: normName(step.verb.text), subject, args }, handle };
  }

  act(step: ScenarioAction): void {
    const { read, handle } = this.read(step);
    const player: PlayerId = step.player;
    for (let guard = 0; guard < 400; guard++) {
      const aw = this.engine.awaiting(this.state);
      if (aw.kind === 'over') return this.fail(step, 'the game is already over');
      if (actorOf(aw) === player || (aw.kind === 'simultaneous' && aw.players.includes(player))) {
        const matching = this.engine.legalActions(this.state, player).filter((a) => this.support.fits(this.state, read, a));
        if (step.refused) return this.refuse(step, read, matching);
        if (matching.length > 0) {
          const differing = matching.length > 1 && new Set(matching.map((m) => this.support.choiceKey(this.state, m))).size > 1;
          if (differing && read.verb !== 'pass') return this.fail(step, `ambiguous: ${matching.length} legal actions fit; say which (e.g. ${JSON.stringify(matching[1]).slice(0, 160)})`);
          const why = this.apply(matching[0] as A, handle);
          return why ? this.fail(step, why) : undefined;
        }
      }
      // Not this player's move yet (or not possible until the stack resolves): answer for whoever has priority.
      if (aw.kind === 'priority' && !(aw.player === player && !this.support.resolving(this.state) && read.verb === 'pass')) {
        const answer = this.engine.game.ai.answer(this.state, aw);
        const why = answer ? this.apply(answer) : 'nobody answers the response window';
        if (why) return this.fail(step, why);
        continue;
      }
      // A refusal says something only where the player could act: waiting on someone else is not one.
      if (step.refused) return this.fail(step, `${player} cannot act here at all (${this.support.whyNot(this.state, read, player)}), so the refusal proves nothing`);
      return this.fail(step, this.support.whyNot(this.state, read, player));
    }
    this.fail(step, 'the scenario did not reach this action');
  }

  /**
   * `A cannot …`: the player may act, and no legal action fits the step. The game's reason goes into the
   * log (`log contains "…"` can check it); nothing is applied.
   */
  private refuse(step: ScenarioAction, read: ReadStep<E>, matching: A[]): void {
    if (matching.length > 0) return this.fail(step, `expected no legal ${step.verb.text} for ${step.player}, but ${matching.length} fit${matching.length === 1 ? 's' : ''} the script: ${JSON.stringify(matching[0]).slice(0, 160)}`);
    this.events.push({ seq: -1, kind: 'comment', text: `refused: ${this.support.whyNot(this.state, read, step.player)}` });
  }

  fail(step: { range: { start: { line: number } } }, message: string): void {
    this.failures.push({ line: step.range.start.line, message });
  }

  check(e: Expectation): void {
    this.expectations++;
    const message = this.checkOne(e);
    if (message) this.fail(e, message);
    this.checks.push({ line: e.range.start.line, after: this.timeline.length, passed: !message, ...(message ? { message } : {}) });
  }

  private checkOne(e: Expectation): string | null {
    switch (e.kind) {
      case 'ExpectCompare': {
        const ctx = this.support.context(this.state, this.handles);
        try {
          const l = evaluate(e.comparison.left, ctx);
          const r = evaluate(e.comparison.right, ctx);
          return compare(e.comparison.op, l, r) ? null : `expected ${show(e.comparison.left)} ${e.comparison.op} ${show(e.comparison.right)}, but it is ${ctx.world.describe(l)}`;
        } catch (err) {
          return err instanceof Error ? err.message : String(err);
        }
      }
      case 'ExpectLog': {
        const found = this.events.some((ev) => ev.text.includes(e.text));
        return found === e.negated ? `expected the log ${e.negated ? 'not ' : ''}to contain "${e.text}"` : null;
      }
      case 'ExpectWinner': {
        const winner = this.engine.outcome(this.state)?.winner ?? 'none';
        return winner !== e.winner ? `expected winner ${e.winner}, but it is ${winner}` : null;
      }
      default:
        return this.support.expect(this.state, this.handles, e);
    }
  }

  /** Scripted draws still waiting in the generator, in words. */
  unusedRolls(): string | null {
    const rng = this.engine.game.random.get(this.state);
    const left = [...rng.forced.map(String), ...Object.entries(rng.script ?? {}).flatMap(([kind, q]) => (q as unknown[]).map((v) => `${kind} ${JSON.stringify(v)}`))];
    return left.length > 0 ? `${left.length} scripted roll${left.length === 1 ? ' was' : 's were'} not used: ${left.join(', ')}` : null;
  }
}

/** The usual words for a step no legal action fits, with the game's reason when it has one. */
export function noFit<E extends object>(read: ReadStep<E>, player: PlayerId, reason: string | null): string {
  return `no legal ${read.step.verb.text} for ${player} fits the script${reason ? `: ${reason}` : ''}`;
}

function show(e: Expr): string {
  if (e.kind === 'Number') return String(e.value);
  if (e.kind === 'Ref') return e.path.map((p) => p.text).join('.');
  return 'value';
}

export function runScenario<S, A extends GameAction, E extends object>(engine: Engine<S, A>, support: ScenarioSupport<S, A, E>, decl: ScenarioDecl): ScenarioResult<S, A> {
  const name = decl.name.text;
  let runner: Runner<S, A, E>;
  try {
    const start = support.start(decl);
    runner = new Runner(engine, support, start.handles, start.state);
    runner.events.push(...start.events);
  } catch (err) {
    return { name, passed: false, failures: [{ line: decl.range.start.line, message: err instanceof Error ? err.message : String(err) }], events: [], state: support.empty(), actions: [], expectations: 0, timeline: [], checks: [] };
  }
  for (const step of decl.steps) {
    if (runner.failures.length > 0) break;
    runner.line = step.range.start.line;
    switch (step.kind) {
      case 'ScenarioAction':
        runner.act(step);
        break;
      case 'ScenarioRolls':
        runner.state = engine.script(runner.state, step.values.map((value) => ({ kind: 'd100' as const, value })));
        runner.pendingRolls = [...runner.pendingRolls, ...step.values];
        break;
      case 'ScenarioExpect':
        runner.settle();
        for (const e of step.expectations) runner.check(e);
        break;
      case 'ScenarioComment':
        runner.events.push({ seq: -1, kind: 'comment', text: `// ${step.text}` });
        break;
    }
  }
  if (runner.failures.length === 0) {
    runner.line = decl.range.end.line;
    runner.settle();
    const unused = runner.unusedRolls();
    if (unused) runner.failures.push({ line: decl.range.end.line, message: unused });
  }
  return { name, passed: runner.failures.length === 0, failures: runner.failures, events: runner.events, state: runner.state, actions: runner.actions, expectations: runner.expectations, timeline: runner.timeline, checks: runner.checks };
}
