import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, writeCsv } from './csv';

describe('CSV', () => {
  it('reads plain records with CRLF, LF and CR line breaks and a last line without one', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual({ ok: true, records: [['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']] });
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'id,text\r\n"a,b","say ""hi"""\r\nc,"two\r\nlines"\r\n';
    expect(parseCsv(text)).toEqual({ ok: true, records: [['id', 'text'], ['a,b', 'say "hi"'], ['c', 'two\r\nlines']] });
  });

  it('keeps empty fields, skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\ufeffa,,c\r\n\r\n,\r\n')).toEqual({ ok: true, records: [['a', '', 'c'], ['', '']] });
  });

  it('refuses an unclosed quote, naming the line it opens on', () => {
    expect(parseCsv('a,b\n1,"open\nstill open')).toEqual({ ok: false, line: 2, message: 'a quoted field is not closed (a " is missing)' });
  });

  it('refuses text after a closing quote and a quote inside an unquoted field', () => {
    expect(parseCsv('a\n"x"y')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('a\nab"c')).toMatchObject({ ok: false, line: 2 });
  });

  it('counts lines inside quoted fields for later errors', () => {
    expect(parseCsv('"1\n2\n3"\nx"')).toMatchObject({ ok: false, line: 4 });
  });

  it('quotes only what needs it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('writes CRLF after every record', () => {
    expect(writeCsv([['id', 'STR'], ['a', '12']])).toBe('id,STR\r\na,12\r\n');
  });

  it('round-trips awkward fields', () => {
    const records = [
      ['id', 'name', 'note'],
      ['x', 'Comma, Inc.', '"quoted"'],
      ['y', 'Line\nbreak', ' spaces '],
      ['z', '', 'crlf\r\ninside'],
      ['w', 'ünïcødé ✓', 'a""b'],
    ];
    expect(parseCsv(writeCsv(records))).toEqual({ ok: true, records });
  });
});
