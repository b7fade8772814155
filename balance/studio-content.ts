/**
 * What the studio's Balance page plays (Node only): the games of the content folder (folders holding a
 * `ruleset.smith`), their decks, and a run's files — the game's files from disk with every card replaced
 * by its draft in the database, so a run measures the cards as the designer has edited them. Running
 * again after an edit and comparing the two runs answers "what did my change do?".
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SourceFile } from '../dsl/project';
import { parse } from '../dsl/parse';
import { gameFiles } from './run-files';

export interface StudioGame {
  game: string;
  decks: string[];
}

/** The games of a content folder with the decks each declares, in file order. */
export async function studioGames(contentDir: string): Promise<StudioGame[]> {
  if (!existsSync(contentDir)) return [];
  const games = readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(contentDir, d.name, 'ruleset.smith')))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    games.map(async (game) => {
      const files = await gameFiles(join(contentDir, game));
      const decks = files.flatMap((f) => (/^\s*deck\b/m.test(f.text) ? parse(f.text).document.decls.flatMap((d) => (d.kind === 'Deck' ? [d.name.text] : [])) : []));
      return { game, decks };
    }),
  );
}

/** A game's files with each card file (`cards/**\/<id>.smith`) replaced by the draft of card `id`. */
export async function studioRunFiles(contentDir: string, game: string, drafts: ReadonlyMap<string, string>): Promise<{ files: SourceFile[]; drafted: number }> {
  const files = await gameFiles(join(contentDir, game));
  let drafted = 0;
  const out = files.map((f) => {
    if (!/(^|[\\/])cards[\\/]/.test(f.path)) return f;
    const draft = drafts.get(basename(f.path, '.smith'));
    if (draft === undefined || draft === f.text) return f;
    drafted++;
    return { path: f.path, text: draft };
  });
  return { files: out, drafted };
}
