/**
 * A stand-in for the game client: it imports the types a bundle ships (types.d.ts, generated from
 * schema.json) and reads the bundle's cards.json with them. test/sets/game-client.test.ts copies this
 * folder next to a freshly exported bundle, type-checks it with tsc and runs it.
 * (Excluded from the project's tsconfig: `./bundle/types` exists only in that temporary copy.)
 */
import { readFileSync } from 'node:fs';
import type { CardEntry, CardsFile } from './bundle/types';

const file: CardsFile = JSON.parse(readFileSync(new URL('./bundle/cards.json', import.meta.url), 'utf8'));

/** The ruleset lists the stats in the game's order (JSON objects have none). */
const statOrder = file.ruleset.ast.stats.map((stat) => stat.text);

/** What a card face shows, read through the generated types only. */
function face(card: CardEntry): string {
  const n = card.numbers;
  const stats = n.stats === undefined ? '' : ` ${statOrder.map((stat) => `${stat} ${n.stats?.[stat] ?? '?'}`).join(' ')}`;
  const power = n.power === undefined ? '' : ` power ${n.power}`;
  const speed = n.speed === undefined ? '' : ` ${n.speed}`;
  // The AST is a discriminated union: narrowing on cardType gives the summon's species, typed.
  const species = card.ast.cardType === 'summon' ? ` ${card.ast.species.text}` : '';
  return `${card.name} (${card.kind}${speed}${power}${species}${stats}) v${card.version}: ${card.rulesText.split('\n')[0] ?? ''}`;
}

const board = file.ruleset.ast.board;
const lines = [
  `${file.set.name} v${file.set.version} for ${file.set.game}: ${file.cards.length} cards, ruleset ${file.ruleset.name} (board ${board.width}x${board.height})`,
  ...file.cards.map(face),
];
process.stdout.write(`${lines.join('\n')}\n`);
