/**
 * The bots that can take a side of a mana duel: the balance lab's AI players (engine/ai). The search
 * player runs in the browser's main thread, so it gets a small budget here (fewer playouts, and a time
 * cap per decision) to keep the page responsive; it is weaker than the balance lab's.
 */
import { createPlayer, type Player } from '../../../engine/ai/index';
import type { ManaAction } from '../../../games/mana-duel/actions';
import type { ManaState } from '../../../games/mana-duel/state';

export const BOTS = {
  random: { label: 'Random bot', description: 'picks an action kind, then one action of that kind, at random' },
  greedy: { label: 'Greedy bot', description: 'scores every legal action one step ahead on guesses of the hidden cards and plays the best' },
  search: { label: 'Search bot (small budget)', description: 'plays out the best few actions on guesses of the hidden cards: 16 playouts, at most 0.8 s a decision' },
} as const;

export type BotName = keyof typeof BOTS;

export function isBotName(name: string): name is BotName {
  return Object.hasOwn(BOTS, name);
}

/** A bot for one side; its own seeded generator makes it deterministic (but for search's time cap). */
export function createBot(name: BotName, seed: number): Player<ManaState, ManaAction> {
  if (name === 'search') return createPlayer<ManaState, ManaAction>('search', seed, { search: { playouts: 16, timeMs: 800 } });
  return createPlayer<ManaState, ManaAction>(name, seed);
}
