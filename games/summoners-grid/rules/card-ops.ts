import type { CardDecl, Pile } from '../../../dsl/ast';
import { normName } from '../interpret/values';
import { showSpace, unitAt } from './board';
import { cardId, requireCard, type Content } from './content';
import type { G } from './game';
import type { Space, Unit, ZoneName } from './state';
import { unitStats } from './stats';
import { clearTimedEffects, defeat, logStats, placeUnit, unitName } from './units';
import { cardName, moveCard } from './zones';

/** Rules-level operations that cards perform: piles, buildings, returning and named summons. */

const DEFAULT_PILE: Record<string, Pile> = { counter: 'discard', building: 'discard', quest: 'discard', action: 'recharge', reaction: 'recharge', advance: 'discard', summon: 'removed' };

/** Where a card goes after it resolves: the card's pile, the ruleset's default for its type, the rules' default. */
export function pileOf(content: Content, decl: CardDecl, generated: boolean): Pile {
  if (decl.unique || generated) return 'removed';
  if (decl.pile) return decl.pile;
  const rule = content.ruleset.piles.find((p) => p.cardType === decl.cardType);
  return rule?.pile ?? DEFAULT_PILE[decl.cardType] ?? 'discard';
}

const PILE_ZONE: Record<Pile, ZoneName | null> = { discard: 'discard', recharge: 'recharge', removed: 'removed', stays: null };

/** Sends a card that finished resolving to its pile (or leaves it in play). */
export function toPile(g: G, iid: string): void {
  const inst = g.card(iid);
  const pile = pileOf(g.content, g.decl(iid), inst.generated === true);
  const zone = PILE_ZONE[pile];
  if (!zone) return;
  moveCard(g, iid, zone);
  g.emit('to-pile', () => `${cardName(g, iid)} goes to ${inst.owner}'s ${zone === 'removed' ? 'removed-from-play zone' : `${zone} pile`}`, undefined, { data: { card: iid, zone } });
}

export function buildingOfCard(g: G, iid: string): string | undefined {
  for (const id in g.s.buildings) if (g.s.buildings[id]?.iid === iid) return id;
  return undefined;
}

export function destroyBuilding(g: G, id: string, source: string | undefined): void {
  const b = g.s.buildings[id];
  if (!b) return;
  g.editCard(b.iid).lastSpaces = b.spaces;
  delete g.s.buildings[id];
  g.changed();
  g.emit('destroyed', () => `${cardName(g, b.iid)} is destroyed`, { building: id, card: b.iid, player: b.controller, ...(source ? { source } : {}) });
  toPile(g, b.iid);
}

/** Destroys a unit: like a defeat (it leaves play and the opponent gains VP), with the reason "destroyed". */
export function destroyUnit(g: G, unit: Unit, source: string | undefined): void {
  defeat(g, unit, 'destroyed', source);
  g.emit('destroyed', () => `${unitName(g, unit)} is destroyed`, { unit: unit.id, player: unit.controller, ...(source ? { source } : {}) });
}

/** Returns a removed unit to an empty space with `share` of its max HP (floored, at least 1). */
export function returnUnit(g: G, unit: Unit, to: Space, share: number, source: string | undefined): boolean {
  if (!unit.removed) return false;
  if (unitAt(g, to)) {
    g.emit('fizzles', () => `${unitName(g, unit)} cannot return to ${showSpace(to)}: it is occupied`);
    return false;
  }
  placeUnit(g, unit, to);
  unit.damage = 0;
  unit.moved = 0;
  unit.attacks = 0;
  unit.enteredTurn = g.s.turn.number;
  moveCard(g, unit.iid, 'in-play');
  g.changed();
  const max = unitStats(g, unit).maxHP;
  const hp = Math.max(1, Math.floor(max * share));
  unit.damage = max - hp;
  g.changed();
  g.emit('returned', () => `${unitName(g, unit)} returns to ${showSpace(to)} with ${hp}/${max} HP (${Math.round(share * 100)}% of ${max}, floored)`, {
    unit: unit.id,
    player: unit.controller,
    space: to,
    ...(source ? { source } : {}),
  });
  g.emit('enters-play', () => `${unitName(g, unit)} enters play`, { unit: unit.id, player: unit.controller, space: to });
  return true;
}

/**
 * Puts a named summon into play using `material`: the new unit has the advance card's species, role,
 * stats and growth, and keeps what the card inherits (equipment, position, level, movement used, damage,
 * attacks used, quests). The material leaves play (no VP: it was not defeated).
 */
export function summonNamed(g: G, iid: string, material: Unit): Unit | null {
  const decl = requireCard(g.content, g.card(iid).card);
  if (decl.cardType !== 'advance' || decl.advance.kind !== 'NamedSummon') return null;
  const adv = decl.advance;
  const keeps = new Set(adv.inherits.map((n) => normName(n.text)));
  const at = material.at;
  if (!at) return null;
  const id = g.id('u');
  const unit: Unit = {
    id,
    iid,
    statsFrom: cardId(decl),
    controller: material.controller,
    species: adv.species.text,
    role: cardId(requireCard(g.content, adv.role.text)),
    level: keeps.has('level') ? material.level : g.requireSetting('startLevel', material.controller),
    damage: keeps.has('damage') ? material.damage : 0,
    at: null,
    removed: false,
    moved: keeps.has('movementused') || keeps.has('movement') ? material.moved : 0,
    attacks: keeps.has('attacksused') || keeps.has('attacks') ? material.attacks : 0,
    equipment: keeps.has('equipment') ? material.equipment : [],
    quests: keeps.has('quests') ? material.quests : [],
    enteredTurn: g.s.turn.number,
  };
  material.removed = true;
  material.at = null;
  material.equipment = keeps.has('equipment') ? [] : material.equipment;
  clearTimedEffects(g, material.id);
  moveCard(g, material.iid, 'removed');
  g.emit('leaves-play', () => `${unitName(g, material)} leaves play as the material of ${decl.name.text}`, { unit: material.id, player: material.controller, reason: 'material' });
  g.s.units[id] = unit;
  placeUnit(g, unit, at);
  moveCard(g, iid, 'in-play');
  g.emit('summoned', () => `${unitName(g, unit)} materialises at ${showSpace(at)} (named summon; no Summon Draws)`, { unit: id, player: unit.controller, card: iid, space: at, reason: 'named' });
  g.emit('enters-play', () => `${unitName(g, unit)} enters play`, { unit: id, player: unit.controller, card: iid, space: at });
  logStats(g, unit, 'enters play');
  return unit;
}
