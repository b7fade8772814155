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
  return { offset: smallInt(offset), line: smallInt(line), column: smallInt(column) };
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

/** Maps offsets to line/column for text that was not tokenized (lexer errors, end of file). */
export class LineMap {
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  pos(offset: number): Pos {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    const lo = lineIndex(this.lineStarts, clamped);
    return pos(clamped, lo + 1, clamped - (this.lineStarts[lo] ?? 0) + 1);
  }

  range(startOffset: number, endOffset: number): Range {
    return { start: this.pos(startOffset), end: this.pos(endOffset) };
  }

  /** Offset of a 1-based line and column (clamped to the text). */
  offsetAt(line: number, column: number): number {
    const start = this.lineStarts[Math.max(0, Math.min(line - 1, this.lineStarts.length - 1))] ?? 0;
    return Math.min(this.text.length, start + Math.max(0, column - 1));
  }
}
