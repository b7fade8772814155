/**
 * The set table of a game from its cards' drafts and their cells (card-cells.ts, read from each draft's
 * AST: the studio's language worker does it beside the parse), and the columns they and the vocabulary
 * call for (table-columns.ts). A card whose draft declares no card (mid-edit) is a row without cells.
 * Pure and browser-safe.
 */
import type { Vocabulary } from '../../dsl/vocabulary';
import type { CardFace } from '../cards/card-face';
import type { CardCells } from './card-cells';
import { tableColumns } from './table-columns';
import type { SetTable, TableRow } from './table-schema';

export interface TableEntry {
  id: string;
  name: string;
  revision: number;
  source: string;
  errors: number;
  face: CardFace | null;
  /** The cells of exactly `source` (undefined: it declares no card). */
  cells: CardCells | undefined;
}

export function buildTable(game: string, vocabulary: Vocabulary, entries: readonly TableEntry[]): SetTable {
  const rows: TableRow[] = entries.map((e) => ({
    id: e.id,
    name: e.name,
    revision: e.revision,
    source: e.source,
    errors: e.errors,
    face: e.face,
    cells: e.cells ?? {},
  }));
  return { game, columns: tableColumns(vocabulary, rows.map((r) => r.cells)), rows };
}
