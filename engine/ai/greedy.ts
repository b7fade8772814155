import type { PlayerId } from '../core/players';
import { createRng, type RngState } from '../core/rng';
import type { Engine } from '../../games/summoners-grid/index';
import type { Action } from '../../games/summoners-grid/rules/actions';
import { distance, unitsOnBoard } from '../../games/summoners-grid/rules/board';
import type { GameState, Space, Unit } from '../../games/summoners-grid/rules/state';
import { determinize, reseed } from '../../games/summoners-grid/ai/determinize';
import { evaluate, positionValue, query } from '../../games/summoners-grid/ai/evaluate';
import { lookAhead } from './lookahead';
import type { Decision, Player } from './player';

export interface GreedyOptions {
  /** Dice samples averaged for an action whose outcome is random (an attack, a draw from a reshuffle). */
  samples: number;
  /** Moves played out, the best by their cheap score (the others are judged by that score alone). */
  moves: number;
  /** Spaces played out per summon card, the best by their cheap score. */
  summonSpaces: number;
  /** Placements played out per building card and targets: those with summons under or nearest them. */
  placements: number;
}

export const GREEDY_DEFAULTS: GreedyOptions = { samples: 2, moves: 2, summonSpaces: 1, placements: 2 };

export interface Scored {
  action: Action;
  score: number;
}

/**
 * The one-ply player: every action is judged by the position it leads to (after the stack resolves with
 * nobody responding), on a determinized sample of the hidden cards, averaged over a few dice when the
 * outcome is random; it takes the best. Ending the turn is worth the current position, so an action is
 * taken only when it improves on standing still.
 *
 * Cost control: there are dozens of move destinations and summon spaces. Those are scored cheaply first
 * by the summon's position value at the destination (no `apply`), and only the best few are played out.
 */
export class GreedyPlayer implements Player {
  readonly kind = 'greedy';
  private readonly rng: RngState;
  private readonly options: GreedyOptions;

  constructor(seed: number, options: Partial<GreedyOptions> = {}) {
    this.rng = createRng(seed ^ 0x2545f491);
    this.options = { ...GREEDY_DEFAULTS, ...options };
  }

  decide(d: Decision): Action {
    if (d.legal.length === 1) return d.legal[0] as Action;
    return (this.rank(d)[0] as Scored).action;
  }

  /** Every action worth considering with its score, best first (ties keep the legal order). */
  rank(d: Decision): Scored[] {
    const sample = determinize(d.engine.def.content, d.state, d.player, this.rng);
    return rankOn(d.engine, sample, d.player, d.legal, this.options, this.rng);
  }
}

/** Ranks `legal` on one determinized sample. Shared with the search player, which plays the best ones out. */
export function rankOn(engine: Engine, sample: GameState, me: PlayerId, legal: readonly Action[], options: GreedyOptions, rng: RngState): Scored[] {
  const here = evaluate(engine, sample, me);
  const scored: Scored[] = [];
  const moves: Array<Scored & { cheap: number }> = [];
  const summons = new Map<string, Array<Scored & { cheap: number }>>();
  const placed = new Map<string, Array<Scored & { cheap: number }>>();
  const g = query(engine, sample);
  const board = unitsOnBoard(g);
  const judge = (action: Action) => playedOut(engine, sample, me, action, options.samples, rng);
  for (const action of legal) {
    switch (action.type) {
      case 'end-turn':
        scored.push({ action, score: here });
        break;
      case 'move': {
        const u = g.s.units[action.unit] as Unit;
        const enemies = board.filter((e) => e.controller !== u.controller);
        const delta = positionValue(g, u, action.to, enemies) - positionValue(g, u, u.at as Space, enemies);
        moves.push({ action, score: here + delta, cheap: delta });
        break;
      }
      case 'summon': {
        const enemies = board.filter((e) => e.controller !== me);
        const cheap = positionValue(g, probe(g.s, action.card, me, action.to), action.to, enemies);
        const list = summons.get(action.card) ?? [];
        list.push({ action, score: here, cheap });
        summons.set(action.card, list);
        break;
      }
      case 'play':
      case 'set':
        if (action.anchor) {
          const key = `${action.type}:${action.card}:${JSON.stringify('targets' in action ? action.targets : {})}`;
          const list = placed.get(key) ?? [];
          list.push({ action, score: here, cheap: placementScore(board, action.anchor) });
          placed.set(key, list);
          break;
        }
        scored.push({ action, score: judge(action) });
        break;
      default:
        scored.push({ action, score: judge(action) });
    }
  }
  for (const list of placed.values()) {
    list.sort((a, b) => b.cheap - a.cheap);
    list.slice(0, options.placements).forEach((p) => scored.push({ action: p.action, score: judge(p.action) }));
  }
  // Moves: the cheap score stands for the ones not played out; those that do not improve are not tried.
  moves.sort((a, b) => b.cheap - a.cheap);
  moves.forEach((m, i) => scored.push({ action: m.action, score: i < options.moves && m.cheap > 0 ? judge(m.action) : m.score }));
  for (const list of summons.values()) {
    list.sort((a, b) => b.cheap - a.cheap);
    list.slice(0, options.summonSpaces).forEach((s) => scored.push({ action: s.action, score: judge(s.action) }));
  }
  return stableSortDesc(scored);
}

/** The average value of the positions an action leads to, over `samples` dice when it rolls any. */
function playedOut(engine: Engine, sample: GameState, me: PlayerId, action: Action, samples: number, rng: RngState): number {
  const first = lookAhead(engine, sample, action);
  if (!first) return -Infinity;
  let total = evaluate(engine, first.state, me);
  if (first.state.rng.counter === sample.rng.counter) return total;
  let n = 1;
  for (; n < samples; n++) {
    const again = lookAhead(engine, reseed(sample, rng), action);
    total += again ? evaluate(engine, again.state, me) : 0;
  }
  return total / n;
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

function stableSortDesc(list: Scored[]): Scored[] {
  return list
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || a.i - b.i)
    .map((e) => e.x);
}
