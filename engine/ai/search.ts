import type { PlayerId } from '../core/players';
import { createRng, type RngState } from '../core/rng';
import type { Engine } from '../../games/summoners-grid/index';
import { sameAction, type Action } from '../../games/summoners-grid/rules/actions';
import type { GameState } from '../../games/summoners-grid/rules/state';
import { determinize } from '../../games/summoners-grid/ai/determinize';
import { evaluate, WEIGHTS } from '../../games/summoners-grid/ai/evaluate';
import { GREEDY_DEFAULTS, rankOn, type GreedyOptions, type Scored } from './greedy';
import { lookAhead } from './lookahead';
import type { Decision, Player } from './player';

export interface SearchOptions {
  /** Playouts per decision: the budget (deterministic). */
  playouts: number;
  /** Optional wall-clock budget per decision in milliseconds; stops early when spent (not deterministic). */
  timeMs?: number;
  /** Root actions searched: the best few by the greedy ranking. */
  candidates: number;
  /** UCB1 exploration constant (values are in [0, 1]). */
  exploration: number;
  /** The greedy settings of the playout policy (cheap: playouts are many). */
  rollout: GreedyOptions;
  /** Actions a playout plays at most before it is cut and evaluated. */
  maxRolloutActions: number;
}

export const SEARCH_DEFAULTS: SearchOptions = {
  playouts: 24,
  candidates: 4,
  exploration: 0.5,
  rollout: { ...GREEDY_DEFAULTS, samples: 1, moves: 1, placements: 1 },
  maxRolloutActions: 60,
};

interface Arm {
  action: Action;
  visits: number;
  total: number;
}

/**
 * The search player: Monte Carlo search over determinized samples, with a UCB1 bandit at the root.
 * The root actions are the best few of the greedy ranking. Each playout draws a new sample of the hidden
 * cards and the dice (`determinize`), plays the chosen action, then lets a cheap greedy policy play both
 * sides until the player's next Action Phase (the rest of this turn and the opponent's whole reply), and
 * scores the position reached (a win is 1, a loss 0, otherwise a logistic of the evaluation). It picks
 * the action with the best mean. What it sees that greedy does not: what the opponent does next, and
 * what an action makes possible later in the same turn (a movement boost before a long move, say).
 */
export class SearchPlayer implements Player {
  readonly kind = 'search';
  private readonly rng: RngState;
  private readonly options: SearchOptions;

  constructor(seed: number, options: Partial<SearchOptions> = {}) {
    this.rng = createRng(seed ^ 0x68e31da4);
    this.options = { ...SEARCH_DEFAULTS, ...options };
  }

  decide(d: Decision): Action {
    if (d.legal.length === 1) return d.legal[0] as Action;
    const o = this.options;
    const ranked = rankOn(d.engine, determinize(d.engine.def.content, d.state, d.player, this.rng), d.player, d.legal, o.rollout, this.rng);
    const arms = candidates(ranked, o.candidates);
    if (arms.length === 1) return (arms[0] as Arm).action;
    const started = Date.now();
    for (let i = 0; i < o.playouts; i++) {
      if (o.timeMs !== undefined && i >= arms.length && Date.now() - started > o.timeMs) break;
      const arm = i < arms.length ? (arms[i] as Arm) : this.select(arms, i);
      arm.visits++;
      arm.total += this.playout(d.engine, d.state, d.player, arm.action);
    }
    let best = arms[0] as Arm;
    for (const arm of arms) if (arm.visits > 0 && arm.total / arm.visits > best.total / Math.max(1, best.visits)) best = arm;
    return best.action;
  }

  private select(arms: Arm[], n: number): Arm {
    let best = arms[0] as Arm;
    let bestScore = -Infinity;
    for (const arm of arms) {
      const score = arm.total / arm.visits + this.options.exploration * Math.sqrt(Math.log(n) / arm.visits);
      if (score > bestScore) {
        best = arm;
        bestScore = score;
      }
    }
    return best;
  }

  /** One playout of `action` on a fresh sample; its value for `me` in [0, 1]. */
  private playout(engine: Engine, state: GameState, me: PlayerId, action: Action): number {
    const sample = determinize(engine.def.content, state, me, this.rng);
    const first = lookAhead(engine, sample, action);
    if (!first) return 0;
    let s = first.state;
    const startTurn = state.turn.number;
    for (let i = 0; i < this.options.maxRolloutActions; i++) {
      const aw = engine.awaiting(s);
      if (aw.kind === 'over' || aw.kind === 'busy') break;
      if (aw.kind === 'free' && aw.player === me && s.turn.number > startTurn) break;
      const legal = engine.legalActions(s, aw.player);
      if (legal.length === 0) break;
      const next = legal.length === 1 ? (legal[0] as Action) : (rankOn(engine, s, aw.player, legal, this.options.rollout, this.rng)[0] as Scored).action;
      const r = engine.apply(s, next, { explain: false });
      if (!r.ok) break;
      s = r.state;
    }
    return value(engine, s, me);
  }
}

/** The best `n` distinct actions of a ranking; ending the turn is always among them when it is legal. */
function candidates(ranked: readonly Scored[], n: number): Arm[] {
  const top = ranked.slice(0, n).map((r) => r.action);
  const end = ranked.find((r) => r.action.type === 'end-turn' || r.action.type === 'pass');
  if (end && !top.some((a) => sameAction(a, end.action))) top.push(end.action);
  // A winning action needs no search.
  if ((ranked[0]?.score ?? 0) >= WEIGHTS.win) return [{ action: (ranked[0] as Scored).action, visits: 0, total: 0 }];
  return top.map((action) => ({ action, visits: 0, total: 0 }));
}

/** A position's value for `me` in [0, 1]: the game's result, or a logistic of the evaluation (1 VP ≈ 0.73). */
function value(engine: Engine, s: GameState, me: PlayerId): number {
  if (s.winner !== null) return s.winner === 'draw' ? 0.5 : s.winner === me ? 1 : 0;
  const v = evaluate(engine, s, me) / WEIGHTS.vp;
  return 1 / (1 + Math.exp(-v));
}

