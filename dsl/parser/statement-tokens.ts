/**
 * Statements as designer-errors.ts reads them: a statement is a line's tokens (effect steps, clauses and
 * list entries are written one per line), and its text, range and indentation come from those tokens.
 */
import type { IToken } from 'chevrotain';
import type { Range } from '../ast';
import type { LineMap } from '../position';

export interface Statement {
  tokens: IToken[];
  line: number;
}

/** The statement an error stands in: its line's tokens; an error at a `}` opening a line is about the line before. */
export function statementOf(tokens: readonly IToken[], offset: number): Statement | undefined {
  let at = firstAtOrAfter(tokens, offset);
  if (at >= tokens.length) at = tokens.length - 1;
  const token = tokens[at];
  if (token === undefined) return undefined;
  const previous = tokens[at - 1];
  if (token.image === '}' && previous !== undefined && previous.startLine !== token.startLine) at--;
  // A line's tokens are side by side in the list: found around `at`, not by a scan of the file (a file can
  // have a thousand value/condition mix-ups, each looked up here).
  const line = tokens[at]?.startLine ?? 0;
  let first = at;
  while (first > 0 && tokens[first - 1]?.startLine === line) first--;
  let end = at + 1;
  while (end < tokens.length && tokens[end]?.startLine === line) end++;
  return { tokens: tokens.slice(first, end), line };
}

/** The index of the first token starting at or after `offset` (tokens.length when none does). */
export function firstAtOrAfter(tokens: readonly IToken[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((tokens[mid] as IToken).startOffset < offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The range from the start of `first` to the end of `last` (one token when they are the same). */
export function tokensRange(lines: LineMap, first: IToken, last: IToken): Range {
  return lines.range(first.startOffset, (last.endOffset ?? last.startOffset) + 1);
}

/** The range of a whole statement, its first token to its last. */
export function statementRange(lines: LineMap, tokens: readonly IToken[]): Range {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return first && last ? tokensRange(lines, first, last) : lines.range(0, 0);
}

/** The line after `statement`'s, if any. */
export function statementAfter(tokens: readonly IToken[], statement: Statement): Statement | undefined {
  const last = statement.tokens[statement.tokens.length - 1];
  const next = last === undefined ? undefined : tokens[firstAtOrAfter(tokens, last.startOffset) + 1];
  // A `}` ends the list (and statementOf would give the line before it, this one, again).
  return next === undefined || next.image === '}' ? undefined : statementOf(tokens, next.startOffset);
}

export function spanText(text: string, tokens: IToken[]): string {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return first && last ? text.slice(first.startOffset, (last.endOffset ?? last.startOffset) + 1) : '';
}

/** Where the line holding `offset` starts. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset) + 1;
}

/** The whitespace the line holding `offset` begins with (what a line written below it starts with). */
export function lineIndent(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStartOf(text, offset), offset))?.[0] ?? '';
}
