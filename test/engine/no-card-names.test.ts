/**
 * The engine plays whatever the content says: no card, species or role name of the content may appear in
 * engine/ or games/ source, comments included (tests that need them live under test/, benchmarks under bench/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadGame } from '../../games/summoners-grid/node/load-content';

it('engine/ and games/ source mention no content card, species or role name', async () => {
  const { content } = await loadGame('content/summoners-grid');
  const names = [...content.cards.map((c) => c.name.text), ...content.species.map((s) => s.name.text)];
  expect(names.length).toBeGreaterThan(60);
  const files = ['engine', 'games'].flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => join(root, f)));
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const name of names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(text)) found.push(`${file}: ${name}`);
    }
  }
  expect(found).toEqual([]);
});
