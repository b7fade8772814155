/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by line breaks, a field that holds a
 * comma, a quote or a line break written in double quotes with its quotes doubled. The reader also takes
 * LF-only and CR-only line breaks, a byte-order mark, and a last record without a line break (what
 * spreadsheets save). Pure, browser-safe; it never throws: a malformed file is an error value naming the
 * line. The set table exports and imports with it.
 */

export type CsvRead = { ok: true; records: string[][] } | { ok: false; line: number; message: string };

/** `text` split into records of fields; a blank line is skipped (spreadsheets add one at the end). */
export function parseCsv(text: string): CsvRead {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Whether the current record has anything in it yet (a lone line break is a blank line, not a record).
  let started = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    if (started) {
      endField();
      records.push(record);
    }
    record = [];
    started = false;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      const quoteLine = line;
      started = true;
      i++;
      for (;;) {
        if (i >= text.length) return { ok: false, line: quoteLine, message: 'a quoted field is not closed (a " is missing)' };
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) line++;
        field += q;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, line, message: 'a quoted field must end at a comma or the end of the line (text after its closing ")' };
      }
      continue;
    }
    if (c === ',') {
      started = true;
      endField();
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
    } else {
      if (c === '"') return { ok: false, line, message: 'a " inside an unquoted field (quote the whole field and double the ")' };
      started = true;
      field += c;
      i++;
    }
  }
  endRecord();
  return { ok: true, records };
}

/** One field as written: quoted when it holds a comma, a quote, a line break, or spaces at its ends. */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || value !== value.trim()) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

/** Records as CSV text: CRLF line breaks (RFC 4180), one after every record. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');
}
