/**
 * Who plays a side the designer does not: a small interface, so the balance lab's AI players can take a
 * seat by adding one line to `PLAYERS`. A player sees what its side may see (`viewFor`), gets the legal
 * actions, and returns one of them; it never touches the game's own random generator.
 */
import type { Action, Engine, GameState } from '../../../engine/index';
import { RandomPlayer } from '../../../engine/sim/random-player';
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

const random: PlayerKind = {
  label: 'Random legal',
  description: 'picks an action kind, then one action of that kind, uniformly (the engine’s random-legal player)',
  create(seed) {
    const inner = new RandomPlayer(seed);
    return { label: 'Random legal', pick: (_engine, _view, _side, legal) => inner.pick(legal) };
  },
};

/** The bots the sandbox offers, by the name the URL uses (`bot=B:random`). */
export const PLAYERS: Record<string, PlayerKind> = {
  random,
};

export function playerKind(name: string): PlayerKind | undefined {
  return Object.hasOwn(PLAYERS, name) ? PLAYERS[name] : undefined;
}
