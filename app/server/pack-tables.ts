/**
 * The generation tables of a game on the server: read from the content folder's files that declare
 * them (rarities, species, growth kinds, packs; cards never do), and written back when a designer tunes
 * them in the pack explorer. The files are read here; the language worker parses them and reads the tables.
 */
import type { TablesResult } from '../../games/summoners-grid/packs/tables';
import type { SourceFile } from '../../dsl/project';
import type { Database } from '../../db/client';
import { gameSources } from './game-sources';
import { languageWorker } from './language/client';

/** The game's files without its cards: everything packTables reads. */
export async function tableFiles(db: Database, game: string): Promise<SourceFile[]> {
  return (await gameSources(db, game)).filter((f) => !f.path.startsWith(`content/${game}/cards/`));
}

/** The game's tables; `replaced` gives new texts for some of its files (by path), as a designer tuned them. */
export async function serverPackTables(db: Database, game: string, replaced: ReadonlyMap<string, string> = new Map()): Promise<TablesResult> {
  const sources = (await tableFiles(db, game)).map((f) => ({ path: f.path, text: replaced.get(f.path) ?? f.text }));
  return languageWorker().ask({ type: 'packTables', sources });
}
