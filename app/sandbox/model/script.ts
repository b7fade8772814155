/**
 * A sandbox run written back as a scenario script: each applied action as a scripted step
 * (`B play "Blast Bolt" caster: fae target: warrior`), the rolls forced before it (`rolls 42, 73`), and
 * expectations that pin down the position reached (`warrior.hp = 44`, `fae at (5,10)`, `B.vp = 1`).
 * Saved with the starting setup, it re-runs as a test with the engine's scenario runner.
 *
 * The runner passes priority by itself until the script's next action fits, so a pass is written only
 * when the player had something else to do (a declined response); automatic passes are left out.
 */
import type { Action, Engine, GameState, Value } from '../../../games/summoners-grid/index';
import { findCard } from '../../../games/summoners-grid/index';
import type { Entry } from './grid-timeline';
import { freeHandle, quote } from './setup';

export interface ScriptStep {
  entry: Entry;
  before: GameState;
  after: GameState;
}

export interface Script {
  steps: string[];
  /** Unit id → handle, for the units the script names (the setup's and those created on the way). */
  handles: Map<string, string>;
  /** What the scenario language cannot say (the step is still written; the re-run will show it). */
  problems: string[];
}

function cardName(engine: Engine, state: GameState, iid: string): string {
  const card = state.cards[iid];
  return (card && findCard(engine.def.content, card.card)?.name.text) ?? iid;
}

function space(s: { x: number; y: number }): string {
  return `(${s.x},${s.y})`;
}

class ScriptWriter {
  readonly steps: string[] = [];
  readonly problems: string[] = [];
  readonly handles: Map<string, string>;
  private readonly taken: Set<string>;

  constructor(
    private readonly engine: Engine,
    setupHandles: Record<string, string>,
  ) {
    this.handles = new Map(Object.entries(setupHandles).flatMap(([handle, id]) => (id.startsWith('u') ? [[id, handle] as [string, string]] : [])));
    this.taken = new Set(this.handles.values());
  }

  private unit(id: string, state: GameState): string {
    const handle = this.handles.get(id);
    if (handle) return handle;
    this.problems.push(`unit ${id} (${this.describe(state, { t: 'unit', id })}) has no handle`);
    return id;
  }

  private describe(state: GameState, value: Value): string {
    return this.engine.describe(state, value);
  }

  private value(state: GameState, key: string, v: Value): string {
    if (v === null) return 'none';
    if (typeof v === 'number') return String(v);
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    if (typeof v === 'string') return quote(v);
    if (Array.isArray(v)) {
      const first = v[0];
      if (v.length !== 1) this.problems.push(`${key}: a list of ${v.length} (${v.map((x) => this.describe(state, x)).join(', ')}) is written as its first element`);
      return first ? this.value(state, key, first) : 'none';
    }
    switch (v.t) {
      case 'unit':
        return this.unit(v.id, state);
      case 'space':
        return space(v);
      case 'card':
        return quote(cardName(this.engine, state, v.iid));
      default:
        this.problems.push(`${key}: ${this.describe(state, v)} (a ${v.t}) cannot be named in a scenario script`);
        return quote(this.describe(state, v));
    }
  }

  private targets(state: GameState, targets: Record<string, Value>): string {
    return Object.entries(targets)
      .map(([k, v]) => ` ${k}: ${this.value(state, k, v)}`)
      .join('');
  }

  private placement(a: { anchor?: { x: number; y: number }; rotated?: boolean }): string {
    return `${a.anchor ? ` at ${space(a.anchor)}` : ''}${a.rotated ? ' rotated: yes' : ''}`;
  }

  /** The step for one action, or null for an automatic pass. */
  private line(a: Action, before: GameState): string | null {
    const p = a.player;
    switch (a.type) {
      case 'pass': {
        const alternatives = this.engine.legalActions(before, p).some((x) => x.type !== 'pass');
        return alternatives ? `${p} pass` : null;
      }
      case 'end-turn':
        return `${p} end-turn`;
      case 'choose':
        return a.option === -1 ? `${p} choose decline` : `${p} choose ${a.option}`;
      case 'summon':
        return `${p} summon ${quote(cardName(this.engine, before, a.card))} to ${space(a.to)}`;
      case 'move':
        return `${p} move ${this.unit(a.unit, before)} to ${space(a.to)}`;
      case 'attack':
        return `${p} attack ${this.unit(a.unit, before)} target: ${this.unit(a.target, before)}`;
      case 'direct-attack':
        return `${p} direct-attack ${this.unit(a.unit, before)}`;
      case 'play':
        return `${p} play ${quote(cardName(this.engine, before, a.card))}${this.targets(before, a.targets)}${this.placement(a)}`;
      case 'set':
        return `${p} set ${quote(cardName(this.engine, before, a.card))}${this.placement(a)}`;
      case 'activate':
        return `${p} activate ${quote(cardName(this.engine, before, a.card))}${this.targets(before, a.targets)}`;
      case 'advance':
        return `${p} advance ${quote(cardName(this.engine, before, a.card))}${this.targets(before, a.targets)}`;
    }
  }

  /** Names the units an action brought into play (`called: fae`), as the runner will. */
  private newUnits(before: GameState, after: GameState): string {
    const created = Object.keys(after.units).filter((id) => !before.units[id]);
    const first = created[0];
    if (!first) return '';
    for (const id of created.slice(1)) this.problems.push(`${this.describe(after, { t: 'unit', id })} entered play in the same step as another unit; only the first is named`);
    const unit = after.units[first];
    const handle = freeHandle(unit ? cardName(this.engine, after, unit.iid) : 'unit', this.taken);
    this.taken.add(handle);
    this.handles.set(first, handle);
    return ` called: ${handle}`;
  }

  add(step: ScriptStep): void {
    if (step.entry.rolls.length > 0) this.steps.push(`rolls ${step.entry.rolls.join(', ')}`);
    const line = this.line(step.entry.action, step.before);
    if (line !== null) this.steps.push(`${line}${this.newUnits(step.before, step.after)}`);
  }

  /** An `expect { … }` block for the position (units, statuses, VP, winner). */
  expectations(state: GameState): string[] {
    if (state.stack.length > 0) {
      this.problems.push('the stack is not empty here: expectations are checked once it resolves, so none are written');
      return [];
    }
    const lines: string[] = [];
    for (const [id, handle] of this.handles) {
      const unit = state.units[id];
      if (!unit) continue;
      if (unit.removed || !unit.at) {
        lines.push(`${handle} is defeated`);
        continue;
      }
      lines.push(`${handle} at ${space(unit.at)}`, `${handle}.hp = ${this.engine.unitStats(state, id).hp}`, `${handle}.level = ${unit.level}`);
      const statuses = new Set(state.statuses.filter((s) => s.unit === id).map((s) => s.status));
      for (const s of statuses) lines.push(`${handle} is ${s}`);
    }
    lines.push(`A.vp = ${state.players.A.vp}`, `B.vp = ${state.players.B.vp}`);
    if (state.winner) lines.push(`winner ${state.winner}`);
    return ['expect {', ...lines.map((l) => `  ${l}`), '}'];
  }
}

/** The scenario lines of `steps` alone (no expectations), e.g. the opponent's step a default test position ends with. */
export function scriptSteps(engine: Engine, setupHandles: Record<string, string>, steps: readonly ScriptStep[]): string[] {
  const writer = new ScriptWriter(engine, setupHandles);
  for (const step of steps) writer.add(step);
  return writer.steps;
}

/** The script of `steps` (applied in order from the setup whose unit handles are `setupHandles`). */
export function writeScript(engine: Engine, setupHandles: Record<string, string>, steps: readonly ScriptStep[], end: GameState): Script {
  const writer = new ScriptWriter(engine, setupHandles);
  for (const step of steps) writer.add(step);
  const expect = writer.expectations(end);
  return { steps: [...writer.steps, ...expect], handles: writer.handles, problems: writer.problems };
}
