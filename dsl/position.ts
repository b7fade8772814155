/** Ranges from tokens and text offsets. Lines and columns are 1-based; `end` is exclusive. */
import type { IToken } from 'chevrotain';
import type { Pos, Range } from './ast';

/**
 * A position, its three numbers stored as small integers. Chevrotain's tokens and syntax-tree locations
 * hold their offsets, lines and columns as doubles (their end-of-file token carries NaN, so V8 stores
 * those fields as doubles for every token), and a double written into a position made V8 store every
 * position's fields as doubles too: each one a separate 16-byte heap object, three per position. A
 * project keeps some fifty positions per card, so that was over a quarter of its heap, all of it copied
 * by the garbage collector. `x | 0` is the same integer as a small integer; anything else (NaN) is kept as
 * it is.
 */
export function pos(offset: number, line: number, column: number): Pos {
  const o = smallInt(offset);
  const l = smallInt(line);
  const c = smallInt(column);
  const pool = shared;
  if (pool === undefined || !(o >= 0 && o < pool.length)) return { offset: o, line: l, column: c };
  const found = pool[o];
  if (found !== undefined && found.line === l && found.column === c) return found;
  const made = { offset: o, line: l, column: c };
  pool[o] = made;
  return made;
}

/**
 * The positions made while one file is parsed, by offset. A syntax tree asks for the same position many
 * times (a clause starts where its first name starts, a block ends where its last step ends): about a
 * quarter of a card's positions were equal copies, each one more object for the project to keep and for
 * the garbage collector to copy. Positions are values nobody changes, so equal ones are one object.
 */
let shared: (Pos | undefined)[] | undefined;

/** Runs `build` with equal positions shared (see `shared`) among those at offsets 0 … `length`. */
export function sharingPositions<T>(length: number, build: () => T): T {
  const outer = shared;
  shared = new Array<Pos | undefined>(length + 1);
  try {
    return build();
  } finally {
    shared = outer;
  }
}

function smallInt(n: number): number {
  const int = n | 0;
  return int === n ? int : n;
}

export function startOf(token: IToken): Pos {
  return pos(token.startOffset, token.startLine ?? 1, token.startColumn ?? 1);
}

/** The position just after the token. Tokens never span lines except whitespace, which is skipped. */
export function endOf(token: IToken): Pos {
  const offset = (token.endOffset ?? token.startOffset + token.image.length - 1) + 1;
  return pos(offset, token.endLine ?? token.startLine ?? 1, (token.endColumn ?? token.startColumn ?? 1) + 1);
}

export function tokenRange(token: IToken): Range {
  return { start: startOf(token), end: endOf(token) };
}

export function spanRange(first: Range, last: Range): Range {
  return { start: first.start, end: last.end };
}

/** The 0-based index of the line holding `offset`, given the (ascending) offsets where lines start. */
export function lineIndex(lineStarts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Maps offsets to line/column for text that was not tokenized (lexer errors, end of file). The table of
 * line starts is built on first use: a parse without errors never asks, and a project keeps one per file.
 */
export class LineMap {
  private starts: number[] | undefined;

  constructor(readonly text: string) {}

  private get lineStarts(): number[] {
    if (this.starts !== undefined) return this.starts;
    const starts = [0];
    for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = starts;
    return starts;
  }

  pos(offset: number): Pos {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const lineStarts = this.lineStarts;
    const lo = lineIndex(lineStarts, clamped);
    return pos(clamped, lo + 1, clamped - (lineStarts[lo] ?? 0) + 1);
  }

  range(startOffset: number, endOffset: number): Range {
    return { start: this.pos(startOffset), end: this.pos(endOffset) };
  }

  /** The range of the whole text, found without the table of line starts: its lines counted, its last one measured. */
  whole(): Range {
    const text = this.text;
    let lines = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
    return { start: pos(0, 1, 1), end: pos(text.length, lines, text.length - text.lastIndexOf('\n')) };
  }

  /** Offset of a 1-based line and column (clamped to the text). */
  offsetAt(line: number, column: number): number {
    const lineStarts = this.lineStarts;
    const start = lineStarts[Math.max(0, Math.min(line - 1, lineStarts.length - 1))] ?? 0;
    return Math.min(this.text.length, start + Math.max(0, column - 1));
  }
}
