/**
 * Who plays a side the designer does not: a small interface, so the balance lab's AI players can take a
 * seat by adding one line to `PLAYERS`. A player sees what its side may see (`viewFor`), gets the legal
 * actions, and returns one of them; it never touches the game's own random generator.
 */
import type { Action, Engine, GameState } from '../../../games/summoners-grid/index';
import { createPlayer } from '../../../engine/ai/index';
import type { PlayerKind as AiKind } from '../../../engine/ai/player';
import type { Side } from '../model/setup';

export interface SeatedPlayer {
  readonly label: string;
  pick(engine: Engine, view: GameState, side: Side, legal: readonly Action[]): Action;
}

export interface PlayerKind {
  label: string;
  description: string;
  create(seed: number): SeatedPlayer;
}

/** A seat for one of the balance lab's AI players (engine/ai): it decides from what its side may see. */
function aiSeat(kind: AiKind, label: string, description: string): PlayerKind {
  return {
    label,
    description,
    create(seed) {
      const inner = createPlayer<GameState, Action>(kind, seed);
      return { label, pick: (engine, view, side, legal) => inner.decide({ engine, state: view, player: side, legal }) };
    },
  };
}

/** The bots the sandbox offers, by the name the URL uses (`bot=B:random`). Search is left out: a decision takes seconds. */
export const PLAYERS: Record<string, PlayerKind> = {
  random: aiSeat('random', 'Random legal', 'picks an action kind, then one action of that kind, uniformly (the engine’s random-legal player)'),
  greedy: aiSeat('greedy', 'Greedy', 'scores every legal action one step ahead on guesses of the hidden cards, and plays the best (the balance lab’s greedy player)'),
};

export function playerKind(name: string): PlayerKind | undefined {
  return Object.hasOwn(PLAYERS, name) ? PLAYERS[name] : undefined;
}
