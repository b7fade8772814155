import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { parseCsv, writeCsv } from '../../lib/csv';
import { declaredCard } from '../cards/card-face';
import { gameVocabulary } from '../server/studio-games';
import { buildTable } from './build-table';
import { draftCells } from './testing/draft-cells';
import { readTableCsv, tableToCsv } from './table-csv';

const sources: Record<string, string> = {
  'ember-whelp': 'monster "Ember Whelp" {\n  mana 2\n  stats { power 2 toughness 1 health 3 }\n}\n',
  weaken: 'spell "Weaken, Again" {\n  mana 1\n  target: any monster\n  effect {\n    target.toughness -2 until end of turn\n  }\n}\n',
};
const table = buildTable(
  'mana-duel',
  gameVocabulary('mana-duel', 'content'),
  Object.entries(sources).map(([id, source]) => ({ id, name: declaredCard(parse(source).document.decls)?.name.text ?? id, revision: 1, source, errors: 0, face: null, cells: draftCells(source) })),
);

const exported = tableToCsv(table.columns, table.rows);

function edited(rows: string[][]): string {
  return writeCsv(rows);
}

describe('the set table as CSV', () => {
  it('exports id, name and every column, quoting a name with a comma', () => {
    expect(exported).toBe('id,name,Type,mana,power,toughness,health\r\nember-whelp,Ember Whelp,monster,2,2,1,3\r\nweaken,"Weaken, Again",spell,1,,,\r\n');
  });

  it('reads its own export back as no change', () => {
    expect(readTableCsv(exported, table.columns, table.rows)).toEqual({ ok: true, cards: [], values: [], refusals: [] });
  });

  it('shows the changes card by card, columns in any order and case', () => {
    const text = edited([
      ['HEALTH', 'id', 'Mana'],
      ['4', 'ember-whelp', '3'],
      ['', 'weaken', '1'],
    ]);
    expect(readTableCsv(text, table.columns, table.rows)).toEqual({
      ok: true,
      cards: [{ id: 'ember-whelp', name: 'Ember Whelp', changes: [{ key: 'stat:health', label: 'health', from: '3', to: '4' }, { key: 'property:mana', label: 'mana', from: '2', to: '3' }] }],
      values: [{ id: 'ember-whelp', key: 'stat:health', value: 4 }, { id: 'ember-whelp', key: 'property:mana', value: 3 }],
      refusals: [],
    });
  });

  it('refuses rows it cannot map, naming row and column, and keeps the others', () => {
    const read = parseCsv(exported);
    if (!read.ok) throw new Error('export unreadable');
    const [header = [], whelp = [], weaken = []] = read.records;
    const text = edited([
      [...header, 'colour'],
      [...whelp.slice(0, 3), '5', ...whelp.slice(4), 'red'],
      ['ghost', 'Ghost', 'monster', '1', '1', '1', '1', ''],
      [...weaken.slice(0, 3), 'two', ...weaken.slice(4), ''],
      [...whelp.slice(0, 6), '1000', ''],
    ]);
    const result = readTableCsv(text, table.columns, table.rows);
    expect(result).toMatchObject({
      ok: true,
      cards: [{ id: 'ember-whelp', changes: [{ label: 'mana', from: '2', to: '5' }] }],
      values: [{ id: 'ember-whelp', key: 'property:mana', value: 5 }],
    });
    const refusals = result.ok ? result.refusals.map((r) => `${r.row} ${r.column}: ${r.message}`) : [];
    expect(refusals).toEqual([
      expect.stringMatching(/^1 colour: unknown column "colour"/),
      '3 id: unknown card id "ghost"',
      '4 mana: "two" is not a number',
      '5 id: card "ember-whelp" is already on row 2',
    ]);
  });

  it('refuses out of range values, emptied numbers and changed read-only columns', () => {
    const rows = (cells: string[]) => edited([['id', 'name', 'Type', 'mana', 'health'], cells]);
    const refusal = (cells: string[]) => {
      const result = readTableCsv(rows(cells), table.columns, table.rows);
      return result.ok ? result.refusals.map((r) => `${r.row} ${r.column}: ${r.message}`) : [result.message];
    };
    expect(refusal(['ember-whelp', 'Ember Whelp', 'monster', '2', '1000'])).toEqual(["2 health: out of range: 1000 is above health's maximum 999"]);
    expect(refusal(['ember-whelp', 'Ember Whelp', 'monster', '-1', '3'])).toEqual(["2 mana: out of range: -1 is below mana's minimum 0"]);
    expect(refusal(['ember-whelp', 'Ember Whelp', 'monster', '', '3'])).toEqual(['2 mana: empty, but Ember Whelp has mana 2: write a number']);
    expect(refusal(['ember-whelp', 'Ember Whelp', 'spell', '2', '3'])).toEqual(['2 Type: Type is read-only here (Ember Whelp has "monster")']);
    expect(refusal(['ember-whelp', 'Whelp', 'monster', '2', '3'])).toEqual(['2 name: the name is read-only here ("Ember Whelp"): rename the card in the editor']);
    expect(readTableCsv(edited([['id', 'power'], ['weaken', '3']]), table.columns, table.rows)).toMatchObject({ refusals: [{ row: 2, column: 'power', message: 'Weaken, Again has no power' }] });
    expect(refusal(['ember-whelp', 'Ember Whelp', 'monster', '2'])).toEqual(['2 health: the row has 4 fields, the header 5']);
  });

  it('refuses a file without an id column or one it cannot read', () => {
    expect(readTableCsv('name,mana\r\nX,1\r\n', table.columns, table.rows)).toEqual({ ok: false, message: 'the header (row 1) has no "id" column: it says which card each row is' });
    expect(readTableCsv('id,mana\r\n"open,1\r\n', table.columns, table.rows)).toEqual({ ok: false, message: 'line 2: a quoted field is not closed (a " is missing)' });
  });
});
