import type { Awaiting } from '../../../engine/core/game';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { Action } from './actions';
import { distance, reachable, showSpace, territoryOf, unitsOnBoard } from './board';
import { attackRange } from './combat';
import { findCard } from './content';
import type { G } from './game';
import type { Space, Unit } from './state';
import { unitStats } from './stats';
import { preventedBy, unitName } from './units';
import { allSpaces, unitAt } from './board';


/** Who the game waits for: a choice mid-resolution, priority around the stack, or the turn player's Action Phase. */
export function awaiting(g: G): Awaiting {
  if (g.s.winner !== null || g.s.turn.phase === 'over') return { kind: 'over' };
  if (g.s.choice) return { kind: 'choice', player: g.s.choice.player };
  if (g.s.priority.holder) return { kind: 'priority', player: g.s.priority.holder };
  if (g.s.turn.phase === 'action' && g.s.stack.length === 0 && !g.s.resolving) return { kind: 'free', player: g.s.turn.player };
  return { kind: 'busy' };
}

function describeAwaiting(a: Awaiting): string {
  switch (a.kind) {
    case 'over':
      return 'the game is over';
    case 'choice':
      return `the game waits for ${a.player} to choose`;
    case 'priority':
      return `${a.player} has priority`;
    case 'free':
      return `it is ${a.player}'s Action Phase`;
    case 'simultaneous':
      return `the game waits for ${a.players.join(' and ')} to commit`;
    case 'busy':
      return 'the game is resolving';
  }
}

export function summonCards(g: G, player: PlayerId): string[] {
  return g.s.players[player].zones.hand.filter((iid) => {
    const c = g.s.cards[iid];
    return !!c?.slot && findCard(g.content, c.card)?.cardType === 'summon';
  });
}

function summonSpaces(g: G, player: PlayerId): Space[] {
  const taken = new Set<number>();
  for (const u of unitsOnBoard(g)) if (u.at) taken.add(u.at.y * 64 + u.at.x);
  return allSpaces(g).filter((s) => territoryOf(g, s) === player && !taken.has(s.y * 64 + s.x));
}

function ownUnits(g: G, player: PlayerId): Unit[] {
  return unitsOnBoard(g).filter((u) => u.controller === player);
}

function moveBudget(g: G, u: Unit): number {
  return unitStats(g, u).mv - u.moved;
}

function attackTargets(g: G, u: Unit): Unit[] {
  const range = attackRange(g, u);
  return unitsOnBoard(g).filter((t) => t.controller !== u.controller && t.at && u.at && distance(t.at, u.at) <= range);
}

function canAttack(g: G, u: Unit): string | null {
  if (u.attacks >= unitStats(g, u).attacksAllowed) return `${unitName(g, u)} has no attack left this turn`;
  const status = preventedBy(g, u.id, 'attack');
  return status ? `${unitName(g, u)} is ${status} and cannot attack` : null;
}

function directAttackBlocked(g: G, u: Unit): string | null {
  const enemy = opponentOf(u.controller);
  if (!u.at || territoryOf(g, u.at) !== enemy) return `${unitName(g, u)} is not in ${enemy}'s territory`;
  if (unitsOnBoard(g).some((t) => t.controller === enemy && t.at && territoryOf(g, t.at) === enemy)) return `${enemy} has a summon in their territory`;
  return canAttack(g, u);
}

/** Every legal action of `player` now. Empty when the game does not wait for this player. */
export function legalActions(g: G, player: PlayerId): Action[] {
  const a = awaiting(g);
  if (a.kind === 'choice' && a.player === player && g.s.choice) {
    const out: Action[] = g.s.choice.options.map((_, i) => ({ type: 'choose', player, option: i }));
    if (g.s.choice.optional) out.push({ type: 'choose', player, option: -1 });
    return out;
  }
  if (a.kind === 'priority' && a.player === player) return [{ type: 'pass', player }, ...g.e.behaviours.cardActions(g, player)];
  if (a.kind !== 'free' || a.player !== player) return [];
  const out: Action[] = [{ type: 'end-turn', player }];
  if (g.s.players[player].summons < g.requireSetting('summonsPerTurn', player)) {
    const spaces = summonSpaces(g, player);
    for (const card of summonCards(g, player)) for (const to of spaces) out.push({ type: 'summon', player, card, to });
  }
  for (const u of ownUnits(g, player)) {
    if (!preventedBy(g, u.id, 'move')) for (const r of reachable(g, u, moveBudget(g, u))) out.push({ type: 'move', player, unit: u.id, to: r.to });
    if (canAttack(g, u) === null) {
      for (const t of attackTargets(g, u)) out.push({ type: 'attack', player, unit: u.id, target: t.id });
      if (directAttackBlocked(g, u) === null) out.push({ type: 'direct-attack', player, unit: u.id });
    }
  }
  out.push(...g.e.behaviours.cardActions(g, player));
  return out;
}

/** Can `player` do anything but pass in the current priority round? */
export function hasResponse(g: G, player: PlayerId): boolean {
  return g.e.behaviours.hasCardAction(g, player);
}

function ownBoardUnit(g: G, player: PlayerId, id: string): Unit | string {
  const u = g.s.units[id];
  if (!u) return `there is no unit ${id}`;
  if (u.removed || !u.at) return `${unitName(g, u)} is not on the board`;
  if (u.controller !== player) return `${unitName(g, u)} is not ${player}'s`;
  return u;
}

/** Why `action` is not legal now, or null when it is. Never throws on bad input. */
export function explainIllegal(g: G, action: Action): string | null {
  const a = awaiting(g);
  const p = action.player;
  if (a.kind === 'over') return 'the game is over';
  switch (action.type) {
    case 'choose': {
      if (a.kind !== 'choice' || !g.s.choice) return `there is no choice to make (${describeAwaiting(a)})`;
      if (a.player !== p) return `${a.player} makes this choice, not ${p}`;
      if (action.option === -1) return g.s.choice.optional ? null : 'this choice cannot be declined';
      return action.option >= 0 && action.option < g.s.choice.options.length ? null : `option ${action.option} does not exist (0–${g.s.choice.options.length - 1})`;
    }
    case 'pass':
      return a.kind === 'priority' && a.player === p ? null : `${p} does not have priority (${describeAwaiting(a)})`;
    case 'play':
    case 'set':
    case 'activate':
    case 'advance':
      return g.e.behaviours.checkCardAction(g, action);
    default:
      break;
  }
  if (a.kind !== 'free' || a.player !== p) return `${action.type} needs ${p}'s Action Phase with an empty stack (${describeAwaiting(a)})`;
  switch (action.type) {
    case 'end-turn':
      return null;
    case 'summon': {
      if (g.s.players[p].summons >= g.requireSetting('summonsPerTurn', p)) return `${p} has already made their Turn Summon this turn`;
      if (!summonCards(g, p).includes(action.card)) return `${action.card} is not a summon card in ${p}'s hand`;
      if (territoryOf(g, action.to) !== p) return `${showSpace(action.to)} is not in ${p}'s territory`;
      if (unitAt(g, action.to)) return `${showSpace(action.to)} is occupied`;
      return null;
    }
    case 'move': {
      const u = ownBoardUnit(g, p, action.unit);
      if (typeof u === 'string') return u;
      const status = preventedBy(g, u.id, 'move');
      if (status) return `${unitName(g, u)} is ${status} and cannot move`;
      const budget = moveBudget(g, u);
      if (budget <= 0) return `${unitName(g, u)} has no movement left (MV ${unitStats(g, u).mv}, moved ${u.moved})`;
      if (reachable(g, u, budget).some((r) => r.to.x === action.to.x && r.to.y === action.to.y)) return null;
      if (unitAt(g, action.to)) return `${showSpace(action.to)} is occupied`;
      return `${showSpace(action.to)} is out of reach: ${budget} movement left and enemy summons block the way`;
    }
    case 'attack': {
      const u = ownBoardUnit(g, p, action.unit);
      if (typeof u === 'string') return u;
      const blocked = canAttack(g, u);
      if (blocked) return blocked;
      const t = g.s.units[action.target];
      if (!t || t.removed || !t.at) return `there is no target ${action.target} on the board`;
      if (t.controller === p) return `${unitName(g, t)} is not an enemy`;
      const range = attackRange(g, u);
      if (u.at && distance(u.at, t.at) > range) return `${unitName(g, t)} is ${distance(u.at, t.at)} spaces away; the weapon's range is ${range}`;
      return null;
    }
    case 'direct-attack': {
      const u = ownBoardUnit(g, p, action.unit);
      return typeof u === 'string' ? u : directAttackBlocked(g, u);
    }
  }
}

