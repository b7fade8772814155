/** Decks over the hand-built fixture (summons, weapons, a few cards) for property tests and benches. */
import type { DeckList } from '../../games/summoners-grid/index';

export const fixtureDecks: Record<'A' | 'B', DeckList> = {
  A: {
    slots: [
      { summon: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'] },
      { summon: 'Gignen Scout', role: 'Scout', equipment: ['Hunting Bow'] },
      { summon: 'Gignen Magician', role: 'Magician', equipment: ["Apprentice's Wand"] },
    ],
    main: ['Rush', 'Rush', 'Blast Bolt', 'Dark Altar', 'Dramatic Return!', 'Rush'],
    advance: [],
  },
  B: {
    slots: [
      { summon: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"] },
      { summon: 'Wilderling Scout', role: 'Scout', equipment: ['Hunting Bow'] },
      { summon: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'] },
    ],
    main: ['Blast Bolt', 'Blast Bolt', 'Dramatic Return!', 'Rush', 'Dark Altar', 'Rush'],
    advance: [],
  },
};
