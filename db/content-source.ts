/**
 * Reads what seeding needs from a card file: its kind and display name, from the header line
 * (`action "Blast Bolt" {` → kind `action`, name `Blast Bolt`).
 *
 * This is deliberately the only place that looks inside a card's source, so that it can be replaced by
 * the DSL parser (dsl/) once that lands, without touching seeding or the database code.
 */
export interface CardHeader {
  kind: string;
  name: string;
}

export type HeaderResult =
  | { ok: true; header: CardHeader }
  | { ok: false; message: string; line: number; column: number };

const KEYWORD = /[a-z][a-z-]*/y;
const BARE_NAME = /[A-Za-z_][A-Za-z0-9_-]*/y;

export function readCardHeader(source: string): HeaderResult {
  let at = skipTrivia(source, 0);
  const fail = (message: string, offset: number): HeaderResult => ({ ok: false, message, ...lineColumn(source, offset) });

  const kind = matchAt(KEYWORD, source, at);
  if (!kind) return fail('expected the card kind (e.g. `action`) at the start of the file', at);
  at = skipTrivia(source, at + kind.length);

  let name: string;
  if (source[at] === '"') {
    const quoted = readQuoted(source, at);
    if (!quoted) return fail('unterminated card name: missing closing `"`', at);
    name = quoted.text;
    at = quoted.end;
  } else {
    const bare = matchAt(BARE_NAME, source, at);
    if (!bare) return fail(`expected the card name after \`${kind}\``, at);
    name = bare;
    at += bare.length;
  }
  if (name.trim() === '') return fail('the card name is empty', at);
  at = skipTrivia(source, at);
  if (source[at] !== '{') return fail(`expected \`{\` after the card name "${name}"`, at);
  return { ok: true, header: { kind, name } };
}

function matchAt(pattern: RegExp, source: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(source)?.[0];
}

/** Whitespace and `//` line comments. */
function skipTrivia(source: string, from: number): number {
  let at = from;
  for (;;) {
    while (at < source.length && /\s/.test(source[at] ?? '')) at += 1;
    if (!source.startsWith('//', at)) return at;
    const newline = source.indexOf('\n', at);
    at = newline === -1 ? source.length : newline + 1;
  }
}

/** A double-quoted name; `\"` and `\\` are escapes. Names never span lines. */
function readQuoted(source: string, start: number): { text: string; end: number } | undefined {
  let text = '';
  for (let at = start + 1; at < source.length; at += 1) {
    const ch = source[at];
    if (ch === '"') return { text, end: at + 1 };
    if (ch === '\n') return undefined;
    if (ch === '\\' && at + 1 < source.length) {
      at += 1;
      text += source[at];
    } else {
      text += ch;
    }
  }
  return undefined;
}

function lineColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
