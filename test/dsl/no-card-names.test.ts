/**
 * The DSL is game-generic: no card, species or role name of the content may appear in dsl/ source
 * (tests that need them live under test/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadProject } from '../../dsl/load-dir';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

it('dsl/ source mentions no content card, species or role name', async () => {
  const project = await loadProject(['content']);
  const names = new Set<string>();
  for (const game of project.games()) {
    const table = project.symbols(game);
    for (const kind of ['card', 'species', 'role'] as const) for (const e of table.all(kind)) names.add(e.name);
  }
  expect(names.size).toBeGreaterThan(30);
  const found: string[] = [];
  for (const file of sources('dsl')) {
    const text = readFileSync(file, 'utf8');
    for (const name of names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(text)) found.push(`${file}: ${name}`);
    }
  }
  expect(found).toEqual([]);
});
