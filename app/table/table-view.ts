/**
 * Which rows the set table shows and in what order: a text filter (over id, name and every cell's text),
 * a numeric filter per column (`>10`, `<=5`, `=3`, `!=3`, `10..20`, or `12` for equal; a row without a
 * number there does not match), and a sort by any column (numbers by value, text alphabetically; rows
 * without a value last in either direction). Pure and browser-safe.
 */
import type { TableColumn, TableRow } from './table-schema';

export interface TableQuery {
  text: string;
  /** Column key → filter as typed. */
  numeric: Record<string, string>;
  sort?: { key: string; descending: boolean };
}

/** The value a row has in a column for sorting and numeric filters (win rates come from outside the row). */
export type ValueOf = (row: TableRow, key: string) => number | string | undefined;

export const cellValue: ValueOf = (row, key) => {
  const cell = row.cells[key];
  if (!cell) return undefined;
  return cell.number ? cell.number.value : cell.text;
};

type Test = (value: number) => boolean;

/** A numeric filter as typed, or undefined when it means nothing (empty) and null when it cannot be read. */
export function numericFilter(text: string): Test | undefined | null {
  const t = text.replace(/\s+/g, '');
  if (t === '') return undefined;
  const range = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)$/.exec(t);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    return (v) => v >= low && v <= high;
  }
  const compare = /^(<=|>=|!=|<|>|=)?(-?\d+(?:\.\d+)?)$/.exec(t);
  if (!compare) return null;
  const n = Number(compare[2]);
  switch (compare[1]) {
    case '<': return (v) => v < n;
    case '<=': return (v) => v <= n;
    case '>': return (v) => v > n;
    case '>=': return (v) => v >= n;
    case '!=': return (v) => v !== n;
    default: return (v) => v === n;
  }
}

export function viewRows(rows: readonly TableRow[], columns: readonly TableColumn[], query: TableQuery, valueOf: ValueOf = cellValue): TableRow[] {
  const needle = query.text.trim().toLowerCase();
  const tests = Object.entries(query.numeric).flatMap(([key, text]) => {
    const test = numericFilter(text);
    return test ? [{ key, test }] : [];
  });
  const shown = rows.filter((row) => {
    if (needle !== '' && ![row.id, row.name, ...columns.map((c) => row.cells[c.key]?.text ?? '')].some((t) => t.toLowerCase().includes(needle))) return false;
    return tests.every(({ key, test }) => {
      const value = valueOf(row, key);
      return typeof value === 'number' && test(value);
    });
  });
  const sort = query.sort;
  if (!sort) return shown;
  const direction = sort.descending ? -1 : 1;
  return [...shown].sort((a, b) => {
    const va = sort.key === 'name' ? a.name : valueOf(a, sort.key);
    const vb = sort.key === 'name' ? b.name : valueOf(b, sort.key);
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    if (typeof va === 'number' && typeof vb === 'number') return (va - vb) * direction;
    return String(va).localeCompare(String(vb)) * direction;
  });
}
