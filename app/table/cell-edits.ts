/**
 * Turning new cell values into draft edits: each value replaces its literal's text in the card's draft,
 * written as the formatter writes that number (dsl/format: `12`, `1.5`, `-60`, a bonus `+2`/`-1`, `85%`),
 * so the card keeps its layout and formatting it again changes nothing. The edits of one change, over any
 * number of cells and cards, become one `cards.editDrafts` request (db/draft-edits.ts: all or nothing,
 * each draft checked against the text the edits were computed on) and one undo entry, whose edits put
 * every cell's old text back. Pure and browser-safe.
 */
import { printNumber } from '../../dsl/format/print-expr';
import { applyOffsetEdits, inverseOffsetEdits, type OffsetEdit } from '../../lib/offset-edits';
import type { NumberLiteral, TableColumn, TableRow } from './table-schema';

/** One cell's new value. */
export interface CellValue {
  id: string;
  key: string;
  value: number;
}

/** Edits to one card's draft, computed on `expected` (the shape `cards.editDrafts` takes). */
export interface DraftChange {
  id: string;
  expected: string;
  edits: OffsetEdit[];
}

export interface CellProblem {
  id: string;
  key: string;
  message: string;
}

export type PlannedChange =
  | { ok: true; changes: DraftChange[]; undo: DraftChange[]; cells: number }
  | { ok: false; problems: CellProblem[] };

/** The number as the formatter prints it in this literal's place. */
export function literalText(literal: Pick<NumberLiteral, 'style'>, value: number): string {
  switch (literal.style) {
    case 'plain': return printNumber(value);
    case 'percent': return `${printNumber(value)}%`;
    case 'signed': return value < 0 ? `-${printNumber(-value)}` : `+${printNumber(value)}`;
  }
}

/** Why `value` cannot go in `column`, or undefined when it can. */
export function valueProblem(column: TableColumn, value: number): string | undefined {
  if (!Number.isFinite(value)) return `${column.label} needs a number`;
  if (column.min !== undefined && value < column.min) return `${printNumber(value)} is below ${column.label}'s minimum ${printNumber(column.min)}`;
  if (column.max !== undefined && value > column.max) return `${printNumber(value)} is above ${column.label}'s maximum ${printNumber(column.max)}`;
  return undefined;
}

/**
 * The draft edits that write `values` (cells whose value does not change are left out), with their undo;
 * or every problem (a card or column the table does not have, a cell that is not a literal number, a
 * value out of bounds), in which case nothing is to be written.
 */
export function planCellEdits(rows: readonly TableRow[], columns: readonly TableColumn[], values: readonly CellValue[]): PlannedChange {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const problems: CellProblem[] = [];
  const edits = new Map<string, OffsetEdit[]>();
  let cells = 0;
  for (const v of values) {
    const row = byId.get(v.id);
    const column = byKey.get(v.key);
    const problem = !row
      ? `there is no card "${v.id}" in the table`
      : !column || column.kind !== 'number'
        ? `there is no numeric column "${v.key}"`
        : !row.cells[v.key]?.number
          ? `${row.name} has no number written in ${column.label}${row.cells[v.key] ? ` (it says ${row.cells[v.key]?.text}): edit it in the editor` : ''}`
          : valueProblem(column, v.value);
    const literal = row?.cells[v.key]?.number;
    if (problem !== undefined || !row || !literal) {
      problems.push({ id: v.id, key: v.key, message: problem ?? 'no literal' });
      continue;
    }
    if (literal.value === v.value) continue;
    const list = edits.get(row.id) ?? [];
    list.push({ start: literal.start, end: literal.end, newText: literalText(literal, v.value) });
    edits.set(row.id, list);
    cells++;
  }
  if (problems.length > 0) return { ok: false, problems };
  const changes: DraftChange[] = [];
  const undo: DraftChange[] = [];
  for (const [id, list] of edits) {
    const row = byId.get(id);
    if (!row) continue;
    const after = applyOffsetEdits(row.source, list);
    const inverse = inverseOffsetEdits(row.source, list);
    if (after === undefined || inverse === undefined) {
      problems.push({ id, key: list.length > 1 ? '' : (values.find((v) => v.id === id)?.key ?? ''), message: `two edits to ${row.name} overlap` });
      continue;
    }
    changes.push({ id, expected: row.source, edits: list });
    undo.push({ id, expected: after, edits: inverse });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, changes, undo, cells };
}
