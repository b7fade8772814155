/** The complete `.smith` grammar: one shared parser instance (Chevrotain parsers are reusable and costly to build). */
import { EOF, getLookaheadPaths, NoViableAltException, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import { DeclarationGrammar } from './grammar-declarations';
import { errorMessages } from './messages';
import type { RecognizerInternals } from './recognizer-internals';
import * as T from '../tokens';

/**
 * How many grammar rules may be open at once. Each nesting level of the language opens about three
 * (a parenthesis: expression, operand, parenthesized), so this allows some 60 levels of nesting, far
 * beyond any card, while keeping the parser and every later stage (which recurse over the tree) well
 * inside the JavaScript stack.
 */
export const MAX_RULE_DEPTH = 200;

/** The message of the error raised past MAX_RULE_DEPTH; `parse` gives it its own code. */
export const tooDeepMessage = 'nesting too deep: more than about 60 levels of parentheses, blocks or if … else inside one another. Split it into smaller parts';

/** Syntax errors of one parse after which the rest of the file is not read (see SAVE_ERROR). */
export const MAX_SYNTAX_ERRORS = 50;

export class SmithParser extends DeclarationGrammar {
  private readonly alternationPaths = new Map<string, TokenType[][][]>();
  private readonly follows = new Map<string, TokenType[]>();

  constructor(checkGrammar = false) {
    super(checkGrammar);
    this.performSelfAnalysis();
    const internals = this as this & Partial<RecognizerInternals>;
    const needed = [internals.flattenFollowSet, internals.ruleInvocationStateUpdate, internals.getCurrRuleFullName, internals.SAVE_ERROR, internals.getCurrentGrammarPath, internals.getNextPossibleTokenTypes];
    if (needed.some((f) => typeof f !== 'function') || !Array.isArray(internals._errors) || typeof internals.currIdx !== 'number') {
      throw new Error('Chevrotain internals changed: review SmithParser.raiseNoAltException (dsl/parser/smith-parser.ts)');
    }
  }

  /**
   * Extends Chevrotain's rule entry with a depth limit. The grammar nests through parentheses, blocks and
   * `if … then … else` formulas, and a recursive-descent parser uses the JavaScript stack for each level:
   * a thousand nested parentheses overflowed it. Past `MAX_RULE_DEPTH` rules the entry raises a
   * recognition error instead ("nesting deeper than …"), which Chevrotain's recovery handles like any
   * syntax error: the deep part is skipped and the rest of the file is still read. The check runs after
   * Chevrotain's own update so that its `finally` (which pops the rule) stays balanced.
   */
  ruleInvocationStateUpdate(shortName: number, fullName: string, idxInCallingRule: number): void {
    const internals = this as this & RecognizerInternals;
    const proto = Object.getPrototypeOf(SmithParser.prototype) as RecognizerInternals;
    proto.ruleInvocationStateUpdate.call(this, shortName, fullName, idxInCallingRule);
    if (internals.RULE_STACK_IDX >= MAX_RULE_DEPTH && !this.RECORDING_PHASE) {
      const at = this.LA(1);
      const before = this.LA(0);
      this.skipNested();
      throw internals.SAVE_ERROR(new NoViableAltException(tooDeepMessage, at, before));
    }
  }

  private gaveUpAt: IToken | undefined;

  /** Sets the tokens to read next (a new parse). */
  read(tokens: IToken[]): void {
    this.input = tokens;
    this.gaveUpAt = undefined;
  }

  /** Where the last parse stopped reading after MAX_SYNTAX_ERRORS errors, if it did. */
  gaveUp(): IToken | undefined {
    return this.gaveUpAt;
  }

  /**
   * Replaces Chevrotain's, which tests every token ahead against every token type of the follow set (a
   * linear search per token): an error before thousands of unexpected tokens, raised again at each
   * enclosing rule, cost a tenth of a second. Same answer (the first type of the follow set, in its order,
   * that the first matching token matches), with one map lookup per token.
   */
  findReSyncTokenType(): TokenType {
    const internals = this as this & RecognizerInternals;
    const byIndex = new Map<number, TokenType>();
    for (const type of internals.flattenFollowSet()) {
      const own = type.tokenTypeIdx;
      if (own !== undefined && !byIndex.has(own)) byIndex.set(own, type);
      if (type.isParent) for (const child of type.categoryMatches ?? []) if (!byIndex.has(child)) byIndex.set(child, type);
    }
    // Terminates: EOF is always in the follow set, and the input (virtually) ends with EOF.
    for (let k = 1; ; k++) {
      const found = byIndex.get(this.LA(k).tokenTypeIdx);
      if (found !== undefined) return found;
    }
  }

  /**
   * Extends Chevrotain's: after MAX_SYNTAX_ERRORS errors the rest of the input is skipped. Each error costs
   * a recovery attempt, so a garbled 10 KB file (thousands of errors) took a fifth of a second to read,
   * and nobody reads the thousandth error of one file.
   */
  SAVE_ERROR(error: IRecognitionException): IRecognitionException {
    const internals = this as this & RecognizerInternals;
    const proto = Object.getPrototypeOf(SmithParser.prototype) as RecognizerInternals;
    const saved = proto.SAVE_ERROR.call(this, error);
    if (internals._errors.length === MAX_SYNTAX_ERRORS && this.gaveUpAt === undefined) {
      this.gaveUpAt = this.LA(1);
      while (this.LA(1).tokenType !== EOF) this.SKIP_TOKEN();
    }
    return saved;
  }

  /**
   * Skips the too-deep part in one pass: every token up to the bracket that closes the construct being
   * read (or the end of the file). Left to Chevrotain's recovery, each open level would scan ahead for a
   * token to resume at, which made 2,000 unclosed parentheses take seconds (quadratic).
   */
  private skipNested(): void {
    let balance = 0;
    for (let next = this.LA(1); next.tokenType !== EOF; next = this.LA(1)) {
      if (next.tokenType === T.LParen || next.tokenType === T.LBrace) balance++;
      else if (next.tokenType === T.RParen || next.tokenType === T.RBrace) balance--;
      if (balance < 0) return;
      this.SKIP_TOKEN();
    }
  }

  /**
   * Replaces Chevrotain's: it recomputes an alternation's expected token paths each time it reports "no
   * viable alternative", which happens often during error recovery and made parsing a broken file about
   * twice as slow. The paths depend only on the grammar position, so they are computed once per position.
   */
  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never {
    const internals = this as this & RecognizerInternals;
    const ruleName = internals.getCurrRuleFullName();
    const key = `${ruleName}#${occurrence}`;
    let paths = this.alternationPaths.get(key);
    if (paths === undefined) {
      const rule = this.getGAstProductions()[ruleName];
      paths = rule ? getLookaheadPaths({ occurrence, rule, prodType: 'Alternation', maxLookahead: 1 }) : [];
      this.alternationPaths.set(key, paths);
    }
    const message = errorMessages.buildNoViableAltMessage(
      errMsgTypes === undefined
        ? { expectedPathsPerAlt: paths, actual: [this.LA(1)], previous: this.LA(0), ruleName }
        : { expectedPathsPerAlt: paths, actual: [this.LA(1)], previous: this.LA(0), customUserDescription: errMsgTypes, ruleName },
    );
    throw internals.SAVE_ERROR(new NoViableAltException(message, this.LA(1), this.LA(0)));
  }

  /**
   * Replaces Chevrotain's, which walks the grammar afresh for every single-token recovery attempt. The
   * follow set depends only on the grammar path (rule and occurrence stacks, token), so it is cached.
   */
  getFollowsForInRuleRecovery(tokType: TokenType, tokIdxInRule: number): TokenType[] {
    const internals = this as this & RecognizerInternals;
    const path = internals.getCurrentGrammarPath(tokType, tokIdxInRule);
    const key = `${path.ruleStack.join('/')}|${path.occurrenceStack.join(',')}|${path.lastTok.name}#${path.lastTokOccurrence}`;
    let follows = this.follows.get(key);
    if (follows === undefined) {
      if (this.follows.size > 10_000) this.follows.clear();
      follows = internals.getNextPossibleTokenTypes(path);
      this.follows.set(key, follows);
    }
    return follows;
  }
}

let instance: SmithParser | undefined;

export function smithParser(): SmithParser {
  instance ??= new SmithParser();
  return instance;
}
