/**
 * Grammar, layer 1: formulas, conditions and selectors.
 *
 * Formulas and conditions share one flat rule (`expression` = operands joined by binary operators); the
 * CST-to-AST step applies precedence and decides, by position, whether a formula or a condition was
 * meant. That keeps `(a + b) > 3` and `(x and y)` parseable without backtracking and gives precise
 * messages ("expected a condition, found a number") instead of parse errors.
 */
import { CstParser, MismatchedTokenException, tokenMatcher, type IOrAlt, type IToken, type TokenType } from 'chevrotain';
import * as T from '../tokens';
import { articleLeftIn, errorMessages } from './messages';
import type { RecognizerInternals } from './recognizer-internals';

export const ownerWords: TokenType[] = [T.KwYour, T.KwEnemy, T.KwOpponents, T.KwAny];
export const cardTypeWords: TokenType[] = [
  T.KwAction, T.KwReaction, T.KwCounter, T.KwBuilding, T.KwQuest, T.KwAdvance, T.KwSummon, T.KwRole, T.KwEquipment,
];
export const nounWords: TokenType[] = [
  T.KwSummon, T.KwSummons, T.KwSpace, T.KwSpaces, T.KwCard, T.KwCards, T.KwBuilding, T.KwBuildings, T.KwPlayer, T.KwPlayersPlural,
];
/** Words after which a lowercase word is a selector noun: owner words, articles, `every`, `all`. */
const typeNounLeaders: TokenType[] = [...ownerWords, T.KwA, T.KwAn, T.KwEvery, T.KwAll];
export const outcomeWords: TokenType[] = [T.KwHit, T.KwMissed, T.KwCrit, T.KwSaved, T.KwDestroyed];
export const binaryOps: TokenType[] = [
  T.Plus, T.Minus, T.Star, T.Slash, T.Caret, T.Less, T.LessEq, T.Greater, T.GreaterEq, T.Equals, T.NotEquals, T.KwAnd, T.KwOr,
];
export const compareOps: TokenType[] = [T.Less, T.LessEq, T.Greater, T.GreaterEq, T.Equals, T.NotEquals];

export function isOneOf(token: IToken, types: readonly TokenType[]): boolean {
  return types.includes(token.tokenType);
}

export class ExpressionGrammar extends CstParser {
  /** `checkGrammar` runs Chevrotain's grammar validations (a test does; production skips their cost). */
  constructor(checkGrammar = false) {
    super(T.allTokens, { recoveryEnabled: true, nodeLocationTracking: 'full', maxLookahead: 1, errorMessageProvider: errorMessages, skipValidations: !checkGrammar });
  }

  /**
   * Alternatives of each `first` call site, built on the first call and reused: a parse then allocates no
   * closures for its choices (see `this.alts[n] ??= [...]` at the call sites; n is unique per site).
   */
  protected readonly alts: IOrAlt<unknown>[][] = [];
  private readonly oneOfAlts = new Map<number, IOrAlt<unknown>[]>();

  /**
   * Ordered choice: the first alternative whose lookahead matches wins. The grammar relies on it on purpose
   * (keywords are also words, so a keyword clause must be tried before the generic "word" alternative).
   */
  protected first(idx: number, alts: IOrAlt<unknown>[], lookahead?: number): void {
    this.or(idx, lookahead === undefined ? { DEF: alts, IGNORE_AMBIGUITIES: true } : { DEF: alts, IGNORE_AMBIGUITIES: true, MAX_LOOKAHEAD: lookahead });
  }

  /**
   * One of several tokens. `idx` must be unique among the helper calls of a rule (Chevrotain keys each
   * grammar position by rule, method and index); call sites use distinct numbers from 100 up.
   */
  protected consumeOneOf(idx: number, types: readonly TokenType[], label: string): void {
    this.first(idx, this.cachedAlts(idx, () => types.map((type) => ({ ALT: () => this.consume(idx, type, { LABEL: label }) }))));
  }

  /** The `x` of a size (`2 x 2`): the multiplication sign, or the word `x` when written with spaces. */
  protected consumeBy(idx: number): void {
    this.first(idx, this.cachedAlts(idx, () => [
      { ALT: () => this.consume(idx, T.Times) },
      { GATE: () => this.LA(1).image === 'x', ALT: () => this.consume(idx, T.Ident) },
    ]));
  }

  /** A role, species or card name in a selector: a capitalized word or a quoted string. */
  protected consumeCapName(idx: number, label: string): void {
    this.first(idx, this.cachedAlts(idx, () => [
      { ALT: () => this.consume(idx, T.CapIdent, { LABEL: label }) },
      { ALT: () => this.consume(idx, T.StringLit, { LABEL: label }) },
    ]));
  }

  /** A declared or referenced name: a plain word or a quoted string (never a keyword). */
  protected consumeName(idx: number, label: string): void {
    this.first(idx, this.cachedAlts(idx, () => [
      { ALT: () => this.consume(idx, T.Ident, { LABEL: label }) },
      { ALT: () => this.consume(idx, T.StringLit, { LABEL: label }) },
    ]));
  }

  /** The alternatives of a helper's call site, by its (globally unique) index. */
  private cachedAlts(idx: number, build: () => IOrAlt<unknown>[]): IOrAlt<unknown>[] {
    let alts = this.oneOfAlts.get(idx);
    if (alts === undefined) {
      alts = build();
      this.oneOfAlts.set(idx, alts);
    }
    return alts;
  }

  expression = this.RULE('expression', () => {
    this.SUBRULE(this.operand);
    this.MANY(() => {
      this.consumeOneOf(101, binaryOps, 'op');
      this.SUBRULE2(this.operand);
    });
  });

  operand = this.RULE('operand', () => {
    this.skipArticle();
    this.MANY(() => this.first(0, this.alts[4] ??= [
      { ALT: () => this.CONSUME(T.KwNot, { LABEL: 'prefix' }) },
      { ALT: () => this.CONSUME(T.Minus, { LABEL: 'prefix' }) },
    ]));
    this.first(2, this.alts[5] ??= [
      { ALT: () => this.CONSUME(T.NumberLit) },
      { ALT: () => this.CONSUME(T.PercentLit) },
      { ALT: () => this.SUBRULE(this.parenthesized) },
      { ALT: () => this.SUBRULE(this.ifExpression) },
      { GATE: () => this.existsAhead(), ALT: () => this.SUBRULE(this.exists) },
      { GATE: () => this.outcomeAhead(), ALT: () => this.SUBRULE(this.outcome) },
      { ALT: () => this.SUBRULE(this.callOrRef) },
    ]);
    this.OPTION(() => this.SUBRULE(this.isTail));
  });

  /**
   * Prose's `the` before a word where the language reads that word (`deal 3 damage to the opponent`,
   * `until the end of turn`): reported (designer-errors gives the line without it, and the fix) and
   * skipped, so the rest of the line reads as meant instead of `the` being taken for a name and the word
   * after it for the next step. A `the` not followed by a word on its line is left to the grammar (`the.x`
   * names something called `the`). Not a grammar alternative: no lookahead changes, and the recording
   * phase, which only traces the grammar, skips it. With `word` and `before`, another word the language
   * leaves out where it stands before `before` (`this` in `until end of this turn`).
   */
  protected skipArticle(word: TokenType = T.KwThe, before?: TokenType): void {
    if (this.RECORDING_PHASE) return;
    const article = this.LA(1);
    const next = this.LA(2);
    if (article.tokenType !== word || next.startLine !== article.startLine) return;
    if (before === undefined ? !(tokenMatcher(next, T.AnyWord) || tokenMatcher(next, T.StringLit)) : next.tokenType !== before) return;
    (this as unknown as RecognizerInternals).SAVE_ERROR(new MismatchedTokenException(articleLeftIn, article, this.LA(0)));
    this.SKIP_TOKEN();
  }

  private existsAhead(): boolean {
    const first = this.LA(1).tokenType;
    const second = this.LA(2).tokenType;
    return first === T.KwThere || (first === T.KwYou && second === T.KwControl) || (first === T.KwOpponent && second === T.KwControls);
  }

  private outcomeAhead(): boolean {
    return outcomeWords.includes(this.LA(1).tokenType);
  }

  parenthesized = this.RULE('parenthesized', () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  ifExpression = this.RULE('ifExpression', () => {
    this.CONSUME(T.KwIf);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
    this.CONSUME(T.KwThen);
    this.SUBRULE2(this.expression, { LABEL: 'then' });
    this.CONSUME(T.KwElse);
    this.SUBRULE3(this.expression, { LABEL: 'else' });
  });

  /** `you control a Mage`, `opponent controls no summon`, `there are at least 2 enemy summons within 3 of caster`. */
  exists = this.RULE('exists', () => {
    this.first(0, this.alts[6] ??= [
      { ALT: () => { this.CONSUME(T.KwYou, { LABEL: 'who' }); this.CONSUME(T.KwControl); } },
      { ALT: () => { this.CONSUME(T.KwOpponent, { LABEL: 'who' }); this.CONSUME(T.KwControls); } },
      { ALT: () => { this.CONSUME(T.KwThere, { LABEL: 'who' }); this.first(2, this.alts[7] ??= [{ ALT: () => this.CONSUME(T.KwIs) }, { ALT: () => this.CONSUME(T.KwAre) }]); } },
    ]);
    this.OPTION(() => this.SUBRULE(this.countPhrase));
    this.SUBRULE(this.selector);
  });

  countPhrase = this.RULE('countPhrase', () => {
    this.first(0, this.alts[8] ??= [
      { ALT: () => { this.CONSUME(T.KwAt); this.first(2, this.alts[9] ??= [{ ALT: () => this.CONSUME(T.KwLeast, { LABEL: 'kind' }) }, { ALT: () => this.CONSUME(T.KwMost, { LABEL: 'kind' }) }]); this.SUBRULE(this.operand, { LABEL: 'value' }); } },
      { ALT: () => { this.CONSUME(T.KwExactly, { LABEL: 'kind' }); this.SUBRULE2(this.operand, { LABEL: 'value' }); } },
      { ALT: () => this.CONSUME(T.KwNo, { LABEL: 'kind' }) },
      { ALT: () => { this.first(3, this.alts[103] ??= [{ ALT: () => this.CONSUME(T.KwMore, { LABEL: 'kind' }) }, { ALT: () => this.CONSUME(T.KwFewer, { LABEL: 'kind' }) }]); this.CONSUME(T.KwThan); this.SUBRULE3(this.operand, { LABEL: 'value' }); } },
    ]);
  });

  /** `hit`, `crit`, `saved`, `destroyed`: the outcome of the latest such step. A labelled step's is a path: `bolt.hit`. */
  outcome = this.RULE('outcome', () => {
    this.consumeOneOf(102, outcomeWords, 'outcome');
  });

  callOrRef = this.RULE('callOrRef', () => {
    this.CONSUME(T.RefWord, { LABEL: 'segment' });
    this.first(0, this.alts[10] ??= [
      {
        ALT: () => {
          this.CONSUME(T.LParen);
          this.OPTION(() => {
            this.SUBRULE(this.expression, { LABEL: 'arg' });
            this.MANY(() => { this.CONSUME(T.Comma); this.SUBRULE2(this.expression, { LABEL: 'arg' }); });
          });
          this.CONSUME(T.RParen);
        },
      },
      { ALT: () => this.MANY2(() => { this.CONSUME(T.Dot); this.CONSUME2(T.AnyWord, { LABEL: 'segment' }); }) },
    ]);
  });

  /** `is immobilized`, `is not a tier 1 Archer`, `is your summon`. A bare word is a status. */
  isTail = this.RULE('isTail', () => {
    this.CONSUME(T.KwIs);
    this.OPTION(() => this.CONSUME(T.KwNot));
    this.first(0, this.alts[11] ??= [
      { GATE: () => this.LA(1).tokenType === T.Ident, ALT: () => this.CONSUME(T.Ident, { LABEL: 'status' }) },
      { ALT: () => this.SUBRULE(this.selector, { LABEL: 'descriptor' }) },
    ]);
  });

  /** A dotted path: `target.weapon.power`. */
  path = this.RULE('path', () => {
    this.CONSUME(T.RefWord, { LABEL: 'segment' });
    this.MANY(() => { this.CONSUME(T.Dot); this.CONSUME2(T.AnyWord, { LABEL: 'segment' }); });
  });

  /** A property path relative to a unit (`weapon.power` in `get weapon.power +10`): any word may start it. */
  propertyPath = this.RULE('propertyPath', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'segment' });
    this.MANY(() => { this.CONSUME(T.Dot); this.CONSUME2(T.AnyWord, { LABEL: 'segment' }); });
  });

  /**
   * `your tier 1 Archer that has completed a quest`, `enemy summon within 6 of caster`, `empty space
   * adjacent to caster`, `action card in hand`. Before the noun: one name is a species (`Elf summon`);
   * without a noun the last name is a role (`your Mage`, `your Elf Mage`).
   */
  selector = this.RULE('selector', () => {
    this.skipArticle();
    this.OPTION(() => this.first(0, this.alts[12] ??= [{ ALT: () => this.CONSUME(T.KwA, { LABEL: 'article' }) }, { ALT: () => this.CONSUME(T.KwAn, { LABEL: 'article' }) }]));
    this.OPTION2(() => this.consumeOneOf(103, ownerWords, 'owner'));
    this.OPTION3(() => {
      this.CONSUME(T.KwTier);
      this.OPTION4(() => this.consumeOneOf(104, compareOps, 'tierOp'));
      this.CONSUME(T.NumberLit, { LABEL: 'tier' });
    });
    this.OPTION5(() => this.CONSUME(T.KwEmpty));
    this.OPTION6({ MAX_LOOKAHEAD: 2, DEF: () => this.SUBRULE(this.cardTypePrefix) });
    this.MANY(() => this.consumeCapName(105, 'word'));
    // A lowercase word after an owner word or article is a card type the game declares (`enemy monster`);
    // anywhere else it is the next clause or step (`choose m: your Mage` then `m becomes …`).
    this.OPTION7({ GATE: () => this.LA(1).tokenType !== T.Ident || this.typeNounAhead(), DEF: () => this.SUBRULE(this.noun) });
    this.MANY2(() => this.SUBRULE(this.postFilter));
  });

  /** `quest card`, `summon cards`: a card type word directly followed by `card`. */
  cardTypePrefix = this.RULE('cardTypePrefix', () => {
    this.consumeOneOf(106, cardTypeWords, 'cardType');
    this.first(0, this.alts[13] ??= [{ ALT: () => this.CONSUME(T.KwCard, { LABEL: 'noun' }) }, { ALT: () => this.CONSUME(T.KwCards, { LABEL: 'noun' }) }]);
  });

  noun = this.RULE('noun', () => {
    this.first(0, this.alts[14] ??= [
      { ALT: () => { this.CONSUME(T.KwRemoved); this.first(2, this.alts[15] ??= [{ ALT: () => this.CONSUME(T.KwSummon, { LABEL: 'noun' }) }, { ALT: () => this.CONSUME(T.KwSummons, { LABEL: 'noun' }) }]); } },
      { ALT: () => this.consumeOneOf(107, nounWords, 'noun') },
      { ALT: () => this.CONSUME(T.Ident, { LABEL: 'typeNoun' }) },
    ]);
  });

  /** True when the next word is a declared card type used as a selector noun (see `selector`). */
  protected typeNounAhead(): boolean {
    return isOneOf(this.LA(0), typeNounLeaders) && this.LA(2).tokenType !== T.Dot;
  }

  postFilter = this.RULE('postFilter', () => {
    this.first(0, this.alts[16] ??= [
      { ALT: () => { this.CONSUME(T.KwWithin); this.SUBRULE(this.operand, { LABEL: 'distance' }); this.CONSUME(T.KwOf); this.SUBRULE2(this.operand, { LABEL: 'of' }); } },
      { ALT: () => { this.CONSUME(T.KwAdjacent); this.CONSUME(T.KwTo); this.SUBRULE3(this.operand, { LABEL: 'of' }); } },
      {
        ALT: () => {
          this.CONSUME(T.KwIn);
          this.first(2, this.alts[17] ??= [
            { ALT: () => { this.first(3, this.alts[18] ??= [T.KwYour, T.KwEnemy, T.KwOpponents, T.KwUnclaimed].map((t) => ({ ALT: () => this.CONSUME(t, { LABEL: 'whose' }) }))); this.CONSUME(T.KwTerritory); } },
            { ALT: () => this.CONSUME(T.AnyWord, { LABEL: 'zone' }) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwOn);
          this.first(4, this.alts[19] ??= [
            { ALT: () => { this.CONSUME(T.KwThese); this.CONSUME(T.KwSpaces); } },
            { ALT: () => { this.CONSUME2(T.KwSpaces); this.CONSUME2(T.KwOf); this.SUBRULE4(this.operand, { LABEL: 'spacesOf' }); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwThat);
          this.first(5, this.alts[20] ??= [
            { ALT: () => { this.CONSUME(T.KwIs); this.OPTION(() => this.CONSUME(T.KwNot)); this.CONSUME(T.Ident, { LABEL: 'status' }); } },
            {
              ALT: () => {
                this.CONSUME(T.KwHas);
                this.CONSUME(T.KwCompleted);
                this.first(6, this.alts[21] ??= [
                  { ALT: () => { this.CONSUME2(T.KwA); this.CONSUME(T.KwQuest); } },
                  { ALT: () => this.consumeName(108, 'quest') },
                ]);
              },
            },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.KwOther); this.CONSUME(T.KwThan); this.SUBRULE5(this.operand, { LABEL: 'other' }); } },
      { ALT: () => { this.CONSUME(T.KwWhere); this.SUBRULE(this.expression, { LABEL: 'where' }); } },
      { ALT: () => { this.CONSUME(T.KwNamed); this.consumeName(109, 'named'); } },
    ]);
  });
}
