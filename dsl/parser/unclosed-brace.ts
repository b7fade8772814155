/**
 * Which `{` a file that ends too soon leaves open. The parser only says "Expected `}` but found the end of
 * the file", at the end; a designer needs the brace that lacks its `}`, and that is told by the layout: a
 * `}` that begins a line closes the `{` whose line it lines up with. So when a `}` lines up with another
 * line than the `{` it pairs with, that `{` is the one left open (its `}` was never written, and the
 * later ones each closed one too far out); when every `}` lines up, the outermost open `{` is.
 */
import type { IToken } from 'chevrotain';
import { replaceWith, type Diagnostic } from '../diagnostics';
import type { LineMap } from '../position';
import { firstAtOrAfter, lineIndent, lineStartOf } from './statement-tokens';

/**
 * The error naming the `{` left open; undefined when every `{` of the file has its `}` (then the parser's
 * error echoes an earlier one). `endsAt`: the offset of the token a card or block was found to end before
 * (a line no further in than its first, `spell "B" {` after a card without its `}`); the braces before it are read.
 */
export function unclosedBrace(d: Diagnostic, tokens: readonly IToken[], text: string, lines: LineMap, endsAt?: number): Diagnostic | undefined {
  const open: IToken[] = [];
  const stop = endsAt === undefined ? tokens.length : firstAtOrAfter(tokens, endsAt);
  const before = tokens[stop];
  for (let i = 0; i < stop; i++) {
    const t = tokens[i] as IToken;
    if (t.image === '{') open.push(t);
    if (t.image !== '}') continue;
    const opener = open.pop();
    const startsLine = tokens[i - 1]?.startLine !== t.startLine;
    if (opener === undefined || !startsLine || lineIndent(text, opener.startOffset).length === (t.startColumn ?? 1) - 1) continue;
    const lineStart = lineStartOf(text, t.startOffset);
    const meant = [...open].reverse().find((o) => lineIndent(text, o.startOffset).length === (t.startColumn ?? 1) - 1);
    const why = `the \`}\` on line ${t.startLine} lines up with ${meant ? `line ${meant.startLine}` : 'another line'}`;
    return told(d, opener, why, { at: lineStart, newText: `${lineIndent(text, opener.startOffset)}}\n` }, text, lines);
  }
  if (endsAt !== undefined && before !== undefined) {
    // The outermost `{` that `before`'s line is no further in than: the ones further out go on past it.
    const ended = open.find((o) => lineIndent(text, o.startOffset).length >= (before.startColumn ?? 1) - 1);
    if (ended === undefined) return undefined;
    const at = lineStartOf(text, before.startOffset);
    return told(d, ended, `line ${before.startLine} begins outside it`, { at, newText: `${lineIndent(text, ended.startOffset)}}\n` }, text, lines);
  }
  const outermost = open[0];
  if (outermost === undefined) return undefined;
  const indent = lineIndent(text, outermost.startOffset);
  const end = text.length;
  return told(d, outermost, 'the file ends first', { at: end, newText: `${text.endsWith('\n') ? '' : '\n'}${indent}}\n` }, text, lines);
}

function told(d: Diagnostic, opener: IToken, why: string, insert: { at: number; newText: string }, text: string, lines: LineMap): Diagnostic {
  const lineStart = lineStartOf(text, opener.startOffset);
  const written = text.slice(lineStart, opener.startOffset + 1).trim();
  const range = lines.range(opener.startOffset, opener.startOffset + 1);
  return {
    ...d,
    message: `\`${written}\` on line ${opener.startLine} has no \`}\`: ${why}`,
    range,
    fixes: [replaceWith(lines.range(insert.at, insert.at), insert.newText, 'Close it')],
  };
}
