/**
 * The set table of a game on the server: each card's draft (source and revision, from the database),
 * its cells from the language worker (one request for the whole game: the worker reads them from the
 * AST it holds), and the game's vocabulary for the columns (app/table/build-table.ts). A draft saved
 * between reading its source and its analysis gets no cells (its literals' offsets would be another
 * text's); the next load has them.
 */
import type { Database } from '../../db/client';
import { cardSources, libraryRows } from '../../db/card-library';
import { gameVocabulary } from './studio-games';
import { buildTable } from '../table/build-table';
import type { SetTable } from '../table/table-schema';
import type { StudioProject } from './studio-project';

export async function setTable(db: Database, project: StudioProject, game: string): Promise<SetTable> {
  const rows = (await libraryRows(db)).filter((row) => row.game === game);
  const ids = rows.map((row) => row.id);
  const sources = new Map((await cardSources(db, ids)).map((s) => [s.id, s]));
  const analyses = await project.analyses(ids, 'cells');
  const entries = rows.flatMap((row, i) => {
    const source = sources.get(row.id);
    if (!source) return [];
    const analysis = analyses[i];
    const current = analysis !== undefined && analysis.revision === source.draftRevision;
    return [{
      id: row.id,
      name: row.name,
      revision: source.draftRevision,
      source: source.draftSource,
      errors: analysis?.errors ?? 0,
      face: analysis?.face ?? null,
      cells: current ? analysis.cells : undefined,
    }];
  });
  return buildTable(game, gameVocabulary(game), entries);
}
