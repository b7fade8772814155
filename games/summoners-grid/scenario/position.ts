import type { Expr, ScenarioDecl, ScenarioUnit, Setting } from '../../../dsl/ast';
import type { PlayerId } from '../../../engine/core/players';
import type { Phase } from '../rules/state';
import { findCard, ContentError, type Content } from '../rules/content';
import type { PlayerSpec, PositionSpec, SlotSpec, UnitSpec } from '../rules/position';
import { zoneByName } from '../rules/select';
import { normName } from '../interpret/values';

/** Reads a scenario's position (turn, zones, units, buildings, face-down cards) into a PositionSpec. */

const PHASES: Record<string, Phase> = { draw: 'draw', level: 'level', action: 'action', end: 'end', ending: 'ending' };

function literal(e: Expr): number | string {
  if (e.kind === 'Number') return e.value;
  if (e.kind === 'Percent') return e.value;
  if (e.kind === 'Ref') return e.path.map((p) => p.text).join('.');
  if (e.kind === 'Unary' && e.operand.kind === 'Number') return -e.operand.value;
  throw new ContentError(`line ${e.range.start.line}: expected a number or a name`);
}

/** A summon card in a scenario hand is a summon slot: its role and equipment come from a deck that uses it. */
function slotFor(content: Content, name: string): SlotSpec | string {
  const card = findCard(content, name);
  if (!card || card.cardType !== 'summon') return name;
  for (const deck of content.decks) {
    const slot = deck.slots.find((s) => findCard(content, s.summon.text) === card);
    if (slot) return { summon: name, role: slot.role.text, equipment: slot.equipment.map((e) => e.text) };
  }
  throw new ContentError(`summon "${name}" in a scenario hand needs a deck slot that gives its role and equipment`);
}

function applyOverrides(unit: UnitSpec, overrides: Setting[]): UnitSpec & { statuses: string[] } {
  const out: UnitSpec & { statuses: string[] } = { ...unit, statuses: [] };
  for (const o of overrides) {
    const key = normName(o.name.text);
    const v = literal(o.value);
    if (key === 'moved') out.moved = Number(v);
    else if (key === 'attacks' || key === 'attacked') out.attacks = Number(v);
    else if (key === 'completed') out.quests = [...(out.quests ?? []), String(v)];
    else if (key === 'status') out.statuses.push(String(v));
    else throw new ContentError(`line ${o.range.start.line}: unknown unit setting "${o.name.text}" (moved, attacks, completed, status)`);
  }
  return out;
}

export interface ScenarioPosition {
  spec: PositionSpec;
  statuses: Array<{ handle: string; status: string }>;
}

export function scenarioPosition(content: Content, decl: ScenarioDecl): ScenarioPosition {
  const phase = PHASES[normName(decl.turn.phase.text)];
  if (!phase) throw new ContentError(`line ${decl.turn.phase.range.start.line}: unknown phase "${decl.turn.phase.text}" (draw, level, action, end)`);
  const players: Partial<Record<PlayerId, PlayerSpec>> = {};
  const statuses: Array<{ handle: string; status: string }> = [];
  for (const p of decl.players) {
    const spec: PlayerSpec = { vp: p.vp, zones: {}, units: [], buildings: [], faceDown: p.faceDown.map((n) => n.text) };
    for (const z of p.zones) {
      const zone = zoneByName(z.zone.text);
      if (!zone) throw new ContentError(`line ${z.range.start.line}: unknown zone "${z.zone.text}"`);
      const cards = z.cards.map((c) => (zone === 'hand' ? slotFor(content, c.text) : c.text));
      spec.zones = { ...spec.zones, [zone]: [...(spec.zones?.[zone] ?? []), ...cards] };
    }
    for (const u of p.units) {
      const unit = applyOverrides(unitSpec(u), u.overrides);
      for (const s of unit.statuses) statuses.push({ handle: unit.handle ?? unit.card, status: s });
      spec.units?.push(unit);
    }
    for (const b of p.buildings) spec.buildings?.push({ card: b.card.text, at: { x: b.at.x, y: b.at.y }, faceDown: b.faceDown });
    players[p.side] = spec;
  }
  return { spec: { seed: decl.seed, turn: { number: decl.turn.number, player: decl.turn.player, phase }, players, options: { autoPass: true } }, statuses };
}

function unitSpec(u: ScenarioUnit): UnitSpec {
  return {
    handle: u.handle.text || u.card.text,
    card: u.card.text,
    ...(u.role ? { role: u.role.text } : {}),
    equipment: u.equipment.map((e) => e.text),
    at: { x: u.at.x, y: u.at.y },
    ...(u.level !== undefined ? { level: u.level } : {}),
    ...(u.hp !== undefined ? { hp: u.hp } : {}),
  };
}
