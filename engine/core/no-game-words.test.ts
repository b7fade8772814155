/**
 * The core is generic: no file under engine/ (tests included) names a word of a hosted game. Identifiers
 * are split into words (camelCase, snake_case, kebab-case) so `instance` does not match `stance` but
 * `summonCards` matches `summon`. A game's words belong in games/<id>/ and content/<id>/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Words of the four hosted games (singular; plurals are matched too). */
const GAME_WORDS = [
  // Summoner's Grid
  'summon', 'summoner', 'unit', 'vp', 'territory', 'species', 'role', 'building', 'quest', 'equipment', 'grid', 'reaction',
  // the mana duel
  'mana', 'monster', 'spell', 'toughness', 'graveyard', 'battlefield',
  // the stance duel
  'stance', 'riposte', 'reckless', 'fighter', 'parry',
  // the chain duel
  'stasis', 'trait',
];

export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function gameWord(word: string): string | undefined {
  return GAME_WORDS.find((w) => word === w || word === `${w}s` || word === `${w}es`);
}

it('splits identifiers into words', () => {
  expect(wordsOf('summonCards instance SPEED_RANK vpSound')).toEqual(['summon', 'cards', 'instance', 'speed', 'rank', 'vp', 'sound']);
  expect(gameWord('instance')).toBeUndefined();
  expect(gameWord('units')).toBe('unit');
});

it('engine/ names no word of a hosted game', () => {
  const files = (readdirSync('engine', { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('no-game-words.test.ts')).map((f) => join('engine', f));
  expect(files.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const word of wordsOf(line)) {
          const hit = gameWord(word);
          if (hit) found.push(`${file}:${i + 1}: ${hit} (${line.trim().slice(0, 80)})`);
        }
      });
  }
  expect(found).toEqual([]);
});
