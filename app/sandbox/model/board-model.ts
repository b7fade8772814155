/**
 * What the board draws, computed from the engine's state: the grid and its territories, units (name, HP,
 * level, role, statuses), buildings with their footprints, face-down cards, VP and the turn. The Phaser
 * scene receives only this (plain data, no engine), so drawing never decides anything about the rules.
 */
import { findCard, type Engine, type GameState } from '../../../games/summoners-grid/index';
import { SETTING } from '../../../games/summoners-grid/rules/rule-names';
import { describeStackItem } from './describe';
import type { Side } from './setup';

export interface Point {
  x: number;
  y: number;
}

export interface UnitView {
  id: string;
  name: string;
  /** Two letters for the token (`GW` for Gignen Warrior). */
  initials: string;
  controller: Side;
  at: Point;
  hp: number;
  maxHp: number;
  level: number;
  role: string;
  species: string;
  statuses: string[];
  /** Movement left this turn, and attacks left. */
  mvLeft: number;
  attacksLeft: number;
  weapon: string | null;
}

export interface BuildingView {
  id: string;
  name: string;
  controller: Side;
  spaces: Point[];
  faceDown: boolean;
}

export interface FaceDownCard {
  iid: string;
  owner: Side;
  /** The card's name, or null when the viewer may not see it. */
  name: string | null;
}

export interface StackView {
  id: string;
  /** What resolves (`B's Fae Magician attacks A's Gignen Warrior`). */
  label: string;
  speed: string;
  controller: Side;
}

export interface BoardModel {
  width: number;
  height: number;
  territoryRows: number;
  units: UnitView[];
  buildings: BuildingView[];
  faceDown: FaceDownCard[];
  turn: { number: number; player: Side; phase: string };
  vp: Record<Side, number>;
  vpToWin: number;
  winner: Side | 'draw' | null;
  /** The stack, bottom first, and who holds priority. */
  stack: StackView[];
  priority: Side | null;
}

function cardName(engine: Engine, card: string): string {
  if (card === 'hidden') return 'hidden';
  return findCard(engine.def.content, card)?.name.text ?? card;
}

export function initials(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '?').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
}

/** A number setting of the ruleset under any of its accepted spellings (games/summoners-grid/rules/rule-names.ts). */
function numberSetting(engine: Engine, names: readonly string[], fallback: number): number {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wanted = new Set(names.map(norm));
  const e = engine.def.content.ruleset.settings.find((s) => wanted.has(norm(s.name.text)))?.value;
  return e && e.kind === 'Number' ? e.value : fallback;
}

export function boardModel(engine: Engine, state: GameState): BoardModel {
  const ruleset = engine.def.content.ruleset;
  const units: UnitView[] = [];
  for (const u of Object.values(state.units)) {
    if (u.removed || !u.at) continue;
    const stats = engine.unitStats(state, u.id);
    const card = state.cards[u.iid];
    const name = card ? cardName(engine, card.card) : u.statsFrom;
    const weapon = stats.weapon ? cardName(engine, stats.weapon.card) : null;
    units.push({
      id: u.id,
      name,
      initials: initials(name),
      controller: u.controller,
      at: { x: u.at.x, y: u.at.y },
      hp: stats.hp,
      maxHp: stats.maxHP,
      level: u.level,
      role: cardName(engine, u.role),
      species: u.species,
      statuses: [...new Set(state.statuses.filter((s) => s.unit === u.id).map((s) => s.status))],
      mvLeft: Math.max(0, stats.mv - u.moved),
      attacksLeft: Math.max(0, stats.attacksAllowed - u.attacks),
      weapon,
    });
  }
  units.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const buildings: BuildingView[] = Object.values(state.buildings).map((b) => {
    const card = state.cards[b.iid];
    return { id: b.id, name: b.faceDown || !card ? 'Face-down building' : cardName(engine, card.card), controller: b.controller, spaces: b.spaces.map((s) => ({ x: s.x, y: s.y })), faceDown: b.faceDown };
  });
  const onBoard = new Set(Object.values(state.buildings).map((b) => b.iid));
  const faceDown: FaceDownCard[] = [];
  for (const side of ['A', 'B'] as const) {
    for (const iid of state.players[side].zones['in-play']) {
      const card = state.cards[iid];
      if (!card?.faceDown || onBoard.has(iid)) continue;
      faceDown.push({ iid, owner: side, name: card.card === 'hidden' ? null : cardName(engine, card.card) });
    }
  }
  return {
    width: ruleset.board.width,
    height: ruleset.board.height,
    territoryRows: ruleset.territoryRows,
    units,
    buildings,
    faceDown,
    turn: { number: state.turn.number, player: state.turn.player, phase: state.turn.phase },
    vp: { A: state.players.A.vp, B: state.players.B.vp },
    vpToWin: numberSetting(engine, SETTING.victoryVP, 3),
    winner: state.winner,
    stack: state.stack.map((item) => ({ id: item.id, label: describeStackItem(engine, state, item), speed: item.speed, controller: item.controller })),
    priority: state.priority.holder,
  };
}

/** The territory a row belongs to: A at the bottom, B at the top, null for the unclaimed middle. */
export function territoryOfRow(model: Pick<BoardModel, 'height' | 'territoryRows'>, y: number): Side | null {
  if (y < model.territoryRows) return 'A';
  if (y >= model.height - model.territoryRows) return 'B';
  return null;
}
