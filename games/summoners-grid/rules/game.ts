import type { CardDecl, Expr, FormulaDef } from '../../../dsl/ast';
import { EventLog, type GameEvent, type JsonValue } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import { evalNumber, type EvalContext } from '../interpret/expr';
import { normName } from '../interpret/values';
import type { Behaviours } from './behaviour';
import { ContentError, requireCard, type Content } from './content';
import { SETTING } from './rule-names';
import type { CardInstance, GameState, TriggerEvent, Unit } from './state';
import type { UnitStats } from './stats';
import { SgWorld } from './world';

/** Everything about a game that is not state: the content and how cards behave. */
export interface EngineDef {
  content: Content;
  behaviours: Behaviours;
}

/**
 * The working context of one query or one `apply`: the state (a private copy during `apply`), the
 * engine definition, the event log and caches. Rules code takes a `G` and mutates `g.s` only inside
 * `apply`; queries (legal actions, views) never mutate.
 */
export class G {
  readonly world: SgWorld;
  private statsCache: Map<string, UnitStats>;
  private settingCache: Map<string, number | undefined>;
  private memos: Map<string, unknown>;
  /** Values kept across changes: their users check that they still hold (see `kept`). */
  private keptValues: Map<string, unknown>;
  /** Card instances this G has copied (see `editCard`). */
  private ownCards = new Set<string>();
  /** The caches are another G's, read but not yet written (see `copyCaches`). */
  private borrowed = false;

  /** With `shareWith`, a G over the very same state object: this query shares its caches (queries never mutate). */
  constructor(
    readonly e: EngineDef,
    readonly s: GameState,
    readonly log: EventLog = new EventLog(s.seq, true),
    shareWith?: G,
  ) {
    this.world = new SgWorld(this);
    this.statsCache = shareWith ? shareWith.statsCache : new Map();
    this.settingCache = shareWith ? shareWith.settingCache : new Map();
    this.memos = shareWith ? shareWith.memos : new Map();
    this.keptValues = shareWith ? shareWith.keptValues : new Map();
  }

  get content(): Content {
    return this.e.content;
  }

  /**
   * Starts from the caches of `other`, a G over a state equal to this one (`apply` checks the action on
   * the caller's state and then works on a copy of it: the copy's first queries need not start afresh).
   * They are copied when this G first writes to them, or dropped at its first change (most actions
   * change something at once, and copying maps only to clear them was a tenth of what an action
   * allocated): this G's writes must not reach `other`'s caches, which other queries of the caller's
   * state may share (`queryOf`).
   */
  copyCaches(other: G): void {
    this.statsCache = other.statsCache;
    this.settingCache = other.settingCache;
    this.memos = other.memos;
    this.keptValues = other.keptValues;
    this.borrowed = true;
  }

  /** Makes the caches this G's own (copies of those it borrowed): before any write, and before `apply` hands the G on. */
  ownCaches(): void {
    if (!this.borrowed) return;
    this.borrowed = false;
    this.statsCache = new Map(this.statsCache);
    this.settingCache = new Map(this.settingCache);
    this.memos = new Map(this.memos);
    this.keptValues = new Map(this.keptValues);
  }

  /** Call after any change that can affect stats (levels, roles, modifiers, positions, buildings). */
  changed(): void {
    if (this.borrowed) {
      this.borrowed = false;
      this.statsCache = new Map();
      this.settingCache = new Map();
      this.memos = new Map();
      this.keptValues = new Map(this.keptValues);
      return;
    }
    this.statsCache.clear();
    this.settingCache.clear();
    this.memos.clear();
  }

  /** A value computed once until the next change. */
  memo<T>(key: string, compute: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const v = compute();
    this.ownCaches();
    this.memos.set(key, v);
    return v;
  }

  /**
   * A value kept under `key` across changes (`changed` does not drop it), with what it was computed
   * from: the caller compares that with the present before using it.
   */
  kept<T>(key: string): T | undefined {
    return this.keptValues.get(key) as T | undefined;
  }

  keep(key: string, value: unknown): void {
    this.ownCaches();
    this.keptValues.set(key, value);
  }

  cachedStats(unit: string): UnitStats | undefined {
    return this.statsCache.get(unit);
  }

  cacheStats(unit: string, stats: UnitStats): void {
    this.ownCaches();
    this.statsCache.set(unit, stats);
  }

  id(prefix: string): string {
    const n = this.s.nextId;
    this.s.nextId = n + 1;
    return `${prefix}${n}`;
  }

  card(iid: string): CardInstance {
    const c = this.s.cards[iid];
    if (!c) throw new ContentError(`no card instance ${iid}`);
    return c;
  }

  /**
   * A card instance to change. States share unchanged card instances (`cloneState` copies the card
   * record, not the cards), so a change goes to a copy, made the first time this G edits the card.
   */
  editCard(iid: string): CardInstance {
    const c = this.card(iid);
    if (this.ownCards.has(iid)) return c;
    const copy: CardInstance = { ...c };
    this.s.cards[iid] = copy;
    this.ownCards.add(iid);
    return copy;
  }

  /** Puts a new instance in place of card `iid` (a changed copy this G made; see `editCard`). */
  replaceCard(iid: string, card: CardInstance): void {
    this.s.cards[iid] = card;
    this.ownCards.add(iid);
  }

  decl(iid: string): CardDecl {
    return requireCard(this.content, this.card(iid).card);
  }

  unit(id: string): Unit {
    const u = this.s.units[id];
    if (!u) throw new ContentError(`no unit ${id}`);
    return u;
  }

  /** A log line. With `trigger`, also an event that triggered abilities and counters can respond to. */
  emit(kind: string, text: string | (() => string), trigger?: Omit<TriggerEvent, 'seq' | 'kind' | 'turn'>, extra: Omit<GameEvent, 'seq' | 'kind' | 'text'> = {}): GameEvent {
    const data = trigger ? { ...(extra.data ?? {}), ...(trigger as { [k: string]: JsonValue }) } : extra.data;
    const event = this.log.emit(kind, text, data ? { ...extra, data } : extra);
    this.s.seq = this.log.seq;
    if (trigger) this.s.pendingEvents.push({ seq: event.seq, kind, turn: this.s.turn.number, ...trigger });
    return event;
  }

  formula(names: readonly string[]): FormulaDef | undefined {
    for (const n of names) {
      const f = this.content.formulas.get(normName(n));
      if (f) return f;
    }
    return undefined;
  }

  requireFormula(names: readonly string[]): FormulaDef {
    const f = this.formula(names);
    if (!f) throw new ContentError(`the ruleset has no formula "${names[0]}"`);
    return f;
  }

  /** A context for formulas with no subject (settings, plain numbers). */
  plainContext(controller: PlayerId): EvalContext {
    return { world: this.world, locals: {}, params: {}, subject: null, controller };
  }

  /** A ruleset setting for a player, after rule overrides in play. */
  setting(names: readonly string[], player: PlayerId): number | undefined {
    const fixed = fixedSetting(this, names);
    if (fixed) return fixed.value;
    const key = `${player}:${names[0]}`;
    if (this.settingCache.has(key)) return this.settingCache.get(key);
    const { expr, rule } = settingDecl(this.content, names);
    const base = expr ? evalNumber(expr, this.plainContext(player)) : undefined;
    const value = this.e.behaviours.overrideRule(this, rule, player, base);
    this.ownCaches();
    this.settingCache.set(key, value);
    return value;
  }

  requireSetting(key: keyof typeof SETTING, player: PlayerId): number {
    const v = this.setting(SETTING[key], player);
    if (v === undefined) throw new ContentError(`the ruleset has no setting "${SETTING[key][0]}"`);
    return v;
  }

  settingOr(key: keyof typeof SETTING, player: PlayerId, fallback: number): number {
    return this.setting(SETTING[key], player) ?? fallback;
  }
}

/** The ruleset's expression of a setting (the first of its spellings the ruleset has) and the rule's name for overrides. */
function settingDecl(content: Content, names: readonly string[]): { expr: Expr | undefined; rule: string } {
  let expr: Expr | undefined;
  let name = '';
  for (const n of names) {
    expr = content.settings.get(normName(n));
    name = n;
    if (expr) break;
  }
  return { expr, rule: normName(name || (names[0] ?? '')) };
}

/**
 * Per content and setting (by its list of spellings): the value when it cannot change during a game (a
 * plain number, or absent, that no card can override), else null. Most settings are such constants, and
 * unit stats ask for some of them every time.
 */
const fixedSettings = new WeakMap<object, WeakMap<readonly string[], { value: number | undefined } | null>>();

function fixedSetting(g: G, names: readonly string[]): { value: number | undefined } | null {
  let byNames = fixedSettings.get(g.content);
  if (!byNames) {
    // Weak: formulas and win lines pass one interned list per name (rules/world.ts), other callers lists
    // of their own, which this cache must not keep alive.
    byNames = new WeakMap();
    fixedSettings.set(g.content, byNames);
  }
  let fixed = byNames.get(names);
  if (fixed === undefined) {
    const { expr, rule } = settingDecl(g.content, names);
    const overridable = g.e.behaviours.overridable?.(g, rule) ?? true;
    fixed = overridable ? null : !expr ? { value: undefined } : expr.kind === 'Number' ? { value: expr.value } : null;
    byNames.set(names, fixed);
  }
  return fixed;
}
