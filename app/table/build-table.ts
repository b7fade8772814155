/**
 * The set table of a game from its cards' drafts and their ASTs: the cells of each card (card-cells.ts),
 * the columns they and the vocabulary call for (table-columns.ts). A card whose draft declares no card
 * (mid-edit) is a row without cells. Pure and browser-safe.
 */
import type { Vocabulary } from '../../dsl/vocabulary';
import type { AnyCard, CardFace } from '../cards/card-face';
import { cardCells } from './card-cells';
import { tableColumns } from './table-columns';
import type { SetTable, TableRow } from './table-schema';

export interface TableEntry {
  id: string;
  name: string;
  revision: number;
  source: string;
  errors: number;
  face: CardFace | null;
  /** The AST of exactly `source` (undefined: it declares no card). */
  decl: AnyCard | undefined;
}

export function buildTable(game: string, vocabulary: Vocabulary, entries: readonly TableEntry[]): SetTable {
  const rows: TableRow[] = entries.map((e) => ({
    id: e.id,
    name: e.name,
    revision: e.revision,
    source: e.source,
    errors: e.errors,
    face: e.face,
    cells: e.decl ? cardCells(e.decl, e.source) : {},
  }));
  return { game, columns: tableColumns(vocabulary, rows.map((r) => r.cells)), rows };
}
