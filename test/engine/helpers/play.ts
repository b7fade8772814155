/** Small drivers for engine tests: apply-or-throw, and "the legal action that …". */
import type { Action, Engine, GameState } from '../../../games/summoners-grid/index';

export function driver(engine: Engine) {
  return {
    /** Applies a legal action, throwing with the engine's reason otherwise; returns the state and the log. */
    act(state: GameState, action: Action): { state: GameState; log: string[] } {
      const r = engine.apply(state, action);
      if (!r.ok) throw new Error(r.reason);
      return { state: r.state, log: r.events.map((e) => e.text) };
    },
    /** The first legal action of `player` that satisfies `pred`. */
    find(state: GameState, player: 'A' | 'B', pred: (a: Action) => boolean): Action {
      const a = engine.legalActions(state, player).find(pred);
      if (!a) throw new Error(`no such legal action; legal: ${JSON.stringify(engine.legalActions(state, player)).slice(0, 400)}`);
      return a;
    },
  };
}
