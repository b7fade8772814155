/** The benchmark game: two fixed decks over the benchmark content, played by random-legal players. */
import type { DeckList } from '../games/summoners-grid/index';

const slots = {
  A: [
    { summon: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'] },
    { summon: 'Gignen Scout', role: 'Scout', equipment: ['Hunting Bow'] },
    { summon: 'Gignen Magician', role: 'Magician', equipment: ["Apprentice's Wand"] },
  ],
  B: [
    { summon: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"] },
    { summon: 'Wilderling Scout', role: 'Scout', equipment: ['Hunting Bow'] },
    { summon: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'] },
  ],
};

const main = ['Blast Bolt', 'Blast Bolt', 'Rush', 'Rush', 'Healing Hands', 'Healing Hands'];

export const benchDecks: Record<'A' | 'B', DeckList> = {
  A: { slots: slots.A, main, advance: [] },
  B: { slots: slots.B, main, advance: [] },
};
