import { describe, expect, it } from 'vitest';
import { numericFilter, viewRows } from './table-view';
import type { TableColumn, TableRow } from './table-schema';

const columns: TableColumn[] = [
  { key: 'type', label: 'Type', group: 'card', kind: 'text' },
  { key: 'stat:STR', label: 'STR', group: 'stat', kind: 'number', min: 0, max: 999 },
];
const row = (id: string, type: string, str?: number): TableRow => ({
  id,
  name: id.toUpperCase(),
  revision: 1,
  source: '',
  errors: 0,
  face: null,
  cells: { type: { text: type }, ...(str === undefined ? {} : { 'stat:STR': { text: String(str), number: { value: str, start: 0, end: 0, style: 'plain' as const } } }) },
});
const rows = [row('a', 'summon', 12), row('b', 'action'), row('c', 'summon', 9), row('d', 'summon', 15)];
const ids = (shown: TableRow[]) => shown.map((r) => r.id);

describe('set table view', () => {
  it('reads numeric filters', () => {
    const pass = (text: string, v: number) => numericFilter(text)?.(v);
    expect(pass('>10', 12)).toBe(true);
    expect(pass('>10', 10)).toBe(false);
    expect(pass('<= 9', 9)).toBe(true);
    expect(pass('12', 12)).toBe(true);
    expect(pass('!=12', 12)).toBe(false);
    expect(pass('10..15', 15)).toBe(true);
    expect(pass('10..15', 9)).toBe(false);
    expect(numericFilter('')).toBeUndefined();
    expect(numericFilter('big')).toBeNull();
  });

  it('filters by text and by number; a row without the number does not match a numeric filter', () => {
    expect(ids(viewRows(rows, columns, { text: 'summ', numeric: {} }))).toEqual(['a', 'c', 'd']);
    expect(ids(viewRows(rows, columns, { text: '', numeric: { 'stat:STR': '>=12' } }))).toEqual(['a', 'd']);
  });

  it('sorts numbers by value both ways, rows without a value last', () => {
    expect(ids(viewRows(rows, columns, { text: '', numeric: {}, sort: { key: 'stat:STR', descending: false } }))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(viewRows(rows, columns, { text: '', numeric: {}, sort: { key: 'stat:STR', descending: true } }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(viewRows(rows, columns, { text: '', numeric: {}, sort: { key: 'type', descending: false } }))).toEqual(['b', 'a', 'c', 'd']);
  });
});
