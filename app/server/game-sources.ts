/**
 * A game's `.smith` sources as the studio sees them: the content folder's files (ruleset, species, roles,
 * growth, rarities, scenarios …) with every card taken from its current draft in the database, so the
 * balancing tools measure what the designers are editing. Deck files are left out: decks live in the
 * database and are validated one at a time (see deck-check.ts).
 *
 * Paths are `content/<game>/…` whatever the content folder is, so the DSL's project reads the game and
 * card ids the same way it does for files on disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceFile } from '../../dsl/project';
import { cardDrafts } from '../../db/card-sources';
import type { Database } from '../../db/client';
import { contentDir } from '../../db/config';

export const GameName = /^[a-z0-9][a-z0-9-]*$/;

/** The games of the content folder (its sub-folders with a ruleset file). */
export function contentGames(dir = contentDir()): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && GameName.test(e.name) && readdirSync(join(dir, e.name)).includes('ruleset.smith'))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path, out);
    else if (e.isFile() && e.name.endsWith('.smith')) out.push(path);
  }
}

export async function gameSources(db: Database, game: string, dir = contentDir()): Promise<SourceFile[]> {
  if (!GameName.test(game)) return [];
  const root = join(dir, game);
  const files: string[] = [];
  walk(root, files);
  const out: SourceFile[] = [];
  for (const path of files.sort()) {
    const rel = relative(root, path).split(sep).join('/');
    if (rel.startsWith('cards/') || rel.startsWith('decks/')) continue;
    out.push({ path: `content/${game}/${rel}`, text: readFileSync(path, 'utf8') });
  }
  for (const card of await cardDrafts(db, game)) out.push({ path: `content/${game}/cards/${card.kind}/${card.id}.smith`, text: card.draftSource });
  return out;
}
