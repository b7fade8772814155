/**
 * Tokenizes `.smith` text. Words are lexed by one pattern and re-typed as keywords afterwards, which keeps
 * the lexer to a handful of patterns however many game words the language has.
 */
import { Lexer, type ILexerErrorMessageProvider, type ILexingResult, type IToken } from 'chevrotain';
import { MAX_LISTED_DIAGNOSTICS, type Diagnostic } from './diagnostics';
import { LineMap } from './position';
import { CapIdent, Ident, keywords, lexerTokens, UnterminatedString } from './tokens';

export interface LexResult {
  tokens: IToken[];
  /** `//` comments, kept for the formatter and the language service. */
  comments: IToken[];
  diagnostics: Diagnostic[];
}

/**
 * The lexer of `.smith` text. `checkDefinition` runs Chevrotain's checks of the token patterns
 * (unreachable or empty patterns, bad flags): a test does (dsl/lexer.test.ts); every process that lexes
 * skips them, as the parser skips its grammar checks. They cost some 5–10 ms of each process's start,
 * and the simulation worker threads build the lexer as they load.
 */
export function smithLexer(checkDefinition = false): Lexer {
  return new Lexer(lexerTokens, { positionTracking: 'full', ensureOptimizations: false, skipValidations: !checkDefinition, errorMessageProvider: stopPastTheBudget });
}

/**
 * Lexical problems of one text (unexpected characters, strings with no closing quote) after which the
 * rest of it is not lexed. Text that is not the language has a problem every few characters: a megabyte
 * of random characters made 165,000 diagnostics and cost 1.4 s and 340 MB on every parse, while a file
 * lists only its first 200 problems: the budget is that number (MAX_LISTED_DIAGNOSTICS). The parser
 * stops the same way after MAX_SYNTAX_ERRORS.
 */
export const MAX_LEXER_PROBLEMS = MAX_LISTED_DIAGNOSTICS;

/** Thrown from Chevrotain's lexer at the first unexpected characters past the budget, to stop it there. */
class LexingStopped {
  constructor(readonly offset: number) {}
}

/** How many more unexpected-character errors the running `tokenize` takes before it stops the lexer. */
let unexpectedLeft = Number.POSITIVE_INFINITY;

/**
 * Chevrotain asks this for each error's message: it counts them, and stops the lexer past the budget
 * (Chevrotain's lexer keeps its progress in locals, so throwing leaves it as it was). The messages
 * themselves are `tokenize`'s own (L0001), so Chevrotain's are not built.
 */
const stopPastTheBudget: ILexerErrorMessageProvider = {
  buildUnexpectedCharactersMessage(_text, startOffset) {
    unexpectedLeft--;
    if (unexpectedLeft < 0) throw new LexingStopped(startOffset);
    return '';
  },
  buildUnableToPopLexerModeMessage: () => 'the .smith lexer has no modes to pop',
};

const lexer = smithLexer();

function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** Chevrotain's lexing of `text`, stopped after MAX_LEXER_PROBLEMS unexpected characters (where, when it was). */
function lexWithinBudget(text: string): { result: ILexingResult; stoppedAt?: number } {
  unexpectedLeft = MAX_LEXER_PROBLEMS;
  try {
    return { result: lexer.tokenize(text) };
  } catch (error) {
    if (!(error instanceof LexingStopped)) throw error;
    // Lexed again up to the stop, to have its tokens: the same ones, since no token ended past it.
    unexpectedLeft = MAX_LEXER_PROBLEMS;
    return { result: lexer.tokenize(text.slice(0, error.offset)), stoppedAt: error.offset };
  } finally {
    unexpectedLeft = Number.POSITIVE_INFINITY;
  }
}

/** The offset of problem number `max + 1` of two sorted lists of problem offsets, if there are that many. */
function pastTheBudget(errors: readonly number[], strings: readonly number[], max: number): number | undefined {
  let i = 0;
  let j = 0;
  for (let n = 0; ; n++) {
    const error = errors[i] ?? Number.POSITIVE_INFINITY;
    const string = strings[j] ?? Number.POSITIVE_INFINITY;
    const next = Math.min(error, string);
    if (next === Number.POSITIVE_INFINITY) return undefined;
    if (n === max) return next;
    if (error <= string) i++;
    else j++;
  }
}

export function tokenize(text: string, lines: LineMap = new LineMap(text)): LexResult {
  const lexed = lexWithinBudget(text);
  const unterminated: number[] = [];
  for (const token of lexed.result.tokens) if (token.tokenType === UnterminatedString) unterminated.push(token.startOffset);
  const cut = pastTheBudget(lexed.result.errors.map((e) => e.offset), unterminated, MAX_LEXER_PROBLEMS) ?? lexed.stoppedAt;
  const result = cut === undefined ? lexed.result : before(lexed.result, cut);
  const diagnostics: Diagnostic[] = [];
  for (const error of result.errors) {
    diagnostics.push({
      code: 'L0001',
      severity: 'error',
      message: unexpectedMessage(text.slice(error.offset, error.offset + error.length)),
      range: lines.range(error.offset, error.offset + error.length),
    });
  }
  const identIdx = Ident.tokenTypeIdx;
  for (const token of result.tokens) {
    if (token.tokenTypeIdx === identIdx) {
      const keyword = keywords.get(token.image);
      const retype = keyword ?? (isCapital(token.image.charCodeAt(0)) ? CapIdent : undefined);
      if (retype !== undefined && retype.tokenTypeIdx !== undefined) {
        token.tokenType = retype;
        token.tokenTypeIdx = retype.tokenTypeIdx;
      }
    } else if (token.tokenType === UnterminatedString) {
      diagnostics.push({
        code: 'L0002',
        severity: 'error',
        message: 'This string has no closing quote',
        range: lines.range(token.startOffset, token.startOffset + token.image.length),
        fixes: [{ title: 'Close the string', edits: [{ range: lines.range(token.startOffset + token.image.length, token.startOffset + token.image.length), newText: '"' }] }],
      });
    }
  }
  if (cut !== undefined) {
    diagnostics.push({
      code: 'L0005',
      severity: 'error',
      message: `more than ${MAX_LEXER_PROBLEMS} unexpected characters or unclosed strings: the rest of the file, from here on, was not read. Fix the first ones`,
      range: lines.range(cut, Math.min(cut + 1, text.length)),
    });
  }
  return { tokens: result.tokens, comments: result.groups['comments'] ?? [], diagnostics };
}

/** Characters of a run of unexpected ones that its message quotes: one run can be a megabyte long. */
const QUOTED_CHARACTERS = 20;

/** L0001's message for a run of unexpected characters, counted as characters (an emoji is one), quoted up to QUOTED_CHARACTERS. */
function unexpectedMessage(run: string): string {
  const quoted: string[] = [];
  let count = 0;
  for (const ch of run) {
    if (count < QUOTED_CHARACTERS) quoted.push(ch);
    count++;
  }
  if (count === 1) return `Unexpected character \`${run}\``;
  if (count <= QUOTED_CHARACTERS) return `Unexpected characters \`${run}\``;
  return `Unexpected characters \`${quoted.join('')}…\` (${count.toLocaleString('en-US')} in a row)`;
}

/** What of a lexing lies before `offset`. */
function before(result: ILexingResult, offset: number): ILexingResult {
  const comments = result.groups['comments'];
  return {
    tokens: result.tokens.filter((t) => t.startOffset < offset),
    errors: result.errors.filter((e) => e.offset < offset),
    groups: comments === undefined ? result.groups : { ...result.groups, comments: comments.filter((t) => t.startOffset < offset) },
  };
}
