/**
 * Tokenizes `.smith` text. Words are lexed by one pattern and re-typed as keywords afterwards, which keeps
 * the lexer to a handful of patterns however many game words the language has.
 */
import { Lexer, type IToken } from 'chevrotain';
import type { Diagnostic } from './diagnostics';
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
  return new Lexer(lexerTokens, { positionTracking: 'full', ensureOptimizations: false, skipValidations: !checkDefinition });
}

const lexer = smithLexer();

function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

export function tokenize(text: string, lines: LineMap = new LineMap(text)): LexResult {
  const result = lexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const error of result.errors) {
    const ch = text.slice(error.offset, error.offset + error.length);
    diagnostics.push({
      code: 'L0001',
      severity: 'error',
      message: `Unexpected character${error.length > 1 ? 's' : ''} \`${ch}\``,
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
  return { tokens: result.tokens, comments: result.groups['comments'] ?? [], diagnostics };
}
