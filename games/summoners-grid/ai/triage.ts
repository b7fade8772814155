import type { Triaged } from '../../../engine/core/game';
import type { PlayerId } from '../../../engine/core/players';
import type { Action } from '../rules/actions';
import { distance, unitsOnBoard } from '../rules/board';
import type { EngineDef } from '../rules/game';
import type { GameState, Space, Unit } from '../rules/state';
import { positionValue, query } from './evaluate';

/** How many of each family are played out when the player does not say (`breadth`). */
const DEFAULT_BREADTH = { moves: 2, summonSpaces: 1, placements: 2 } as const;

/**
 * The greedy player's cost control for Summoner's Grid: there are dozens of move destinations and summon
 * spaces. Those are scored cheaply first by the summon's position value at the destination (no `apply`),
 * and only the best few are played out; a building's placements near summons come first. Ending the turn
 * is worth the current position. Everything else is played out, in the legal order, before the families.
 */
export function triage(def: EngineDef, sample: GameState, me: PlayerId, legal: readonly Action[], here: number, breadth: number | undefined): Triaged<Action>[] {
  const out: Triaged<Action>[] = [];
  const moves: Array<{ action: Action; cheap: number }> = [];
  const summons = new Map<string, Array<{ action: Action; cheap: number }>>();
  const placed = new Map<string, Array<{ action: Action; cheap: number }>>();
  const g = query(def, sample);
  const board = unitsOnBoard(g);
  for (const action of legal) {
    switch (action.type) {
      case 'end-turn':
        out.push({ action, score: here });
        break;
      case 'move': {
        const u = g.s.units[action.unit] as Unit;
        const enemies = board.filter((e) => e.controller !== u.controller);
        moves.push({ action, cheap: positionValue(g, u, action.to, enemies) - positionValue(g, u, u.at as Space, enemies) });
        break;
      }
      case 'summon': {
        const enemies = board.filter((e) => e.controller !== me);
        const list = summons.get(action.card) ?? [];
        list.push({ action, cheap: positionValue(g, probe(g.s, action.card, me, action.to), action.to, enemies) });
        summons.set(action.card, list);
        break;
      }
      case 'play':
      case 'set':
        if (action.anchor) {
          const key = `${action.type}:${action.card}:${JSON.stringify('targets' in action ? action.targets : {})}`;
          const list = placed.get(key) ?? [];
          list.push({ action, cheap: placementScore(board, action.anchor) });
          placed.set(key, list);
          break;
        }
        out.push({ action });
        break;
      default:
        out.push({ action });
    }
  }
  for (const list of placed.values()) {
    list.sort((a, b) => b.cheap - a.cheap);
    for (const p of list.slice(0, breadth ?? DEFAULT_BREADTH.placements)) out.push({ action: p.action });
  }
  // Moves: the cheap score stands for the ones not played out; those that do not improve are not tried.
  moves.sort((a, b) => b.cheap - a.cheap);
  const movesPlayed = breadth ?? DEFAULT_BREADTH.moves;
  moves.forEach((m, i) => out.push(i < movesPlayed && m.cheap > 0 ? { action: m.action } : { action: m.action, score: here + m.cheap }));
  for (const list of summons.values()) {
    list.sort((a, b) => b.cheap - a.cheap);
    for (const s of list.slice(0, breadth ?? DEFAULT_BREADTH.summonSpaces)) out.push({ action: s.action });
  }
  return out;
}

/**
 * A building's placement, before playing it: buildings act on the summons on or near their spaces, so
 * placements near summons (either side's) come first.
 */
function placementScore(board: readonly Unit[], anchor: Space): number {
  let nearest = Infinity;
  for (const u of board) if (u.at) nearest = Math.min(nearest, distance(u.at, anchor));
  return -nearest;
}

/** The unit a summon card would become at `to`, for scoring the space before summoning. */
function probe(s: GameState, iid: string, me: PlayerId, to: Space): Unit {
  const card = s.cards[iid];
  const slot = card?.slot ?? { role: '', equipment: [] };
  return {
    id: `probe-${iid}`,
    iid,
    statsFrom: card?.card ?? '',
    controller: me,
    species: '',
    role: slot.role,
    level: 1,
    damage: 0,
    at: to,
    removed: false,
    moved: 0,
    attacks: 0,
    equipment: slot.equipment.map((e, i) => ({ id: `probe-${iid}-${i}`, card: e })),
    quests: [],
    enteredTurn: s.turn.number,
  };
}
