/**
 * Chevrotain parser internals the grammar's overrides rely on (present in Chevrotain 11; SmithParser's
 * constructor checks they are there, so an upgrade that changes them fails at once, not mid-parse).
 */
import type { IRecognitionException, TokenType } from 'chevrotain';

export interface RecognizerInternals {
  ruleInvocationStateUpdate(shortName: number, fullName: string, idxInCallingRule: number): void;
  RULE_STACK_IDX: number;
  /** The index of the last token read (the next is `currIdx + 1`). */
  currIdx: number;
  _errors: unknown[];
  flattenFollowSet(): TokenType[];
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: IRecognitionException): IRecognitionException;
  getCurrentGrammarPath(tokType: TokenType, tokIdxInRule: number): GrammarPath;
  getNextPossibleTokenTypes(path: GrammarPath): TokenType[];
}

export interface GrammarPath {
  ruleStack: string[];
  occurrenceStack: number[];
  lastTok: TokenType;
  lastTokOccurrence: number;
}
