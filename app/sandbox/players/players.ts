/**
 * Who plays a side the designer does not: the balance lab's AI players (engine/ai), the very players the
 * Balance page's runs use, asked through the same driver (`nextMove`, engine/ai/next-move.ts), so a bot
 * plays in the sandbox as it plays in a run. A player decides from what its side may see (it looks ahead
 * on the game's determinized samples, never on the hidden cards) and never touches the game's own
 * random generator. A new bot is one line of `PLAYERS`.
 */
import type { Action, GameState } from '../../../games/summoners-grid/index';
import { createPlayer, type Player } from '../../../engine/ai/index';
import type { PlayerKind as AiKind } from '../../../engine/ai/player';

export interface PlayerKind {
  label: string;
  description: string;
  create(seed: number): Player<GameState, Action>;
}

/** A seat for one of the balance lab's AI players. */
function aiSeat(kind: AiKind, label: string, description: string): PlayerKind {
  return { label, description, create: (seed) => createPlayer<GameState, Action>(kind, seed) };
}

/** The bots the sandbox offers, by the name the URL uses (`bot=B:random`). Search is left out: a decision takes seconds. */
export const PLAYERS: Record<string, PlayerKind> = {
  random: aiSeat('random', 'Random legal', 'picks an action kind, then one action of that kind, uniformly (the engine’s random-legal player)'),
  greedy: aiSeat('greedy', 'Greedy', 'scores every legal action one step ahead on guesses of the hidden cards, and plays the best (the balance lab’s greedy player)'),
};

export function playerKind(name: string): PlayerKind | undefined {
  return Object.hasOwn(PLAYERS, name) ? PLAYERS[name] : undefined;
}
