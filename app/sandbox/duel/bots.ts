/**
 * The bots that can take a side of a duel: the balance lab's AI players (engine/ai). The search player
 * runs in the browser's main thread with the game's own budget (its search hints; the mana duel's 64
 * playouts measured in Node over 80 decisions of a game: 47 ms on average, 177 ms at worst), and a cap of
 * one second a decision so a slow machine never freezes the page for long (a capped decision is weaker,
 * and no longer repeatable).
 */
import { createPlayer, type Player } from '../../../engine/ai/index';
import type { GameAction } from '../../../engine/core/game';

export const BOTS = {
  random: { label: 'Random bot', description: 'picks an action kind, then one action of that kind, at random' },
  greedy: { label: 'Greedy bot', description: 'scores every legal action one step ahead on guesses of the hidden cards and plays the best' },
  search: { label: 'Search bot', description: 'plays out the best few actions on guesses of the hidden cards (as many playouts as the game asks for, at most 1 s a decision)' },
} as const;

export type BotName = keyof typeof BOTS;

export function isBotName(name: string): name is BotName {
  return Object.hasOwn(BOTS, name);
}

/** A bot for one side; its own seeded generator makes it deterministic (but for search when its time cap cuts it short). */
export function createBot<S, A extends GameAction>(name: BotName, seed: number): Player<S, A> {
  if (name === 'search') return createPlayer<S, A>('search', seed, { search: { timeMs: 1000 } });
  return createPlayer<S, A>(name, seed);
}
