/**
 * The definitions of the content folder (ruleset, growth, rarities, species, roles: every `.smith`
 * file of `<content>/<game>/` outside `cards/`, `decks/` and `scenarios/`), as project files under
 * `content/<game>/`. Cards come from the database instead; decks and scenarios refer to cards but no
 * card refers to them, so the studio's project leaves them out. Read at start-up: restart the studio
 * after editing them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../../dsl/project';
import { definitionPath } from '../cards/project-paths';

const SKIPPED = new Set(['cards', 'decks', 'scenarios']);

export function scanDefinitions(contentDir: string): SourceFile[] {
  return scan(contentDir, SKIPPED);
}

/** Every `.smith` file of the content folder, cards, decks and scenarios included (the language reference's examples). */
export function scanContent(contentDir: string): SourceFile[] {
  return scan(contentDir, new Set());
}

function scan(contentDir: string, skipped: ReadonlySet<string>): SourceFile[] {
  const files: SourceFile[] = [];
  for (const game of subdirectories(contentDir)) {
    const root = join(contentDir, game);
    walk(root, skipped, (path) => files.push({ path: definitionPath(game, relative(root, path).split(sep).join('/')), text: readFileSync(path, 'utf8') }));
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function walk(dir: string, skipped: ReadonlySet<string>, found: (path: string) => void, top = true): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && skipped.has(entry.name))) walk(path, skipped, found, false);
    } else if (entry.isFile() && entry.name.endsWith('.smith')) {
      found(path);
    }
  }
}

function subdirectories(dir: string): string[] {
  try {
    if (!statSync(dir).isDirectory()) return [];
  } catch {
    return [];
  }
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
