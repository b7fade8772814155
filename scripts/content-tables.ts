/** The pack tables of a game folder for the `packs` commands: read, or their problems printed. */
import { existsSync } from 'node:fs';
import { UsageError } from './args';
import { loadGame, type LoadedGame } from '../games/summoners-grid/node/load-content';
import { packTables, type PackTables } from '../games/summoners-grid/packs/tables';

/** Undefined (after printing each problem as `file:line:col message`) when the tables cannot be read. */
export async function contentTables(dir: string, pack: string | undefined): Promise<{ game: LoadedGame; tables: PackTables } | undefined> {
  if (!existsSync(dir)) throw new UsageError(`no content folder ${dir}`);
  const game = await loadGame(dir);
  const read = packTables(game.files.map((f) => ({ path: f.path, document: f.parsed.document })), pack);
  if (read.problems.length === 0) return { game, tables: read.tables };
  for (const p of read.problems) console.error(`${p.path}:${p.range.start.line}:${p.range.start.column} ${p.message}`);
  return undefined;
}
