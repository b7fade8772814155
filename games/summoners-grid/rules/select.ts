import type { Filter, Selector } from '../../../dsl/ast';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { compare, testCondition } from '../interpret/conditions';
import { evaluate, toNumber, type EvalContext } from '../interpret/expr';
import { isEntity, normName, sameEntity, type EntityRef, type Value } from '../interpret/values';
import { allSpaces, distance, inBounds, territoryOf, unitAt, unitsOnBoard } from './board';
import { findCard } from './content';
import type { G } from './game';
import type { Space, Unit, ZoneName } from './state';
import { unitStats } from './stats';
import { hasStatus } from './units';

/** Selectors and filters: "enemy summon within 6 of caster", "an empty space adjacent to caster". */
const ONLY: Record<PlayerId, readonly PlayerId[]> = { A: ['A'], B: ['B'] };
const BOTH: readonly PlayerId[] = ['A', 'B'];

/** The players a selector's owner names (shared lists: nobody changes them). */
function owners(owner: Selector['owner'], controller: PlayerId): readonly PlayerId[] {
  if (owner === 'you') return ONLY[controller];
  if (owner === 'opponent') return ONLY[opponentOf(controller)];
  return BOTH;
}

/**
 * One entity reference per unit id, like the board's space references: references are values nobody
 * changes, and a selector over the summons (a species trait's "while you control 2 … summons" is
 * tested after every change) made one per unit per call. Emptied past 10,000 ids.
 */
const unitRefs = new Map<string, EntityRef>();

function unitRef(id: string): EntityRef {
  let ref = unitRefs.get(id);
  if (!ref) {
    if (unitRefs.size >= 10_000) unitRefs.clear();
    ref = { t: 'unit', id };
    unitRefs.set(id, ref);
  }
  return ref;
}

const ZONE_ALIASES: Record<string, ZoneName> = {
  hand: 'hand',
  maindeck: 'main-deck',
  deck: 'main-deck',
  advancedeck: 'advance-deck',
  discard: 'discard',
  discardpile: 'discard',
  recharge: 'recharge',
  rechargepile: 'recharge',
  inplay: 'in-play',
  removed: 'removed',
};

export function zoneByName(name: string): ZoneName | undefined {
  return ZONE_ALIASES[normName(name)];
}

export function select(g: G, selector: Selector, ctx: EvalContext): EntityRef[] {
  const who = owners(selector.owner, ctx.controller);
  let candidates: EntityRef[] = [];
  switch (selector.entity) {
    case 'summon':
    case 'removed-summon': {
      // Filtered as they are found: no list of every candidate first.
      const removed = selector.entity === 'removed-summon';
      const tests = selector.filters.length === 0 ? null : selector.filters.map((f) => prepare(g, f, ctx));
      for (const id in g.s.units) {
        const u = g.s.units[id] as Unit;
        if (u.removed !== removed || (!removed && !u.at) || !who.includes(u.controller)) continue;
        const ref = unitRef(id);
        if (tests === null || passes(tests, ref)) candidates.push(ref);
      }
      return candidates;
    }
    case 'space': {
      const spaces = candidateSpaces(g, selector.filters, ctx);
      if (spaces === allSpaces(g)) {
        const every = allSpaceRefs(spaces);
        return selector.filters.length === 0 ? [...every] : filtered(g, every, selector.filters, ctx);
      }
      candidates = spaces.map((s) => ({ t: 'space', x: s.x, y: s.y }));
      break;
    }
    case 'card': {
      const zone = selector.zone ? zoneByName(selector.zone.text) : 'hand';
      if (!zone) return [];
      for (const p of who) for (const iid of g.s.players[p].zones[zone]) candidates.push({ t: 'card', iid });
      break;
    }
    case 'building':
      for (const id in g.s.buildings) {
        const b = g.s.buildings[id];
        if (b && who.includes(b.controller)) candidates.push({ t: 'building', id });
      }
      break;
    case 'player':
      candidates = who.map((p) => ({ t: 'player', p }));
      break;
  }
  return selector.filters.length === 0 ? candidates : filtered(g, candidates, selector.filters, ctx);
}

function filtered(g: G, candidates: readonly EntityRef[], filters: readonly Filter[], ctx: EvalContext): EntityRef[] {
  const tests = filters.map((f) => prepare(g, f, ctx));
  return candidates.filter((c) => passes(tests, c));
}

function passes(tests: ReadonlyArray<(e: EntityRef) => boolean>, e: EntityRef): boolean {
  for (const t of tests) if (!t(e)) return false;
  return true;
}

/** The whole board's spaces as entity references, made once per board (references are values: none is changed in place). */
const spaceRefsOf = new WeakMap<readonly Space[], readonly EntityRef[]>();

function allSpaceRefs(spaces: readonly Space[]): readonly EntityRef[] {
  let refs = spaceRefsOf.get(spaces);
  if (!refs) {
    refs = spaces.map((s): EntityRef => ({ t: 'space', x: s.x, y: s.y }));
    spaceRefsOf.set(spaces, refs);
  }
  return refs;
}

/**
 * The spaces worth testing for a space selector: filters that bound the area (adjacent to, within N of,
 * on a building's spaces, a territory) narrow the board before every filter is checked.
 */
function candidateSpaces(g: G, filters: readonly Filter[], ctx: EvalContext): readonly Space[] {
  let area: Space[] | null = null;
  const narrow = (spaces: Space[]) => {
    area = area === null ? spaces : area.filter((a) => spaces.some((s) => s.x === a.x && s.y === a.y));
  };
  for (const f of filters) {
    if (f.kind === 'Adjacent' || f.kind === 'Within') {
      const around = positionsOf(g, evaluate(f.of, ctx));
      const d = f.kind === 'Adjacent' ? 1 : toNumber(evaluate(f.distance, ctx), 'distance');
      const out: Space[] = [];
      const seen = new Set<number>();
      for (const c of around) {
        for (let y = c.y - d; y <= c.y + d; y++) {
          for (let x = c.x - d; x <= c.x + d; x++) {
            const s = { x, y };
            if (!inBounds(g, s) || seen.has(y * 64 + x)) continue;
            seen.add(y * 64 + x);
            out.push(s);
          }
        }
      }
      narrow(out);
    } else if (f.kind === 'OnSpaces') narrow(positionsOf(g, evaluate(f.of, ctx)));
  }
  return area ?? allSpaces(g);
}

/** A filter as a test, with its own operands (`of caster`, `within 6`) evaluated once. */
function prepare(g: G, f: Filter, ctx: EvalContext): (e: EntityRef) => boolean {
  switch (f.kind) {
    case 'Within': {
      const of = positionsOf(g, evaluate(f.of, ctx));
      const limit = toNumber(evaluate(f.distance, ctx), 'distance');
      return (e) => distanceFrom(g, e, of) <= limit;
    }
    case 'Adjacent': {
      const of = positionsOf(g, evaluate(f.of, ctx));
      return (e) => distanceFrom(g, e, of) === 1;
    }
    case 'OnSpaces': {
      const area = positionsOf(g, evaluate(f.of, ctx));
      return (e) => {
        const mine = positionsOf(g, e);
        return mine.length > 0 && mine.every((s) => area.some((a) => a.x === s.x && a.y === s.y));
      };
    }
    case 'Empty': {
      const taken = new Set<number>();
      for (const u of unitsOnBoard(g)) if (u.at) taken.add(u.at.y * 64 + u.at.x);
      return (e) => e.t === 'space' && !taken.has(e.y * 64 + e.x);
    }
    case 'OtherThan': {
      const other = evaluate(f.other, ctx);
      return (e) => !(isEntity(other) && sameEntity(other, e));
    }
    default:
      return (e) => matches(g, e, f, ctx);
  }
}

/** The spaces a thing stands on: a unit's space, a space, a building's footprint. */
export function positionsOf(g: G, v: Value): Space[] {
  if (!isEntity(v)) return [];
  switch (v.t) {
    case 'unit': {
      const at = g.s.units[v.id]?.at;
      return at ? [at] : [];
    }
    case 'space':
      return [{ x: v.x, y: v.y }];
    case 'building':
      return g.s.buildings[v.id]?.spaces ?? [];
    case 'card': {
      const b = Object.values(g.s.buildings).find((x) => x.iid === v.iid);
      return b ? b.spaces : (g.s.cards[v.iid]?.lastSpaces ?? []);
    }
    default:
      return [];
  }
}

function minDistance(a: readonly Space[], b: readonly Space[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a) for (const y of b) best = Math.min(best, distance(x, y));
  return best;
}

/**
 * The least distance from what `e` stands on to any of `of` (`minDistance` of `positionsOf`), without
 * a list for a unit or a space: selectors test every candidate this way, and each list was garbage.
 */
function distanceFrom(g: G, e: EntityRef, of: readonly Space[]): number {
  if (e.t !== 'unit' && e.t !== 'space') return minDistance(positionsOf(g, e), of);
  const at = e.t === 'unit' ? g.s.units[e.id]?.at : e;
  let best = Number.POSITIVE_INFINITY;
  if (at) for (const y of of) best = Math.min(best, distance(at, y));
  return best;
}

/**
 * A role filter means "based on that role": the unit's role is it, or it is an ancestor of the unit's role
 * through the roles' `from` edges (a role reached from two families is based on both), or its family.
 */
const roleMemo = new WeakMap<object, Map<string, boolean>>();

export function roleMatches(g: G, unitRole: string, wanted: string): boolean {
  let memo = roleMemo.get(g.content);
  if (!memo) {
    memo = new Map();
    roleMemo.set(g.content, memo);
  }
  const key = `${unitRole}\u0000${wanted}`;
  let hit = memo.get(key);
  if (hit === undefined) {
    hit = roleDescends(g, unitRole, wanted);
    memo.set(key, hit);
  }
  return hit;
}

function roleDescends(g: G, unitRole: string, wanted: string): boolean {
  const want = findCard(g.content, wanted);
  const seen = new Set<string>();
  const queue = [unitRole];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const role = findCard(g.content, current);
    if (!role || role.cardType !== 'role' || seen.has(cardIdOf(role))) continue;
    seen.add(cardIdOf(role));
    if (role === want || normName(role.name.text) === normName(wanted) || normName(role.family.text) === normName(wanted)) return true;
    for (const f of role.from) queue.push(f.text);
  }
  return normName(unitRole) === normName(wanted);
}

function cardIdOf(card: { id?: string; name: { text: string } }): string {
  return card.id ?? normName(card.name.text);
}

function cardOf(g: G, e: EntityRef): string | undefined {
  if (e.t === 'card') return g.s.cards[e.iid]?.card;
  if (e.t === 'unit') {
    const u = g.s.units[e.id];
    return u ? g.s.cards[u.iid]?.card : undefined;
  }
  if (e.t === 'building') {
    const b = g.s.buildings[e.id];
    return b ? g.s.cards[b.iid]?.card : undefined;
  }
  return undefined;
}

export function matches(g: G, e: EntityRef, f: Filter, ctx: EvalContext): boolean {
  const unit = e.t === 'unit' ? g.s.units[e.id] : undefined;
  switch (f.kind) {
    case 'Role':
      return !!unit && roleMatches(g, unit.role, f.role.text);
    case 'Species':
      return !!unit && normName(unit.species) === normName(f.species.text);
    case 'Tier': {
      if (!unit) return false;
      const tier = unitStats(g, unit).tier;
      return compare(f.op, tier, f.value);
    }
    case 'CardType': {
      if (unit) return f.cardType === 'summon';
      const id = cardOf(g, e);
      const decl = id ? findCard(g.content, id) : undefined;
      return !!decl && decl.cardType === f.cardType;
    }
    case 'Named': {
      const id = cardOf(g, e);
      const decl = id ? findCard(g.content, id) : undefined;
      const wanted = findCard(g.content, f.name.text);
      return !!decl && !!wanted && decl === wanted;
    }
    case 'Within': {
      const of = positionsOf(g, evaluate(f.of, ctx));
      const limit = toNumber(evaluate(f.distance, ctx), 'distance');
      return distanceFrom(g, e, of) <= limit;
    }
    case 'Adjacent': {
      const of = positionsOf(g, evaluate(f.of, ctx));
      return distanceFrom(g, e, of) === 1;
    }
    case 'Territory': {
      const spaces = positionsOf(g, e);
      if (spaces.length === 0) return false;
      const want = f.whose === 'unclaimed' ? null : f.whose === 'you' ? ctx.controller : opponentOf(ctx.controller);
      return spaces.every((s) => territoryOf(g, s) === want);
    }
    case 'OnSpaces': {
      const area = positionsOf(g, evaluate(f.of, ctx));
      const mine = positionsOf(g, e);
      return mine.length > 0 && mine.every((s) => area.some((a) => a.x === s.x && a.y === s.y));
    }
    case 'Empty':
      return e.t === 'space' && !unitAt(g, { x: e.x, y: e.y });
    case 'CompletedQuest': {
      if (!unit) return false;
      if (!f.quest) return unit.quests.length > 0;
      const q = findCard(g.content, f.quest.text);
      return unit.quests.some((id) => findCard(g.content, id) === q);
    }
    case 'Status':
      return !!unit && hasStatus(g, unit.id, f.status.text) !== f.negated;
    case 'OtherThan': {
      const other = evaluate(f.other, ctx);
      return !(isEntity(other) && sameEntity(other, e));
    }
    case 'Where': {
      const inner: EvalContext = { ...ctx, subject: e, locals: { ...ctx.locals, it: e } };
      return testCondition(f.condition, inner, g.world);
    }
  }
}

