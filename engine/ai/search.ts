import type { Engine } from '../core/engine';
import { actorOf, type GameAction } from '../core/game';
import type { PlayerId } from '../core/players';
import { createRng, newSeed, type RngState } from '../core/rng';
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
  /**
   * Compare the candidate actions on the same samples: the k-th playout of every action uses the k-th
   * sample (hidden cards, dice, and the playout policy's own choices), so the difference between two
   * actions is not drowned in the difference between samples (common random numbers). Off by default;
   * a game turns it on through its AI hooks' `searchHints`.
   */
  commonSamples?: boolean;
}

export const SEARCH_DEFAULTS: SearchOptions = {
  playouts: 24,
  candidates: 4,
  exploration: 0.5,
  rollout: { ...GREEDY_DEFAULTS, samples: 1, breadth: 1 },
  maxRolloutActions: 60,
};

interface Arm<A> {
  action: A;
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
export class SearchPlayer<S, A extends GameAction> implements Player<S, A> {
  readonly kind = 'search';
  private readonly rng: RngState;
  /** The options the player was given; the game's hints fill in the rest, then the defaults. */
  private readonly given: Partial<SearchOptions>;
  private options: SearchOptions;
  /** The samples of the current decision (with `commonSamples`): a position and a seed for the playout policy. */
  private samples: Array<{ state: S; seed: number }> = [];

  constructor(seed: number, options: Partial<SearchOptions> = {}) {
    this.rng = createRng(seed ^ 0x68e31da4);
    this.given = options;
    this.options = { ...SEARCH_DEFAULTS, ...options };
  }

  decide(d: Decision<S, A>): A {
    if (d.legal.length === 1) return d.legal[0] as A;
    this.options = { ...SEARCH_DEFAULTS, ...d.engine.game.ai.searchHints, ...this.given };
    this.samples = [];
    const o = this.options;
    const ranked = rankOn(d.engine, d.engine.game.ai.determinize(d.state, d.player, this.rng), d.player, d.legal, o.rollout, this.rng);
    const arms = candidates(d.engine, ranked, o.candidates);
    if (arms.length === 1) return (arms[0] as Arm<A>).action;
    const started = Date.now();
    for (let i = 0; i < o.playouts; i++) {
      if (o.timeMs !== undefined && i >= arms.length && Date.now() - started > o.timeMs) break;
      const arm = i < arms.length ? (arms[i] as Arm<A>) : this.select(arms, i);
      arm.total += this.playout(d.engine, d.state, d.player, arm.action, arm.visits);
      arm.visits++;
    }
    let best = arms[0] as Arm<A>;
    for (const arm of arms) if (arm.visits > 0 && arm.total / arm.visits > best.total / Math.max(1, best.visits)) best = arm;
    return best.action;
  }

  private select(arms: Arm<A>[], n: number): Arm<A> {
    let best = arms[0] as Arm<A>;
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

  /** The sample of a playout: a fresh one, or with `commonSamples` the k-th of this decision's samples. */
  private sampleFor(engine: Engine<S, A>, state: S, me: PlayerId, k: number): { state: S; rng: RngState } {
    if (!this.options.commonSamples) return { state: engine.game.ai.determinize(state, me, this.rng), rng: this.rng };
    while (this.samples.length <= k) this.samples.push({ state: engine.game.ai.determinize(state, me, this.rng), seed: newSeed(this.rng) });
    const sample = this.samples[k] as { state: S; seed: number };
    return { state: sample.state, rng: createRng(sample.seed) };
  }

  /** One playout of `action` (its `k`-th); its value for `me` in [0, 1]. */
  private playout(engine: Engine<S, A>, state: S, me: PlayerId, action: A, k: number): number {
    const game = engine.game;
    const { state: sample, rng } = this.sampleFor(engine, state, me, k);
    const first = lookAhead(engine, sample, action);
    if (!first) return 0;
    let s = first.state;
    const startTurn = game.turnNumber(state);
    for (let i = 0; i < this.options.maxRolloutActions; i++) {
      const aw = engine.awaiting(s);
      if (aw.kind === 'over' || aw.kind === 'busy') break;
      if (aw.kind === 'free' && aw.player === me && game.turnNumber(s) > startTurn) break;
      const actor = actorOf(aw);
      if (actor === null) break;
      const legal = engine.legalActions(s, actor);
      if (legal.length === 0) break;
      const next = legal.length === 1 ? (legal[0] as A) : (rankOn(engine, s, actor, legal, this.options.rollout, rng)[0] as Scored<A>).action;
      const r = engine.apply(s, next, { explain: false });
      if (!r.ok) break;
      s = r.state;
    }
    return value(engine, s, me);
  }
}

/** The best `n` distinct actions of a ranking; giving the decision away is always among them when it is legal. */
function candidates<S, A extends GameAction>(engine: Engine<S, A>, ranked: readonly Scored<A>[], n: number): Arm<A>[] {
  const { ai, sameAction } = engine.game;
  const top = ranked.slice(0, n).map((r) => r.action);
  const end = ranked.find((r) => ai.yields(r.action));
  if (end && !top.some((a) => sameAction(a, end.action))) top.push(end.action);
  // A winning action needs no search.
  if ((ranked[0]?.score ?? 0) >= ai.decisive) return [{ action: (ranked[0] as Scored<A>).action, visits: 0, total: 0 }];
  return top.map((action) => ({ action, visits: 0, total: 0 }));
}

/** A position's value for `me` in [0, 1]: the game's result, or a logistic of the evaluation in the game's scale. */
function value<S, A extends GameAction>(engine: Engine<S, A>, s: S, me: PlayerId): number {
  const outcome = engine.outcome(s);
  if (outcome) return outcome.winner === 'draw' ? 0.5 : outcome.winner === me ? 1 : 0;
  const v = engine.game.ai.evaluate(s, me) / engine.game.ai.scale;
  return 1 / (1 + Math.exp(-v));
}

