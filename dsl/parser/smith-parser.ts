/** The complete `.smith` grammar: one shared parser instance (Chevrotain parsers are reusable and costly to build). */
import { getLookaheadPaths, NoViableAltException, type IRecognitionException, type TokenType } from 'chevrotain';
import { DeclarationGrammar } from './grammar-declarations';
import { errorMessages } from './messages';

/** Parser internals the override below relies on (present in Chevrotain 11; checked at construction). */
interface RecognizerInternals {
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
  getCurrentGrammarPath(tokType: TokenType, tokIdxInRule: number): GrammarPath;
  getNextPossibleTokenTypes(path: GrammarPath): TokenType[];
}

interface GrammarPath {
  ruleStack: string[];
  occurrenceStack: number[];
  lastTok: TokenType;
  lastTokOccurrence: number;
}

export class SmithParser extends DeclarationGrammar {
  private readonly alternationPaths = new Map<string, TokenType[][][]>();
  private readonly follows = new Map<string, TokenType[]>();

  constructor(checkGrammar = false) {
    super(checkGrammar);
    this.performSelfAnalysis();
    const internals = this as this & Partial<RecognizerInternals>;
    const needed = [internals.getCurrRuleFullName, internals.SAVE_ERROR, internals.getCurrentGrammarPath, internals.getNextPossibleTokenTypes];
    if (needed.some((f) => typeof f !== 'function')) {
      throw new Error('Chevrotain internals changed: review SmithParser.raiseNoAltException (dsl/parser/smith-parser.ts)');
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
