import type { Condition, EntityKind, Filter, FormulaDef, Owner, Selector } from '../../../dsl/ast';
import { testCondition, type SelectionWorld } from '../interpret/conditions';
import type { EvalContext } from '../interpret/expr';
import { formatNumber } from '../../../engine/core/formula/format';
import { isEntity, normName, type EntityRef, type Value } from '../interpret/values';
import { findCard } from './content';
import type { G } from './game';
import { matches, select } from './select';
import { unitStats } from './stats';
import type { TriggerEvent, Unit } from './state';

/**
 * One list per name read in a formula or a win line (`victory-points` → `['victory-points']`): settings
 * keep what cannot change per list of spellings (`fixedSetting`, rules/game.ts), and a new list on every
 * read missed that and looked the setting up again, asking every card in play whether it overrides it.
 */
const spellings = new Map<string, readonly string[]>();

function spellingOf(name: string): readonly string[] {
  let found = spellings.get(name);
  if (!found) {
    found = [name];
    if (spellings.size < 10_000) spellings.set(name, found);
  }
  return found;
}

/** Summoner's Grid as formulas see it: properties of units, spaces, players, equipment and events. */
export class SgWorld implements SelectionWorld {
  /** Trigger contexts that `event` may refer to while an ability or counter resolves. */
  readonly events = new Map<number, TriggerEvent>();

  constructor(private readonly g: G) {}

  formula(name: string): FormulaDef | undefined {
    return this.g.content.formulas.get(normName(name));
  }

  setting(name: string, ctx: EvalContext): number | undefined {
    if (!this.g.content.settings.has(normName(name))) return undefined;
    return this.g.setting(spellingOf(name), ctx.controller);
  }

  test(condition: Condition, ctx: EvalContext): boolean {
    return testCondition(condition, ctx, this);
  }

  select(selector: Selector, ctx: EvalContext): EntityRef[] {
    return select(this.g, selector, ctx);
  }

  matches(entity: EntityRef, filter: Filter, ctx: EvalContext): boolean {
    return matches(this.g, entity, filter, ctx);
  }

  ownedBy(entity: EntityRef, owner: Owner, ctx: EvalContext): boolean {
    if (owner === 'any') return true;
    const s = this.g.s;
    const holder = entity.t === 'unit' ? s.units[entity.id]?.controller : entity.t === 'card' ? s.cards[entity.iid]?.owner : entity.t === 'building' ? s.buildings[entity.id]?.controller : entity.t === 'player' ? entity.p : undefined;
    if (!holder) return false;
    return owner === 'you' ? holder === ctx.controller : holder !== ctx.controller;
  }

  isKind(entity: EntityRef, kind: EntityKind): boolean {
    switch (kind) {
      case 'summon':
        // A defeated summon is still "your summon" in a trigger about its defeat.
        return entity.t === 'unit';
      case 'removed-summon':
        return entity.t === 'unit' && this.g.s.units[entity.id]?.removed === true;
      case 'space':
        return entity.t === 'space';
      case 'card':
        return entity.t === 'card';
      case 'building':
        return entity.t === 'building';
      case 'player':
        return entity.t === 'player';
    }
  }

  outcome(name: string, label: string | undefined, ctx: EvalContext): boolean {
    const table = ctx.outcomes;
    if (!table) return false;
    const record = label ? table.labels[normName(label)] : table.last;
    return record?.[normName(name)] === true;
  }

  unitName(unit: Unit): string {
    const card = findCard(this.g.content, this.g.s.cards[unit.iid]?.card ?? unit.statsFrom);
    return `${unit.controller}'s ${card?.name.text ?? unit.statsFrom}`;
  }

  describe(value: Value): string {
    if (typeof value === 'number') return formatNumber(value);
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean' || value === null) return String(value);
    if (Array.isArray(value)) return value.map((v) => this.describe(v)).join(', ');
    switch (value.t) {
      case 'unit': {
        const u = this.g.s.units[value.id];
        return u ? this.unitName(u) : value.id;
      }
      case 'space':
        return `(${value.x},${value.y})`;
      case 'card': {
        const c = this.g.s.cards[value.iid];
        return c ? `"${findCard(this.g.content, c.card)?.name.text ?? c.card}"` : value.iid;
      }
      case 'building': {
        const b = this.g.s.buildings[value.id];
        return b ? this.describe({ t: 'card', iid: b.iid }) : value.id;
      }
      case 'equipment':
        return value.id;
      case 'player':
        return `Player ${value.p}`;
      case 'event':
        return `event ${value.seq}`;
    }
  }

  private unitProperty(unit: Unit, name: string, ctx: EvalContext): Value | undefined {
    const key = normName(name);
    const stats = unitStats(this.g, unit);
    const stat = this.g.content.ruleset.stats.find((s) => normName(s.text) === key);
    if (stat) {
      const value = stats.stats[stat.text] ?? 0;
      return ctx.calc ? this.g.e.behaviours.replaced(this.g, unit, stat.text, value, ctx.calc) : value;
    }
    switch (key) {
      case 'hp':
        return stats.hp;
      case 'maxhp':
        return stats.maxHP;
      case 'mv':
        return stats.mv;
      case 'level':
        return unit.level;
      case 'tier':
        return stats.tier;
      case 'range':
        return stats.weapon?.range ?? this.g.content.ruleset.unarmed?.range ?? 1;
      case 'power':
        return stats.weapon?.power ?? this.g.content.ruleset.unarmed?.power ?? 0;
      case 'weapon':
        return stats.weapon ? { t: 'equipment', id: stats.weapon.id } : null;
      case 'attacks':
        return stats.attacksAllowed;
      case 'damage':
      case 'damagetaken':
        return unit.damage;
      case 'moved':
        return unit.moved;
      case 'x':
        return unit.at?.x;
      case 'y':
        return unit.at?.y;
      case 'space':
      case 'position':
        return unit.at ? { t: 'space', x: unit.at.x, y: unit.at.y } : null;
      case 'controller':
      case 'player':
        return { t: 'player', p: unit.controller };
      case 'role':
        return unit.role;
      case 'species':
        return unit.species;
      default:
        return undefined;
    }
  }

  property(value: Value, name: string, ctx: EvalContext): Value | undefined {
    if (!isEntity(value)) return undefined;
    const key = normName(name);
    switch (value.t) {
      case 'unit': {
        const u = this.g.s.units[value.id];
        return u ? this.unitProperty(u, name, ctx) : undefined;
      }
      case 'equipment': {
        const owner = Object.values(this.g.s.units).find((u) => u.equipment.some((e) => e.id === value.id));
        const weapon = owner ? unitStats(this.g, owner).weapon : null;
        if (weapon && weapon.id === value.id) {
          if (key === 'power') return weapon.power;
          if (key === 'range') return weapon.range;
        }
        return undefined;
      }
      case 'space':
        return key === 'x' ? value.x : key === 'y' ? value.y : undefined;
      case 'player':
        if (key === 'vp') return this.g.s.players[value.p].vp;
        if (key === 'handsize' || key === 'hand') return this.g.s.players[value.p].zones.hand.length;
        return undefined;
      case 'card': {
        const c = this.g.s.cards[value.iid];
        if (!c) return undefined;
        if (key === 'owner' || key === 'controller') return { t: 'player', p: c.owner };
        return undefined;
      }
      case 'event':
        return this.eventProperty(value.seq, key);
      default:
        return undefined;
    }
  }

  private eventProperty(seq: number, key: string): Value | undefined {
    const e = this.events.get(seq);
    if (!e) return undefined;
    switch (key) {
      case 'player':
        return e.player ? { t: 'player', p: e.player } : null;
      case 'unit':
      case 'summon':
        return e.unit ? { t: 'unit', id: e.unit } : null;
      case 'card':
        return e.card ? { t: 'card', iid: e.card } : null;
      case 'building':
        return e.building ? { t: 'building', id: e.building } : null;
      case 'amount':
      case 'damage':
        return e.amount ?? 0;
      case 'space':
        return e.space ? { t: 'space', x: e.space.x, y: e.space.y } : null;
      case 'source':
        return e.source ? { t: 'card', iid: e.source } : null;
      case 'reason':
        return e.reason ?? null;
      case 'kind':
        return e.kind;
      default:
        return undefined;
    }
  }
}
