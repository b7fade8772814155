/**
 * A stand-in for a mana duel game client: it imports the types a mana duel bundle ships (types.d.ts,
 * generated from the game's own schema.json) and reads cards.json with them. Narrowing a card on its
 * declared type gives a monster's stats as plain numbers. test/sets/mana-duel.test.ts copies this folder
 * next to a freshly exported mana duel bundle, type-checks it with tsc and runs it.
 * (Excluded from the project's tsconfig: `./bundle/types` exists only in that temporary copy.)
 */
import { readFileSync } from 'node:fs';
import type { ManaDuelCard, ManaDuelCardsFile } from './bundle/types';

const file: ManaDuelCardsFile = JSON.parse(readFileSync(new URL('./bundle/cards.json', import.meta.url), 'utf8'));

/** A monster's power and health as a card face shows them; other types show their cost only. */
function face(card: ManaDuelCard): string {
  switch (card.kind) {
    case 'monster': {
      const power: number = card.power;
      return `${card.name}: monster, ${card.mana} mana, ${power}/${card.toughness}/${card.health}`;
    }
    case 'spell':
    case 'equipment':
      return `${card.name}: ${card.kind}, ${card.mana} mana`;
  }
}

const totalPower = file.cards.reduce((sum, card) => sum + (card.kind === 'monster' ? card.power : 0), 0);
const lines = [`${file.set.name} v${file.set.version} for ${file.set.game}: ${file.cards.length} cards, monster power ${totalPower}`, ...file.cards.map(face)];
process.stdout.write(`${lines.join('\n')}\n`);
