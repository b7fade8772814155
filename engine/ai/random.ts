import type { GameAction } from '../core/game';
import { createRng, nextFraction, type RngState } from '../core/rng';
import type { Decision, Player } from './player';

/**
 * The random-legal player: picks an action kind uniformly among the kinds available, then one action of
 * that kind uniformly (so rare kinds of action are not drowned by kinds with many targets). Its randomness
 * is its own generator, never the game's.
 */
export class RandomPlayer<S, A extends GameAction> implements Player<S, A> {
  readonly kind = 'random';
  private readonly rng: RngState;

  constructor(seed: number) {
    this.rng = createRng(seed ^ 0x5bd1e995);
  }

  decide(decision: Decision<S, A>): A {
    return this.pick(decision.legal);
  }

  pick(actions: readonly A[]): A {
    const byKind = new Map<string, A[]>();
    for (const a of actions) {
      const list = byKind.get(a.type);
      if (list) list.push(a);
      else byKind.set(a.type, [a]);
    }
    const kinds = [...byKind.keys()];
    const kind = kinds[Math.floor(nextFraction(this.rng) * kinds.length)] as string;
    const list = byKind.get(kind) as A[];
    return list[Math.floor(nextFraction(this.rng) * list.length)] as A;
  }
}
