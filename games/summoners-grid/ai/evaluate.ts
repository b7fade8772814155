import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { distance, territoryOf, unitsOnBoard } from '../rules/board';
import { attackRange } from '../rules/combat';
import type { EngineDef, G } from '../rules/game';
import { queryOf } from '../rules/query';
import type { GameState, Space, Unit } from '../rules/state';
import { unitStats } from '../rules/stats';
import { defeatVP } from '../rules/units';

/**
 * The heuristic value of a position for one player (higher is better for `me`; the opponent's view is
 * the negation). Victory points dominate; then the summons on the board and their remaining HP (a
 * damaged enemy is close to a VP), summons still to come, cards in hand, and where the summons stand
 * (close enough to attack, able to attack the territory directly, the own territory left open).
 * Weights are in "thousandths of a VP"; `WEIGHTS` documents each one.
 */
export const WEIGHTS = {
  win: 1_000_000,
  vp: 1000,
  /** A summon on the board, whatever its HP. */
  unit: 250,
  /** A summon's remaining HP fraction, times the VP its defeat would give. */
  hp: 500,
  /** A summon card still in hand (a future unit and its summon draws). */
  summonInHand: 300,
  /** A card in hand, up to the hand limit. */
  card: 40,
  /** A card in the recharge pile (it comes back when the main deck runs out). */
  recharge: 15,
  /** A card set face down (a response waiting), or a building or quest of the player's in play. */
  inPlay: 60,
  /** Per level of a summon on the board, times the VP its defeat would give. */
  level: 15,
  /** A timed effect in the player's favour: a buff or replaced stat on an own summon, a debuff or status on an enemy. */
  effect: 40,
  /** Per space between a summon and its nearest target beyond its attack range. */
  approach: 12,
  /** The side to move has a summon with an attack left and an enemy in range. */
  attackReady: 90,
  /** A summon in the enemy territory while the enemy has none there: a direct attack is coming. */
  directThreat: 350,
  /** The own territory is empty while an enemy summon can reach it. */
  openTerritory: 250,
} as const;

/** A query over a state, sharing the caches of other recent queries of it. */
export function query(def: EngineDef, state: GameState): G {
  return queryOf(def, state);
}

export function evaluate(def: EngineDef, state: GameState, me: PlayerId): number {
  if (state.winner !== null) return state.winner === 'draw' ? 0 : state.winner === me ? WEIGHTS.win : -WEIGHTS.win;
  const g = query(def, state);
  return side(g, me) - side(g, opponentOf(me));
}

/** One player's half of the evaluation. */
function side(g: G, p: PlayerId): number {
  const s = g.s;
  let v = WEIGHTS.vp * s.players[p].vp;
  const board = unitsOnBoard(g);
  const mine = board.filter((u) => u.controller === p);
  const enemies = board.filter((u) => u.controller !== p);
  for (const u of mine) v += unitValue(g, u) + positionValue(g, u, u.at as Space, enemies);
  const hand = s.players[p].zones.hand;
  let summons = 0;
  for (const iid of hand) if (s.cards[iid]?.slot) summons++;
  const limit = g.settingOr('handLimit', p, 6);
  v += WEIGHTS.summonInHand * summons + WEIGHTS.card * Math.min(limit, hand.length - summons);
  v += WEIGHTS.recharge * s.players[p].zones.recharge.length;
  for (const iid of s.players[p].zones['in-play']) if (s.cards[iid]?.faceDown) v += WEIGHTS.inPlay;
  for (const id in s.buildings) if (s.buildings[id]?.controller === p && !s.buildings[id]?.faceDown) v += WEIGHTS.inPlay;
  for (const id in s.quests) if (s.quests[id]?.controller === p) v += WEIGHTS.inPlay;
  v += WEIGHTS.effect * favourableEffects(g, p);
  if (mine.every((u) => territoryOf(g, u.at as Space) !== p) && enemies.some((e) => canReachTerritory(g, e, p))) v -= WEIGHTS.openTerritory;
  return v;
}

export function unitValue(g: G, u: Unit): number {
  const st = unitStats(g, u);
  const vp = defeatVP(g, u);
  return WEIGHTS.unit + vp * (WEIGHTS.hp * Math.max(0, st.hp) / Math.max(1, st.maxHP) + WEIGHTS.level * u.level);
}

/** Timed effects that favour `p`: raising an own summon's numbers, lowering an enemy's, a status on an enemy. */
function favourableEffects(g: G, p: PlayerId): number {
  const s = g.s;
  let n = 0;
  const controllerOf = (subject: { unit: string } | { equipment: string }): PlayerId | undefined => {
    if ('unit' in subject) return s.units[subject.unit]?.controller;
    for (const id in s.units) if (s.units[id]?.equipment.some((e) => e.id === subject.equipment)) return s.units[id]?.controller;
    return undefined;
  };
  for (const m of s.modifiers) {
    const raises = m.op === 'add' ? m.value > 0 : m.op === 'mul' ? m.value > 1 : m.op === 'sub' ? m.value < 0 : m.op === 'div' ? m.value < 1 : false;
    const lowers = m.op === 'add' ? m.value < 0 : m.op === 'mul' ? m.value < 1 : m.op === 'sub' ? m.value > 0 : m.op === 'div' ? m.value > 1 : false;
    const owner = controllerOf(m.subject);
    if ((owner === p && raises) || (owner !== undefined && owner !== p && lowers)) n++;
  }
  for (const st of s.statuses) if (s.units[st.unit] && s.units[st.unit]?.controller !== p) n++;
  // A replaced stat ("treat DEF as …") protects or strengthens the summon it is on.
  for (const r of s.replacements) if (s.units[r.unit]?.controller === p) n++;
  return n;
}

/**
 * Where a summon stands, for its controller: near its nearest enemy (or the enemy territory when the
 * board has no enemy), with an attack ready if it is its controller's turn, or threatening a direct
 * attack. Also used to score a move without playing it.
 */
export function positionValue(g: G, u: Unit, at: Space, enemies: readonly Unit[]): number {
  const p = u.controller;
  const enemy = opponentOf(p);
  const range = attackRange(g, u);
  let v = 0;
  let nearest = Infinity;
  for (const e of enemies) nearest = Math.min(nearest, distance(at, e.at as Space));
  if (nearest === Infinity) nearest = rowsTo(g, at, enemy) + range;
  v -= WEIGHTS.approach * Math.max(0, nearest - range);
  if (g.s.turn.player === p && nearest <= range && u.attacks < unitStats(g, u).attacksAllowed) v += WEIGHTS.attackReady;
  if (territoryOf(g, at) === enemy && !enemies.some((e) => territoryOf(g, e.at as Space) === enemy)) v += WEIGHTS.directThreat;
  return v;
}

/** Rows between a space and a player's territory (0 inside it). */
function rowsTo(g: G, at: Space, owner: PlayerId): number {
  const rows = g.content.ruleset.territoryRows;
  const { height } = g.content.ruleset.board;
  return owner === 'A' ? Math.max(0, at.y - (rows - 1)) : Math.max(0, height - rows - at.y);
}

function canReachTerritory(g: G, u: Unit, owner: PlayerId): boolean {
  return rowsTo(g, u.at as Space, owner) <= unitStats(g, u).mv;
}

