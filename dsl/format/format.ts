/**
 * The canonical formatter: prints the AST in a fixed layout and puts the source's comments and single
 * blank lines back where they were (next to the node they preceded or trailed). Files with syntax errors,
 * or with clauses the parser had to leave out, are returned unchanged: formatting must never lose text.
 */
import type { IToken } from 'chevrotain';
import { isSyntaxError, type Diagnostic } from '../diagnostics';
import { parse, type ParseResult } from '../parse';
import type { Line } from './lines';
import { printDecl } from './print-decls';

export interface FormatResult {
  text: string;
  changed: boolean;
  /** Parse errors that prevented formatting (empty when `text` is formatted). */
  errors: Diagnostic[];
}

const indentUnit = '  ';

export function format(source: string): FormatResult {
  const parsed = parse(source);
  const errors = parsed.diagnostics.filter(blocksFormatting);
  if (errors.length > 0) return { text: source, changed: false, errors };
  const text = formatParsed(parsed, source);
  return { text, changed: text !== source, errors: [] };
}

/**
 * Codes that mean the AST does not reflect the text (so printing it would lose or change content): syntax
 * errors, and the builder's reports of a clause it left out (`L0004`, a part nested too deep to read; `L0404`, a clause the card type does not
 * take) or overrode (`L0408`, a clause given twice). A `the` the parser skipped (`L0014`) is read exactly
 * otherwise, but printing would delete a word the designer typed without a word said: its quick fix does that.
 */
export function blocksFormatting(diagnostic: Diagnostic): boolean {
  return isSyntaxError(diagnostic) || (diagnostic.severity === 'error' && (diagnostic.code === 'L0404' || diagnostic.code === 'L0408' || diagnostic.code === 'L0014'));
}

export function formatParsed(parsed: ParseResult, source: string): string {
  const lines: Line[] = [];
  parsed.document.decls.forEach((decl, i) => {
    if (i > 0) lines.push({ indent: 0, text: '' });
    lines.push(...printDecl(decl));
  });
  return render(attachComments(lines, parsed.comments, source), source);
}

interface Placed {
  line: Line;
  /** Own-line comments to print before the line. */
  before: IToken[];
  /** Trailing comments to print after it. */
  after: IToken[];
}

function attachComments(lines: Line[], comments: IToken[], source: string): Placed[] {
  for (const l of lines) if (l.opens !== undefined && l.anchor === undefined) l.anchor = headerStart(source, l.opens);
  const placed: Placed[] = lines.map((l) => ({ line: l, before: [], after: [] }));
  const closeAt = placed.map((p) => (p.line.closes === undefined ? undefined : findClosingBrace(source, p.line.closes)));
  const orphans: IToken[] = [];
  for (const comment of comments) {
    const offset = comment.startOffset;
    if (isTrailing(source, offset)) {
      let best = -1;
      placed.forEach((p, i) => {
        const a = p.line.anchor;
        if (a !== undefined && a <= offset && (best < 0 || a >= (placed[best]?.line.anchor ?? -1))) best = i;
      });
      const target = placed[best];
      if (target) {
        target.after.push(comment);
        continue;
      }
    }
    let best = -1;
    let bestKey = Infinity;
    placed.forEach((p, i) => {
      const key = p.line.anchor ?? closeAt[i];
      if (key !== undefined && key >= offset && key < bestKey) {
        best = i;
        bestKey = key;
      }
    });
    const target = placed[best];
    if (target) target.before.push(comment);
    else orphans.push(comment);
  }
  if (orphans.length > 0) placed.push({ line: { indent: 0, text: '' }, before: orphans, after: [] });
  return placed;
}

/** The start of the keyword of the block whose `{` is the last one before `firstChild`. */
function headerStart(source: string, firstChild: number): number {
  let i = source.lastIndexOf('{', firstChild);
  if (i < 0) return firstChild;
  i--;
  while (i >= 0 && (source[i] === ' ' || source[i] === '\t')) i--;
  while (i >= 0 && /[A-Za-z0-9_:-]/.test(source[i] ?? '')) i--;
  return i + 1;
}

/** True when the comment follows code on its line. */
function isTrailing(source: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const ch = source[i];
    if (ch === '\n') return false;
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') return true;
  }
  return false;
}

/** The offset of the first `}` at or after `from`, skipping whitespace and comments. */
function findClosingBrace(source: string, from: number): number {
  let i = Math.max(0, from);
  while (i < source.length) {
    const ch = source[i];
    if (ch === '}') return i;
    if (ch === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else i++;
  }
  return source.length;
}

/** True when the source has an empty line right before `offset` (ignoring indentation). */
function blankBefore(source: string, offset: number): boolean {
  let newlines = 0;
  for (let i = offset - 1; i >= 0; i--) {
    const ch = source[i];
    if (ch === '\n') newlines++;
    else if (ch !== ' ' && ch !== '\t' && ch !== '\r') break;
    if (newlines >= 2) return true;
  }
  return false;
}

function render(placed: Placed[], source: string): string {
  const out: string[] = [];
  const push = (text: string, blank: boolean): void => {
    const previous = out[out.length - 1];
    if (blank && previous !== undefined && previous !== '' && !previous.endsWith('{')) out.push('');
    out.push(text);
  };
  for (const { line, before, after } of placed) {
    const indent = indentUnit.repeat(line.closes !== undefined && before.length > 0 ? line.indent + 1 : line.indent);
    for (const c of before) push(indent + c.image.trimEnd(), blankBefore(source, c.startOffset));
    if (line.text === '' && line.anchor === undefined && line.closes === undefined) {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      continue;
    }
    const trailing = after.map((c) => ' ' + c.image.trimEnd()).join('');
    const blank = line.anchor !== undefined && blankBefore(source, line.anchor);
    push(indentUnit.repeat(line.indent) + line.text + trailing, blank);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n') + '\n';
}
