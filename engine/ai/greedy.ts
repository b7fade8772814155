import type { Engine } from '../core/engine';
import type { GameAction, Triaged } from '../core/game';
import type { PlayerId } from '../core/players';
import { createRng, type RngState } from '../core/rng';
import { lookAhead } from './lookahead';
import type { Decision, Player } from './player';
import { reseed } from './reseed';

export interface GreedyOptions {
  /** Dice samples averaged for an action whose outcome is random (an attack, a draw from a reshuffle). */
  samples: number;
  /**
   * How many actions of each family of similar actions (the game's triage groups them: moves, placements
   * …) are played out; the others are judged by their cheap score. Undefined: the game's default per family.
   */
  breadth?: number;
}

export const GREEDY_DEFAULTS: GreedyOptions = { samples: 2 };

export interface Scored<A> {
  action: A;
  score: number;
}

/**
 * The one-ply player: every action is judged by the position it leads to (after the game runs on with
 * nobody responding), on a determinized sample of the hidden cards, averaged over a few dice when the
 * outcome is random; it takes the best. Giving the decision away (ending the turn) is worth the current
 * position, so an action is taken only when it improves on standing still.
 *
 * Cost control: a game with many similar actions (dozens of move destinations) triages them: it scores
 * them cheaply first and only the best few are played out.
 */
export class GreedyPlayer<S, A extends GameAction> implements Player<S, A> {
  readonly kind = 'greedy';
  private readonly rng: RngState;
  private readonly options: GreedyOptions;

  constructor(seed: number, options: Partial<GreedyOptions> = {}) {
    this.rng = createRng(seed ^ 0x2545f491);
    this.options = { ...GREEDY_DEFAULTS, ...options };
  }

  decide(d: Decision<S, A>): A {
    if (d.legal.length === 1) return d.legal[0] as A;
    return (this.rank(d)[0] as Scored<A>).action;
  }

  /** Every action worth considering with its score, best first (ties keep the legal order). */
  rank(d: Decision<S, A>): Scored<A>[] {
    const sample = d.engine.game.ai.determinize(d.state, d.player, this.rng);
    return rankOn(d.engine, sample, d.player, d.legal, this.options, this.rng);
  }
}

/** Ranks `legal` on one determinized sample. Shared with the search player, which plays the best ones out. */
export function rankOn<S, A extends GameAction>(engine: Engine<S, A>, sample: S, me: PlayerId, legal: readonly A[], options: GreedyOptions, rng: RngState): Scored<A>[] {
  const ai = engine.game.ai;
  const here = ai.evaluate(sample, me);
  const triaged: Triaged<A>[] = ai.triage ? ai.triage(sample, me, legal, here, options.breadth) : legal.map((action) => (ai.yields(action) ? { action, score: here } : { action }));
  // Played out in the triage's order: the dice samples come from `rng`, so the order is part of the result.
  const scored = triaged.map(({ action, score }) => ({ action, score: score ?? playedOut(engine, sample, me, action, options.samples, rng) }));
  return stableSortDesc(scored);
}

/** The average value of the positions an action leads to, over `samples` dice when it rolls any. */
function playedOut<S, A extends GameAction>(engine: Engine<S, A>, sample: S, me: PlayerId, action: A, samples: number, rng: RngState): number {
  const { ai, random } = engine.game;
  const first = lookAhead(engine, sample, action);
  if (!first) return -Infinity;
  let total = ai.evaluate(first.state, me);
  if (random.get(first.state).counter === random.get(sample).counter) return total;
  let n = 1;
  for (; n < samples; n++) {
    const again = lookAhead(engine, reseed(random, sample, rng), action);
    total += again ? ai.evaluate(again.state, me) : 0;
  }
  return total / n;
}

function stableSortDesc<A>(list: Scored<A>[]): Scored<A>[] {
  return list
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || a.i - b.i)
    .map((e) => e.x);
}
