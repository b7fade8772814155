import type { ManaCard } from './cards';
import type { ManaDeck } from './deck';

/**
 * A test card pool for the mana duel's tests and simulations (not content): every card type, every
 * target requirement, every kind of effect step and every trigger appears at least once. The four
 * monsters of the seed's worked examples are here with the seed's stats.
 */
const monster = (id: string, name: string, cost: number, power: number, toughness: number, health: number, extra: Partial<ManaCard> = {}): ManaCard => ({ id, name, type: 'monster', cost, stats: { power, toughness, health }, target: 'none', ...extra });

export const TEST_POOL: ManaCard[] = [
  // The seed's worked examples: #1 (8/2/1) attacks #2 (2/4/5); #3 (2/1/9) attacks #4 (4/6/6).
  monster('glass-brute', 'Glass Brute', 4, 8, 2, 1),
  monster('stone-golem', 'Stone Golem', 4, 2, 4, 5),
  monster('bog-toad', 'Bog Toad', 3, 2, 1, 9),
  monster('iron-wall', 'Iron Wall', 5, 4, 6, 6),
  monster('ember-whelp', 'Ember Whelp', 2, 3, 1, 2, { target: 'enemy-monster', onSummon: [{ do: 'damage', amount: 1, to: 'target' }] }),
  monster('grave-moth', 'Grave Moth', 1, 1, 0, 2, { onDeath: [{ do: 'draw', amount: 1, who: 'you' }] }),
  monster('healing-acolyte', 'Healing Acolyte', 2, 1, 1, 3, { onTurnEnd: [{ do: 'for-each', monsters: 'own', step: { do: 'heal', amount: 1, to: 'each' } }] }),
  monster('vengeful-spirit', 'Vengeful Spirit', 3, 2, 1, 3, { onDeath: [{ do: 'damage', amount: 3, to: 'opponent' }] }),
  monster('field-medic', 'Field Medic', 3, 2, 2, 4, { target: 'own-monster', onSummon: [{ do: 'raise-max-health', amount: 2, to: 'target' }, { do: 'heal', amount: 2, to: 'target' }] }),
  monster('storm-drake', 'Storm Drake', 6, 6, 3, 7),
  monster('ancient-titan', 'Ancient Titan', 8, 8, 5, 10, { onSummon: [{ do: 'for-each', monsters: 'enemy', step: { do: 'damage', amount: 2, to: 'each' } }] }),
  monster('pack-rat', 'Pack Rat', 1, 1, 1, 1, { onTurnEnd: [{ do: 'modify', power: 1, toughness: 0, until: 'permanent', to: 'this' }] }),
  { id: 'fireball', name: 'Fireball', type: 'spell', cost: 4, target: 'any-character', onPlay: [{ do: 'damage', amount: 5, to: 'target' }] },
  { id: 'spark', name: 'Spark', type: 'spell', cost: 1, target: 'any-character', onPlay: [{ do: 'damage', amount: 2, to: 'target' }] },
  { id: 'mend', name: 'Mend', type: 'spell', cost: 1, target: 'own-monster', onPlay: [{ do: 'heal', amount: 4, to: 'target' }] },
  { id: 'weaken', name: 'Weaken', type: 'spell', cost: 2, target: 'enemy-monster', onPlay: [{ do: 'modify', power: -2, toughness: -2, until: 'permanent', to: 'target' }] },
  { id: 'battle-cry', name: 'Battle Cry', type: 'spell', cost: 2, target: 'none', onPlay: [{ do: 'for-each', monsters: 'own', step: { do: 'modify', power: 2, toughness: 0, until: 'end-of-turn', to: 'each' } }] },
  { id: 'doom', name: 'Doom', type: 'spell', cost: 6, target: 'any-monster', onPlay: [{ do: 'destroy', to: 'target' }] },
  { id: 'insight', name: 'Insight', type: 'spell', cost: 3, target: 'none', onPlay: [{ do: 'draw', amount: 2, who: 'you' }] },
  { id: 'second-wind', name: 'Second Wind', type: 'spell', cost: 2, target: 'none', onPlay: [{ do: 'gain-health', amount: 6, who: 'you' }] },
  { id: 'mana-surge', name: 'Mana Surge', type: 'spell', cost: 0, target: 'none', onPlay: [{ do: 'gain-mana', amount: 2 }] },
  { id: 'earthquake', name: 'Earthquake', type: 'spell', cost: 5, target: 'none', onPlay: [{ do: 'for-each', monsters: 'every', step: { do: 'damage', amount: 3, to: 'each' } }] },
  { id: 'blood-pact', name: 'Blood Pact', type: 'spell', cost: 1, target: 'none', onPlay: [{ do: 'damage', amount: 3, to: 'you' }, { do: 'damage', amount: 3, to: 'opponent' }] },
  { id: 'mind-rot', name: 'Mind Rot', type: 'spell', cost: 2, target: 'player', onPlay: [{ do: 'discard', amount: 1, who: 'target' }, { do: 'mill', amount: 1, who: 'target' }] },
  { id: 'iron-sword', name: 'Iron Sword', type: 'equipment', cost: 2, target: 'own-monster', bonus: { power: 3, toughness: 0 } },
  { id: 'tower-shield', name: 'Tower Shield', type: 'equipment', cost: 2, target: 'own-monster', bonus: { power: 0, toughness: 3 } },
  { id: 'rusty-chains', name: 'Rusty Chains', type: 'equipment', cost: 1, target: 'enemy-monster', bonus: { power: -2, toughness: -1 } },
];

/** A 30-card deck of the test pool: the ids given, each `copies` times, then filled up in pool order. */
export function testDeck(ids: readonly string[], copies = 2): ManaDeck {
  const cards: string[] = [];
  for (const id of ids) for (let i = 0; i < copies && cards.length < 30; i++) cards.push(id);
  for (let i = 0; cards.length < 30; i++) {
    const id = (TEST_POOL[i % TEST_POOL.length] as ManaCard).id;
    if (cards.filter((c) => c === id).length < 3) cards.push(id);
  }
  return { cards, pool: TEST_POOL };
}

/** Two mixed decks for simulations: monsters at every cost, removal, buffs, equipment. */
export const SIM_DECKS: { A: ManaDeck; B: ManaDeck } = {
  A: testDeck(['pack-rat', 'grave-moth', 'ember-whelp', 'healing-acolyte', 'bog-toad', 'vengeful-spirit', 'stone-golem', 'glass-brute', 'iron-wall', 'storm-drake', 'ancient-titan', 'spark', 'fireball', 'iron-sword', 'weaken']),
  B: testDeck(['grave-moth', 'mana-surge', 'ember-whelp', 'field-medic', 'bog-toad', 'stone-golem', 'iron-wall', 'storm-drake', 'doom', 'insight', 'battle-cry', 'tower-shield', 'rusty-chains', 'earthquake', 'mend']),
};
