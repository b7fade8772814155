import { createRng, nextUnit, type RngState } from '../core/rng';
import type { Action } from '../../games/summoners-grid/rules/actions';
import type { Decision, Player } from './player';

/**
 * The random-legal player: picks an action kind uniformly among the kinds available, then one action of
 * that kind uniformly (so attacks and card plays are not drowned by the many move destinations). Its
 * randomness is its own generator, never the game's.
 */
export class RandomPlayer implements Player {
  readonly kind = 'random';
  private readonly rng: RngState;

  constructor(seed: number) {
    this.rng = createRng(seed ^ 0x5bd1e995);
  }

  decide(decision: Decision): Action {
    return this.pick(decision.legal);
  }

  pick(actions: readonly Action[]): Action {
    const byKind = new Map<string, Action[]>();
    for (const a of actions) {
      const list = byKind.get(a.type);
      if (list) list.push(a);
      else byKind.set(a.type, [a]);
    }
    const kinds = [...byKind.keys()];
    const kind = kinds[Math.floor(nextUnit(this.rng) * kinds.length)] as string;
    const list = byKind.get(kind) as Action[];
    return list[Math.floor(nextUnit(this.rng) * list.length)] as Action;
  }
}
