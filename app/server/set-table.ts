/**
 * The set table of a game on the server: each card's draft (source and revision, from the database),
 * its AST from the language worker (one request for the whole game), and the game's vocabulary; the
 * cells and columns are computed here from the AST (app/table/build-table.ts: reading a few literal
 * positions, the worker did the parsing). A draft saved between reading its source and its analysis
 * gets no cells (its literals' offsets would be another text's); the next load has them.
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
  const analyses = await project.analyses(ids, true);
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
      decl: current ? analysis.decl : undefined,
    }];
  });
  return buildTable(game, gameVocabulary(game), entries);
}
