/**
 * Reading a large JSON document one record at a time: `outlineJsonObject` walks the top-level object of
 * UTF-8 bytes and returns where each member's value lies and, for a value that is an array, where each
 * of its items lies — without building any of them. `parseJsonRange` then parses one range when it is
 * needed. A 57 MiB cards.json is thus never one JavaScript string nor one object graph: each entry is
 * decoded, parsed, checked and dropped in turn.
 *
 * The outline checks the syntax it walks (the top-level object, its keys, colons and commas, array
 * brackets and commas, nothing after the object); the inside of each range is checked when it is parsed
 * (JSON.parse of the range), so a document with a syntax error anywhere is refused either way. Bytes the
 * outline walks are ASCII, so every range starts and ends on a UTF-8 character boundary.
 */

/** Bytes [start, end) of one JSON value. */
export interface JsonRange {
  start: number;
  end: number;
}

/** One member of the top-level object: its value's range, and each item's range when the value is an array. */
export interface JsonMember {
  value: JsonRange;
  items?: JsonRange[];
}

export type JsonOutline = { ok: true; members: Map<string, JsonMember> } | { ok: false; error: string };

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

const decoder = new TextDecoder('utf-8', { fatal: true });

class OutlineError extends Error {}

/** The top-level object of `bytes`, outlined; an error value when it is not one well-formed JSON object. */
export function outlineJsonObject(bytes: Uint8Array): JsonOutline {
  try {
    return { ok: true, members: outline(bytes) };
  } catch (error) {
    if (error instanceof OutlineError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Parses the value in `range` (strict UTF-8, then JSON.parse). */
export function parseJsonRange(bytes: Uint8Array, range: JsonRange): { ok: true; value: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = decoder.decode(bytes.subarray(range.start, range.end));
  } catch {
    return { ok: false, error: `is not valid UTF-8 (bytes ${range.start}–${range.end})` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: `${e instanceof Error ? e.message : String(e)} (in the value at byte ${range.start})` };
  }
}

function outline(bytes: Uint8Array): Map<string, JsonMember> {
  const members = new Map<string, JsonMember>();
  let at = skipSpace(bytes, 0);
  expect(bytes, at, OPEN_OBJECT, 'a JSON object');
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === CLOSE_OBJECT) return finish(bytes, at + 1, members);
  for (;;) {
    expect(bytes, at, QUOTE, 'a member name');
    const keyEnd = skipString(bytes, at);
    const key = parseJsonRange(bytes, { start: at, end: keyEnd });
    if (!key.ok || typeof key.value !== 'string') throw new OutlineError(`a member name at byte ${at} is not a valid string`);
    at = skipSpace(bytes, keyEnd);
    expect(bytes, at, COLON, '":"');
    at = skipSpace(bytes, at + 1);
    const start = at;
    let items: JsonRange[] | undefined;
    if (bytes[at] === OPEN_ARRAY) {
      items = [];
      at = skipSpace(bytes, at + 1);
      if (bytes[at] === CLOSE_ARRAY) at += 1;
      else {
        for (;;) {
          const itemEnd = skipValue(bytes, at);
          items.push({ start: at, end: itemEnd });
          at = skipSpace(bytes, itemEnd);
          if (bytes[at] === CLOSE_ARRAY) {
            at += 1;
            break;
          }
          expect(bytes, at, COMMA, '"," or "]"');
          at = skipSpace(bytes, at + 1);
        }
      }
    } else at = skipValue(bytes, at);
    // A repeated name: the last one wins, as with JSON.parse.
    members.set(key.value, items === undefined ? { value: { start, end: at } } : { value: { start, end: at }, items });
    at = skipSpace(bytes, at);
    if (bytes[at] === CLOSE_OBJECT) return finish(bytes, at + 1, members);
    expect(bytes, at, COMMA, '"," or "}"');
    at = skipSpace(bytes, at + 1);
  }
}

function finish(bytes: Uint8Array, at: number, members: Map<string, JsonMember>): Map<string, JsonMember> {
  const end = skipSpace(bytes, at);
  if (end < bytes.length) throw new OutlineError(`unexpected data after the object at byte ${end}`);
  return members;
}

function expect(bytes: Uint8Array, at: number, byte: number, what: string): void {
  if (at >= bytes.length) throw new OutlineError(`unexpected end of the data: expected ${what}`);
  if (bytes[at] !== byte) throw new OutlineError(`expected ${what} at byte ${at}`);
}

function skipSpace(bytes: Uint8Array, at: number): number {
  let i = at;
  for (let b = bytes[i]; b === SPACE || b === LF || b === CR || b === TAB; b = bytes[++i]);
  return i;
}

/** The end (exclusive) of the string whose opening quote is at `at`. */
function skipString(bytes: Uint8Array, at: number): number {
  for (let i = at + 1; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === BACKSLASH) i += 1;
    else if (b === QUOTE) return i + 1;
  }
  throw new OutlineError(`unexpected end of the data in the string that starts at byte ${at}`);
}

/**
 * The end (exclusive) of the value that starts at `at`: a string, an object or array (brackets counted,
 * strings skipped), or a bare literal (number, true, false, null) up to the next delimiter. What is
 * inside is checked when the range is parsed.
 */
function skipValue(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  if (first === undefined) throw new OutlineError('unexpected end of the data: expected a value');
  if (first === QUOTE) return skipString(bytes, at);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    for (let i = at; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === QUOTE) i = skipString(bytes, i) - 1;
      else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth += 1;
      else if ((b === CLOSE_OBJECT || b === CLOSE_ARRAY) && --depth === 0) return i + 1;
    }
    throw new OutlineError(`unexpected end of the data in the value that starts at byte ${at}`);
  }
  let i = at;
  for (let b = bytes[i]; b !== undefined && b !== COMMA && b !== CLOSE_OBJECT && b !== CLOSE_ARRAY && b !== SPACE && b !== LF && b !== CR && b !== TAB; b = bytes[++i]);
  if (i === at) throw new OutlineError(`expected a value at byte ${at}`);
  return i;
}
