/**
 * The set table as CSV, out and back in. Export: `id`, `name`, then one column per table column under its
 * label, one row per card (the cell's text; an empty field where the card has nothing in that column).
 *
 * Import reads such a file (columns in any order, any subset, labels matched without regard to case) into
 * a diff, card by card, before anything is saved. A row it cannot map is refused whole, naming its row
 * number as a spreadsheet shows it (the header is row 1) and the column: an unknown card id, a card listed
 * twice, an unknown column (refused on row 1; its values are not read), a value that is not a number in a
 * numeric column, a value out of the column's bounds, a number for a card that has none there (or has a
 * formula), an emptied number, or a changed read-only column (name, type, growth …: edit those in the
 * editor). The other rows still make the diff. Pure and browser-safe.
 */
import { printNumber } from '../../dsl/format/print-expr';
import { parseCsv, writeCsv } from '../../lib/csv';
import type { CellValue } from './cell-edits';
import { valueProblem } from './cell-edits';
import type { TableColumn, TableRow } from './table-schema';

export function tableToCsv(columns: readonly TableColumn[], rows: readonly TableRow[]): string {
  const header = ['id', 'name', ...columns.map((c) => c.label)];
  return writeCsv([header, ...rows.map((r) => [r.id, r.name, ...columns.map((c) => r.cells[c.key]?.text ?? '')])]);
}

export interface CsvRefusal {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  column: string;
  message: string;
}

export interface CardDiff {
  id: string;
  name: string;
  changes: Array<{ key: string; label: string; from: string; to: string }>;
}

export type CsvImport =
  | { ok: true; cards: CardDiff[]; values: CellValue[]; refusals: CsvRefusal[] }
  | { ok: false; message: string };

/** A number as a CSV cell may write it: `12`, `-3`, `+2` (a bonus), `1.5`, `85%` in a percent column. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)%?$/;

function numberIn(text: string): number | undefined {
  const t = text.trim();
  if (!NUMBER.test(t)) return undefined;
  return Number(t.replace('%', ''));
}

export function readTableCsv(text: string, columns: readonly TableColumn[], rows: readonly TableRow[]): CsvImport {
  const read = parseCsv(text);
  if (!read.ok) return { ok: false, message: `line ${read.line}: ${read.message}` };
  const [header, ...records] = read.records;
  if (!header) return { ok: false, message: 'the file is empty' };
  const names = header.map((h) => h.trim().toLowerCase());
  const idAt = names.indexOf('id');
  if (idAt < 0) return { ok: false, message: 'the header (row 1) has no "id" column: it says which card each row is' };
  const refusals: CsvRefusal[] = [];
  const byLabel = new Map(columns.map((c) => [c.label.toLowerCase(), c]));
  // Where each known column is in the file; `name` is compared like a read-only column.
  const mapped: Array<{ at: number; column: TableColumn | 'name' }> = [];
  header.forEach((h, at) => {
    if (at === idAt) return;
    const name = names[at] ?? '';
    if (name === 'name') mapped.push({ at, column: 'name' });
    else {
      const column = byLabel.get(name);
      if (column) mapped.push({ at, column });
      else refusals.push({ row: 1, column: h, message: `unknown column "${h}": the table's columns are id, name, ${columns.map((c) => c.label).join(', ')}` });
    }
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Map<string, number>();
  const cards: CardDiff[] = [];
  const values: CellValue[] = [];
  records.forEach((record, i) => {
    const rowNumber = i + 2;
    const refuse = (column: string, message: string) => refusals.push({ row: rowNumber, column, message });
    if (record.length !== header.length) return refuse(header[Math.min(record.length, header.length - 1)] ?? 'id', `the row has ${record.length} fields, the header ${header.length}`);
    const id = (record[idAt] ?? '').trim();
    const card = byId.get(id);
    if (!card) return refuse(header[idAt] ?? 'id', id === '' ? 'no card id' : `unknown card id "${id}"`);
    const earlier = seen.get(id);
    if (earlier !== undefined) return refuse(header[idAt] ?? 'id', `card "${id}" is already on row ${earlier}`);
    seen.set(id, rowNumber);
    const diff: CardDiff = { id, name: card.name, changes: [] };
    const rowValues: CellValue[] = [];
    for (const { at, column } of mapped) {
      const raw = record[at] ?? '';
      const label = header[at] ?? '';
      if (column === 'name') {
        if (raw.trim() !== card.name) return refuse(label, `the name is read-only here ("${card.name}"): rename the card in the editor`);
        continue;
      }
      const cell = card.cells[column.key];
      const current = cell?.text ?? '';
      if (column.kind === 'text' || (cell && !cell.number)) {
        if (raw.trim() !== current) return refuse(label, column.kind === 'text' ? `${column.label} is read-only here (${card.name} has "${current}")` : `${card.name}'s ${column.label} is a formula (${current}), not a number: edit it in the editor`);
        continue;
      }
      if (raw.trim() === '') {
        if (cell) return refuse(label, `empty, but ${card.name} has ${column.label} ${current}: write a number`);
        continue;
      }
      const value = numberIn(raw);
      if (value === undefined) return refuse(label, `"${raw}" is not a number`);
      if (!cell?.number) return refuse(label, `${card.name} has no ${column.label}`);
      const problem = valueProblem(column, value);
      if (problem !== undefined) return refuse(label, `out of range: ${problem}`);
      if (value !== cell.number.value) {
        diff.changes.push({ key: column.key, label: column.label, from: current, to: printNumber(value) });
        rowValues.push({ id, key: column.key, value });
      }
    }
    if (diff.changes.length > 0) {
      cards.push(diff);
      values.push(...rowValues);
    }
  });
  return { ok: true, cards, values, refusals };
}
