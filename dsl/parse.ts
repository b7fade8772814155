/**
 * `parse(text)`: tokens → CST → AST, with every lexical, syntax and structural error as a positioned
 * diagnostic. Never throws; a broken file still yields the declarations that could be read.
 */
import type { IRecognitionException, IToken } from 'chevrotain';
import type { Decl, Document, Range } from './ast';
import type { Diagnostic } from './diagnostics';
import { tokenize, type LexResult } from './lexer';
import { MAX_TREE_DEPTH, tooDeepAt } from './tree-depth';
import { BuildContext } from './parser/build-context';
import { ScenarioBuilder } from './parser/build-scenarios';
import { nodes } from './parser/cst';
import { inDesignerWords } from './parser/designer-errors';
import { everyGamesWords, type DesignerWords } from './reference/designer-words';
import { cardKeywords, isGameCardStart } from './parser/grammar-declarations';
import { MAX_SYNTAX_ERRORS, smithParser, tooDeepMessage } from './parser/smith-parser';
import { articleLeftIn, expectedWhereFound, showToken } from './parser/messages';
import { endOf, LineMap, pos, sharingPositions, tokenRange } from './position';
import { MAX_SOURCE_LENGTH, tooLongReason } from './source-size';
import * as T from './tokens';

export interface ParseResult {
  /** The text that was parsed. */
  text: string;
  document: Document;
  diagnostics: Diagnostic[];
  /**
   * The file's tokens, lexed again on first use: a parse result does not hold on to the tokens it was
   * built from (in a 10,000-card project they weigh more than the syntax trees, and keeping them all
   * costs the garbage collector more than lexing does); only the editor's open file needs them
   * (completion, hover).
   */
  readonly tokens: IToken[];
  /**
   * The file's `//` comments, lexed again on first use like `tokens` (for the formatter and the deck
   * editor): kept eagerly they were a project's only Chevrotain tokens left, some 1.5 a card, each with
   * its six positions stored as separate heap numbers (about 7 % of a kept card's objects).
   */
  readonly comments: IToken[];
  lines: LineMap;
  /**
   * `diagnostics` with the syntax errors told in a game's words (dsl/reference/designer-words.ts): the
   * parse knows no game, so its messages name every game's steps; the project knows each file's game.
   */
  diagnosticsIn(words: DesignerWords): Diagnostic[];
}

/** A parse's errors before they were told in a designer's words, kept (only by a parse that has syntax errors) to tell them in a game's. */
interface UntoldErrors {
  lexical: Diagnostic[];
  syntax: Diagnostic[];
  structural: Diagnostic[];
}

const declarationKeywords = new Set([T.KwRuleset, T.KwSpecies, T.KwGrowth, T.KwRarity, T.KwPack, T.KwDeck, T.KwScenario, ...cardKeywords]);

export function parse(text: string): ParseResult {
  if (text.length > MAX_SOURCE_LENGTH) return new TooLong(text);
  return sharingPositions(text.length, () => parseText(text));
}

function parseText(text: string): ParseResult {
  const lines = new LineMap(text);
  const lexed = tokenize(text, lines);
  const fileRange = lines.whole();
  const ctx = new BuildContext(fileRange);
  const builder = new ScenarioBuilder(ctx);
  const parser = smithParser();
  const decls: Decl[] = [];
  const syntax: Diagnostic[] = [];
  const all = lexed.tokens;
  let index = 0;
  while (index < all.length) {
    parser.read(index === 0 ? all : all.slice(index));
    const cst = parser.document();
    const gaveUp = parser.gaveUp();
    if (gaveUp !== undefined) syntax.push({ code: 'L0005', severity: 'error', message: `more than ${MAX_SYNTAX_ERRORS} syntax errors: the rest of the file, from here on, was not read. Fix the first ones`, range: rangeAt(gaveUp, undefined, lines, text.length) });
    const errors = parser.errors;
    for (const error of errors) syntax.push(syntaxDiagnostic(error, lines, text.length));
    for (const node of nodes(cst, 'declaration')) {
      const decl = builder.declaration(node);
      if (decl === undefined) continue;
      const deep = tooDeepAt(decl);
      if (deep === undefined) decls.push(decl);
      else ctx.error('L0004', `nesting too deep: this declaration goes more than ${MAX_TREE_DEPTH} levels deep here (each operator of a formula is one level). Split it into smaller formulas; the declaration is left out until then`, deep);
    }
    // The top level stops at the first token that cannot start a declaration: skip to the next one
    // that can, so a stray line does not hide the rest of the file.
    const stopped = errors.find((e) => e.name === 'NotAllInputParsedException');
    if (stopped === undefined) break;
    const stop = all.indexOf(stopped.token);
    if (stop < 0) break;
    index = nextDeclarationStart(all, stop + 1);
  }
  // A copy the size of its contents: the list grew by `push`, which reserves room for 17, and a project
  // keeps one per file.
  const document: Document = { kind: 'Document', decls: decls.slice(), range: fileRange };
  // Without syntax errors there is nothing to rephrase (inDesignerWords passes the builder's diagnostics through).
  // Without syntax errors only a value and a condition mixed up (L0010/L0011) can need rephrasing.
  if (syntax.length === 0) {
    const mixed = ctx.diagnostics.some((d) => d.code === 'L0010' || d.code === 'L0011');
    if (!mixed) return new Parsed(text, document, [...lexed.diagnostics, ...ctx.diagnostics], lines);
    // Kept to be told again in a game's words, which may read the mix-up as its own form (`traits fire and wing`).
    const errors = { lexical: lexed.diagnostics, syntax: [], structural: ctx.diagnostics };
    return new Parsed(text, document, [...lexed.diagnostics, ...inDesignerWords([], ctx.diagnostics, all, text, lines)], lines, errors);
  }
  const errors = { lexical: lexed.diagnostics, syntax: dedupe(syntax), structural: ctx.diagnostics };
  return new Parsed(text, document, [...errors.lexical, ...inDesignerWords(errors.syntax, errors.structural, all, text, lines)], lines, errors);
}

/** A ParseResult whose tokens and comments are lexed again when first asked for (see `ParseResult.tokens`). */
class Parsed implements ParseResult {
  private lexed: LexResult | undefined;

  /** `diagnosticsIn`'s answers: a project asks for one game's words, again at every keystroke elsewhere. */
  private told: { words: DesignerWords; diagnostics: Diagnostic[] } | undefined;

  constructor(
    readonly text: string,
    readonly document: Document,
    public diagnostics: Diagnostic[],
    readonly lines: LineMap,
    private readonly untold?: UntoldErrors,
  ) {}

  diagnosticsIn(words: DesignerWords): Diagnostic[] {
    if (this.untold === undefined || words === everyGamesWords) return this.diagnostics;
    if (this.told?.words !== words) {
      const { lexical, syntax, structural } = this.untold;
      this.told = { words, diagnostics: [...lexical, ...inDesignerWords(syntax, structural, this.tokens, this.text, this.lines, words)] };
    }
    return this.told.diagnostics;
  }

  get tokens(): IToken[] {
    return this.lex().tokens;
  }

  get comments(): IToken[] {
    return this.lex().comments;
  }

  private lex(): LexResult {
    return (this.lexed ??= tokenize(this.text, this.lines));
  }
}

/**
 * A text longer than MAX_SOURCE_LENGTH (dsl/source-size.ts): not lexed or parsed, now or later (its
 * tokens and comments are none), so it declares nothing; one error at its start says why.
 */
class TooLong implements ParseResult {
  readonly document: Document;
  readonly diagnostics: Diagnostic[];
  readonly lines: LineMap;
  readonly tokens: IToken[] = [];
  readonly comments: IToken[] = [];

  constructor(readonly text: string) {
    const start = pos(0, 1, 1);
    const range = { start, end: start };
    this.document = { kind: 'Document', decls: [], range };
    this.diagnostics = [{ code: 'L0007', severity: 'error', message: `This file is ${tooLongReason(text.length, 'characters')}: nothing in it was read`, range }];
    this.lines = new LineMap(text);
  }

  diagnosticsIn(): Diagnostic[] {
    return this.diagnostics;
  }
}

function nextDeclarationStart(tokens: IToken[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    const name = tokens[i + 1];
    const brace = tokens[i + 2];
    if (t && declarationKeywords.has(t.tokenType) && name && (name.tokenType === T.Ident || name.tokenType === T.StringLit) && brace?.tokenType === T.LBrace) return i;
    if (isGameCardStart(t, name, brace)) return i;
  }
  return tokens.length;
}

function syntaxDiagnostic(error: IRecognitionException, lines: LineMap, length: number): Diagnostic {
  const code = error.message === tooDeepMessage ? 'L0004' : error.message === articleLeftIn ? 'L0014' : 'L0003';
  const previous = (error as IRecognitionException & { previousToken?: IToken }).previousToken;
  const short = code === 'L0003' ? cutShort(error, previous) : undefined;
  if (short !== undefined && previous !== undefined) return { code, severity: 'error', message: short, range: tokenRange(previous) };
  return { code, severity: 'error', message: error.message, range: rangeAt(error.token, previous, lines, length) };
}

/**
 * The message for an error at a `}` on a line after the token before it, said at that token: the line
 * before stopped short (`draw 2` without its `cards`, `deal 3 damage to`), and the brace a line further
 * down, where the designer did nothing wrong, is no place to show it. (After a `{`, a block left empty,
 * the brace is the place.)
 */
function cutShort(error: IRecognitionException, previous: IToken | undefined): string | undefined {
  const brace = error.token;
  if (previous === undefined || previous.tokenType === T.LBrace || brace.tokenType !== T.RBrace || (brace.startLine ?? 0) <= (previous.endLine ?? previous.startLine ?? 0)) return undefined;
  const expected = expectedWhereFound(error.message, showToken(brace));
  return expected === undefined ? undefined : `The line ends too soon after \`${previous.image}\`: expected ${expected}`;
}

/** A token's range; at the end of the file, just after the last real token rather than the (position-less) EOF. */
function rangeAt(t: IToken | undefined, previous: IToken | undefined, lines: LineMap, length: number): Range {
  if (t !== undefined && Number.isFinite(t.startOffset) && t.image !== '') return tokenRange(t);
  if (previous !== undefined && Number.isFinite(previous.startOffset)) {
    const end = endOf(previous);
    return { start: end, end };
  }
  return lines.range(length, length);
}

/** Recovery can report the same position twice; keep the first message per position. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<number>();
  return diagnostics.filter((d) => {
    if (seen.has(d.range.start.offset)) return false;
    seen.add(d.range.start.offset);
    return true;
  });
}
