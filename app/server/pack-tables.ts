/**
 * The generation tables of a game on the server: read from the content folder's files that declare
 * them (rarities, species, growth kinds, packs; cards never do), and written back when a designer tunes
 * them in the pack explorer.
 */
import type { SourceDocument } from '../../games/summoners-grid/packs/tables';
import { packTables, type TablesResult } from '../../games/summoners-grid/packs/tables';
import { parse } from '../../dsl/parse';
import type { Database } from '../../db/client';
import { gameSources } from './game-sources';

/** The game's files without its cards, parsed: everything packTables reads. */
export async function tableSources(db: Database, game: string): Promise<Array<SourceDocument & { text: string }>> {
  const files = (await gameSources(db, game)).filter((f) => !f.path.startsWith(`content/${game}/cards/`));
  return files.map((f) => ({ path: f.path, text: f.text, document: parse(f.text).document }));
}

export async function serverPackTables(db: Database, game: string): Promise<TablesResult> {
  return packTables(await tableSources(db, game));
}

