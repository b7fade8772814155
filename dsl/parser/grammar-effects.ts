/**
 * Grammar, layer 2: effect steps, durations, damage specifications, triggers and abilities.
 */
import { EOF, isRecognitionException, MismatchedTokenException, NoViableAltException, type IOrAlt, type IRecognitionException, type IToken, type TokenType } from 'chevrotain';
import * as T from '../tokens';
import type { StepGrammar } from '../effects/effect-module';
import { effectModules, effectRuleName } from '../effects/registry';
import { ExpressionGrammar } from './grammar-expressions';
import { cardLineOrListEnd, clauseOrCardEnd, endsBeforeLine, showToken, stepOrBlockEnd } from './messages';
import type { RecognizerInternals } from './recognizer-internals';

/** What may follow the first word of a step about a unit (pathStep): its path's dot, an operator, `gains`, `becomes`, `is`. */
const pathStepSecond = new Set<TokenType>([T.Dot, T.Plus, T.Minus, T.Times, T.Star, T.Slash, T.Equals, T.KwGains, T.KwBecomes, T.KwIs]);

/** Words a choice's selector begins with (`target: your summon`, `victim: any monster`), or the `=` written for its `:`. */
export const selectorStarts = new Set(['your', 'enemy', 'any', "opponent's", 'a', 'an', 'each', 'every', 'all', '=']);

export class EffectGrammar extends ExpressionGrammar {
  /** One rule per registered effect module, named after its kind (`dealEffect`). */
  private readonly effectRules = effectModules.map((module) => {
    const grammar = this.stepGrammar();
    return this.RULE(effectRuleName(module.kind), () => module.grammar(grammar));
  });

  /**
   * The parser's operations as an effect module writes its grammar (dsl/effects/effect-module.ts); one per
   * module rule, so the alternatives of its `name` choices are cached per call site of that rule.
   */
  private stepGrammar(): StepGrammar {
    const names = new Map<number, IOrAlt<unknown>[]>();
    return {
      token: (idx, type, label) => void this.consume(idx, type, label === undefined ? undefined : { LABEL: label }),
      expression: (idx, label) => void this.subrule(idx, this.expression, { LABEL: label }),
      operand: (idx, label) => void this.subrule(idx, this.operand, { LABEL: label }),
      word: (idx, label) => void this.consume(idx, T.Ident, { LABEL: label }),
      name: (idx, label) => {
        let alts = names.get(idx);
        if (alts === undefined) {
          alts = [{ ALT: () => this.consume(idx, T.Ident, { LABEL: label }) }, { ALT: () => this.consume(idx, T.StringLit, { LABEL: label }) }];
          names.set(idx, alts);
        }
        this.first(idx, alts);
      },
      possessive: (idx, label) => void this.subrule(idx, this.possessive, { LABEL: label }),
      damage: (idx, label) => void this.subrule(idx, this.damageSpec, { LABEL: label }),
      multiplier: (idx, label) => void this.subrule(idx, this.multiplier, { LABEL: label }),
      duration: (idx, label) => void this.subrule(idx, this.duration, { LABEL: label }),
      optional: (idx, body) => void this.option(idx, body),
    };
  }

  block = this.RULE('block', () => {
    this.CONSUME(T.LBrace);
    const opened = this.tokenIndex();
    const steps = () => this.MANY(() => this.stepOfBlock());
    steps();
    while (this.skipStrayLine(opened)) steps();
    this.CONSUME(T.RBrace);
  });

  /** `: one step` or `{ steps }`. */
  body = this.RULE('body', () => {
    this.first(0, this.alts[22] ??= [
      { ALT: () => { this.CONSUME(T.Colon); this.SUBRULE(this.step); } },
      { ALT: () => this.SUBRULE(this.block) },
    ]);
  });

  step = this.RULE('step', () => {
    this.skipArticle();
    this.first(0, this.alts[23] ??= [
      { ALT: () => this.SUBRULE(this.attackStep) },
      // Typed damage; other steps starting with `deal` are the effect modules' (plain damage).
      { GATE: () => this.typedDealAhead(), ALT: () => this.SUBRULE(this.dealStep) },
      { ALT: () => this.SUBRULE(this.healStep) },
      { ALT: () => this.SUBRULE(this.treatStep) },
      { ALT: () => this.SUBRULE(this.destroyStep) },
      { ALT: () => this.SUBRULE(this.ifStep) },
      { ALT: () => this.SUBRULE(this.chooseStep) },
      { ALT: () => this.SUBRULE(this.forEachStep) },
      { ALT: () => this.SUBRULE(this.playerStep) },
      // A step about a unit starts with its path and goes on with the path's dot, an operator, `gains`,
      // `becomes` or `is`: a word followed by anything else starts no step (`blast target`, `monster` left
      // after a step), and is reported as such.
      { GATE: () => this.pathStepAhead(), ALT: () => this.SUBRULE(this.pathStep) },
      ...this.effectRules.map((rule, i) => {
        const gate = effectModules[i]?.gate;
        return gate ? { GATE: () => gate((k) => this.LA(k).tokenType), ALT: () => this.subrule(0, rule) } : { ALT: () => this.subrule(0, rule) };
      }),
    ]);
  });

  /** True when the next tokens are `word damage` or `word word damage` (a damage specification). */
  protected damageSpecAhead(): boolean {
    return this.LA(2).tokenType === T.KwDamage || (this.LA(2).tokenType === T.Ident && this.LA(3).tokenType === T.KwDamage);
  }

  private pathStepAhead(): boolean {
    return pathStepSecond.has(this.LA(2).tokenType);
  }

  /** True at `deal` followed by a typed damage specification (`deal physical damage =`, `deal magical fire damage =`). */
  private typedDealAhead(): boolean {
    return (this.LA(3).tokenType === T.KwDamage && this.LA(4).tokenType === T.Equals) || (this.LA(4).tokenType === T.KwDamage && this.LA(5).tokenType === T.Equals);
  }

  /** The index of the next token to read (where a block's steps start, for `skipStrayLine`). */
  protected tokenIndex(): number {
    return (this as unknown as RecognizerInternals).currIdx + 1;
  }

  /**
   * Steps are written one per line (the formatter's layout; the grammar lets one follow another anywhere),
   * so a line of a block that starts no step (`blast target`), or what is left of a line after its step
   * where no step starts (`then discard 1` in `draw 2 cards then discard 1`), is reported and skipped,
   * and the block goes on with the next line. Left to Chevrotain's recovery, the block would end
   * there (it inserts the `}` it expected) and every later line of the block would be misread as the
   * card's clauses, each with an error of its own. A line that starts at or left of the line that opened
   * the block is not the block's: there the `}` is what is missing, and that recovery is the right one.
   * `opened` is the index of the block's first token, after its `{`.
   */
  protected skipStrayLine(opened: number, what: 'block' | 'card' | 'list' = 'block'): boolean {
    if (this.RECORDING_PHASE) return false;
    const next = this.LA(1);
    const before = this.LA(0);
    if (next.tokenType === T.RBrace || next.tokenType === EOF) return false;
    const sameLine = before.endLine === next.startLine;
    const internals = this as unknown as RecognizerInternals;
    if (!sameLine && (next.startColumn ?? 0) <= this.indentOfLine(opened - 1)) {
      // Said here, where the block's first line is known; the `}` the block then expects fails at the same
      // token, and parse keeps the first error of a position.
      const line = this.input[opened - 1]?.startLine ?? 0;
      internals.SAVE_ERROR(new MismatchedTokenException(endsBeforeLine(what, line, next), next, before));
      return false;
    }
    this.strayRestOfLine(next, before, what === 'card' ? clauseOrCardEnd(next) : what === 'list' ? cardLineOrListEnd(next) : stepOrBlockEnd(next));
    return true;
  }

  /**
   * A step of a block. A step that breaks off (its error was saved when raised) has the
   * rest of its line skipped and the block reads on from the next line, as `skipStrayLine` does: the
   * recovery would otherwise end the block there. A step that ran out at the end of its line (`deal 2
   * damage to`) broke off at the next line's first token, which stays to be read.
   */
  private stepOfBlock(): void {
    const start = this.LA(1);
    const second = this.LA(2);
    const afterStep = this.LA(0).tokenType !== T.LBrace && this.LA(0).endLine === start.startLine;
    try {
      this.SUBRULE(this.step);
    } catch (error) {
      if (!(error instanceof Error) || !isRecognitionException(error)) throw error;
      // No step starts at `start` after all (a word, as a stat change's would, but not followed as one is),
      // or one that began right after another step on its line broke at its second word (`for` in `target
      // is stunned for 1 turn` began a `for each`): words left after that step, told as such.
      const failed = this.LA(1);
      if (failed === start || (afterStep && failed === second)) {
        const recognized = error as Error & IRecognitionException;
        recognized.message = stepOrBlockEnd(start);
        recognized.token = start;
      }
      const before = this.LA(0);
      if (before.endLine === this.LA(1).startLine) this.skipLine(before.endLine ?? 0);
    }
  }

  /**
   * A triggered ability's `:` takes one step, and the ability is the line: what is left of the line after
   * the step (`monster` in `when this is summoned: deal 2 damage to any monster`) is reported as words left
   * over and skipped. Read on, it was taken for the card's next clause (a property `monster` with a value
   * missing), with an error of its own and findings about what that made of it. A `}` ending a one-line card
   * may follow.
   */
  private restOfAbilityLine(): void {
    if (this.RECORDING_PHASE) return;
    const next = this.LA(1);
    const before = this.LA(0);
    if (next.tokenType === T.RBrace || next.tokenType === EOF || before.endLine !== next.startLine) return;
    this.strayRestOfLine(next, before);
  }

  /**
   * A choice written without its `:` (`target your summon`, `target = any monster`): a name that is no
   * keyword, then a word a selector begins with, and more on the line, which has no `:` and no `{`. Read
   * as a choice (with the error saved), it is declared: left to the recovery, the line was misread as a
   * property, and every later use of the name was "Unknown name `target`" on top of the one mistake.
   */
  protected choiceWithoutColonAhead(): boolean {
    if (this.RECORDING_PHASE) return false;
    const name = this.LA(1);
    const second = this.LA(2);
    if (name.tokenType !== T.Ident || !/^[a-z]/.test(name.image) || !selectorStarts.has(second.image) || second.startLine !== name.startLine) return false;
    let seen = 0;
    for (let k = 2; ; k++) {
      const t = this.LA(k);
      if (t.tokenType === EOF || t.startLine !== name.startLine) return seen > 1;
      if (t.tokenType === T.Colon || t.tokenType === T.LBrace) return false;
      seen++;
    }
  }

  /** In a choice, whether its `:` is left out (see `choiceWithoutColonAhead`): the error is saved here, and an `=` in its place skipped. */
  private colonLeftOut(): boolean {
    if (this.RECORDING_PHASE || this.LA(1).tokenType === T.Colon) return false;
    const name = this.LA(0);
    const next = this.LA(1);
    if (next.startLine !== name.startLine || !selectorStarts.has(next.image)) return false;
    (this as unknown as RecognizerInternals).SAVE_ERROR(new MismatchedTokenException(`Expected \`:\` after the choice's name \`${name.image}\` but found ${showToken(next)}`, next, name));
    if (next.tokenType === T.Equals) this.SKIP_TOKEN();
    return true;
  }

  /** Reports `next` as a word where no step starts (after `before`), and skips the rest of its line. */
  private strayRestOfLine(next: IToken, before: IToken, message = stepOrBlockEnd(next)): void {
    (this as unknown as RecognizerInternals).SAVE_ERROR(new NoViableAltException(message, next, before));
    this.skipLine(next.startLine ?? 0);
  }

  /** Skips to the end of `line`, or to a `}` on it that closes the block; a block opened on it is skipped whole. */
  protected skipLine(line: number): void {
    let depth = 0;
    for (let t = this.LA(1); t.tokenType !== EOF; t = this.LA(1)) {
      if (depth === 0 && (t.tokenType === T.RBrace || t.startLine !== line)) return;
      if (t.tokenType === T.LBrace) depth++;
      else if (t.tokenType === T.RBrace) depth--;
      this.SKIP_TOKEN();
    }
  }

  /** The column of the first token on the line of the token at `index`. */
  protected indentOfLine(index: number): number {
    const tokens = this.input;
    const line = tokens[index]?.startLine;
    let first = index;
    while (first > 0 && tokens[first - 1]?.startLine === line) first--;
    return tokens[first]?.startColumn ?? 0;
  }

  /** `physical wind damage = <formula>`. */
  damageSpec = this.RULE('damageSpec', () => {
    this.CONSUME(T.Ident, { LABEL: 'damageType' });
    this.OPTION(() => this.CONSUME2(T.Ident, { LABEL: 'attribute' }));
    this.CONSUME(T.KwDamage);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression, { LABEL: 'amount' });
  });

  /** Options of attack, deal and heal steps (and of weapons): hit and crit rules, label, attribute, on hit/miss. */
  rollOption = this.RULE('rollOption', () => {
    this.first(0, this.alts[24] ??= [
      { ALT: () => this.SUBRULE(this.hitSpec) },
      { ALT: () => this.SUBRULE(this.critSpec) },
      { ALT: () => { this.CONSUME(T.KwAs); this.CONSUME(T.Ident, { LABEL: 'label' }); } },
      { ALT: () => { this.CONSUME(T.KwAttribute); this.CONSUME2(T.Ident, { LABEL: 'attribute' }); } },
      { ALT: () => { this.CONSUME(T.KwOn); this.CONSUME(T.KwHit, { LABEL: 'onHit' }); this.SUBRULE(this.block, { LABEL: 'hitBlock' }); } },
      { ALT: () => { this.CONSUME2(T.KwOn); this.CONSUME(T.KwMiss, { LABEL: 'onMiss' }); this.SUBRULE2(this.block, { LABEL: 'missBlock' }); } },
    ], 2);
  });

  /** `hit standard`, `always hits`, `hit = accuracy + caster.ACC / 10`. */
  hitSpec = this.RULE('hitSpec', () => {
    this.first(0, this.alts[25] ??= [
      { ALT: () => { this.CONSUME(T.KwAlways, { LABEL: 'always' }); this.CONSUME(T.KwHits); } },
      {
        ALT: () => {
          this.CONSUME(T.KwHit);
          this.first(2, this.alts[26] ??= [
            { ALT: () => this.CONSUME(T.KwStandard, { LABEL: 'standard' }) },
            { ALT: () => this.CONSUME2(T.KwAlways, { LABEL: 'always' }) },
            { ALT: () => { this.CONSUME(T.Equals); this.SUBRULE(this.expression, { LABEL: 'formula' }); } },
          ]);
        },
      },
    ]);
  });

  /** `crit standard`, `crit x1.5`, `crit = LCK / 4 x2`, `cannot crit`. */
  critSpec = this.RULE('critSpec', () => {
    this.first(0, this.alts[27] ??= [
      { ALT: () => { this.CONSUME(T.KwCannot, { LABEL: 'never' }); this.CONSUME(T.KwCrit); } },
      {
        ALT: () => {
          this.CONSUME2(T.KwCrit);
          this.first(2, this.alts[28] ??= [
            { ALT: () => this.CONSUME(T.KwNever, { LABEL: 'never' }) },
            { ALT: () => { this.CONSUME(T.KwStandard, { LABEL: 'standard' }); this.OPTION(() => this.SUBRULE(this.multiplier)); } },
            { ALT: () => { this.CONSUME(T.Equals); this.SUBRULE(this.expression, { LABEL: 'chance' }); this.OPTION2(() => this.SUBRULE2(this.multiplier)); } },
            { ALT: () => this.SUBRULE3(this.multiplier) },
          ]);
        },
      },
    ]);
  });

  multiplier = this.RULE('multiplier', () => {
    this.CONSUME(T.Times);
    this.SUBRULE(this.operand, { LABEL: 'value' });
  });

  attackStep = this.RULE('attackStep', () => {
    this.CONSUME(T.KwAttack);
    this.SUBRULE(this.operand, { LABEL: 'target' });
    this.CONSUME(T.KwWith);
    this.SUBRULE(this.damageSpec);
    this.MANY(() => this.SUBRULE(this.rollOption));
  });

  /** `deal physical damage = <formula> to target …` (typed damage). */
  dealStep = this.RULE('dealStep', () => {
    this.CONSUME(T.KwDeal);
    this.SUBRULE(this.damageSpec);
    this.CONSUME(T.KwTo);
    this.SUBRULE(this.operand, { LABEL: 'target' });
    this.MANY(() => this.SUBRULE(this.rollOption));
  });

  healStep = this.RULE('healStep', () => {
    this.CONSUME(T.KwHeal);
    this.SUBRULE(this.operand, { LABEL: 'target' });
    this.CONSUME(T.KwBy);
    this.SUBRULE(this.expression, { LABEL: 'amount' });
    this.MANY(() => this.SUBRULE(this.rollOption));
  });

  /** `treat target.DEF as target.DEF + floor(target.MDF / 2) when defending against physical damage <duration>`. */
  treatStep = this.RULE('treatStep', () => {
    this.CONSUME(T.KwTreat);
    this.SUBRULE(this.path);
    this.SUBRULE(this.replaceTail);
    this.SUBRULE(this.duration);
  });

  replaceTail = this.RULE('replaceTail', () => {
    this.CONSUME(T.KwAs);
    this.SUBRULE(this.expression, { LABEL: 'with' });
    this.CONSUME(T.KwWhen);
    this.first(0, this.alts[29] ??= [{ ALT: () => this.CONSUME(T.KwDefending, { LABEL: 'when' }) }, { ALT: () => this.CONSUME(T.KwAttacking, { LABEL: 'when' }) }]);
    this.OPTION(() => { this.CONSUME(T.KwAgainst); this.CONSUME(T.Ident, { LABEL: 'damageType' }); this.CONSUME(T.KwDamage); });
  });

  /** `your`, `opponent's`, `that player's` (effect modules' `possessive`). */
  possessive = this.RULE('possessive', () => {
    this.first(0, this.alts[30] ??= [
      { ALT: () => this.CONSUME(T.KwYour, { LABEL: 'player' }) },
      { ALT: () => this.CONSUME(T.KwOpponents, { LABEL: 'player' }) },
      { ALT: () => { this.CONSUME(T.KwThat, { LABEL: 'player' }); this.CONSUME(T.KwPlayers); } },
    ]);
  });

  destroyStep = this.RULE('destroyStep', () => {
    this.CONSUME(T.KwDestroy);
    this.first(0, this.alts[31] ??= [
      { ALT: () => { this.first(2, this.alts[32] ??= [{ ALT: () => this.CONSUME(T.KwAll, { LABEL: 'all' }) }, { ALT: () => this.CONSUME(T.KwEvery, { LABEL: 'all' }) }]); this.SUBRULE(this.selector); } },
      { ALT: () => this.SUBRULE(this.operand, { LABEL: 'target' }) },
    ]);
    this.OPTION(() => { this.CONSUME(T.KwAs); this.CONSUME(T.Ident, { LABEL: 'label' }); });
  });

  ifStep = this.RULE('ifStep', () => {
    this.CONSUME(T.KwIf);
    this.SUBRULE(this.expression, { LABEL: 'condition' });
    this.SUBRULE(this.body, { LABEL: 'then' });
    this.OPTION(() => {
      this.CONSUME(T.KwElse);
      this.first(0, this.alts[33] ??= [
        { ALT: () => this.SUBRULE(this.ifStep, { LABEL: 'elseIf' }) },
        { ALT: () => this.SUBRULE2(this.body, { LABEL: 'else' }) },
      ]);
    });
  });

  chooseStep = this.RULE('chooseStep', () => {
    this.CONSUME(T.KwChoose);
    this.SUBRULE(this.binding);
  });

  forEachStep = this.RULE('forEachStep', () => {
    this.CONSUME(T.KwFor);
    this.CONSUME(T.KwEach);
    this.CONSUME(T.AnyWord, { LABEL: 'variable' });
    this.CONSUME(T.KwIn);
    this.SUBRULE(this.selector);
    this.SUBRULE(this.block);
  });

  /** Steps a player does: draw, discard, search, shuffle, gain/lose VP, may. Without a player: you. */
  playerStep = this.RULE('playerStep', () => {
    this.OPTION(() => this.SUBRULE(this.playerRef));
    this.first(0, this.alts[34] ??= [
      { ALT: () => { this.first(2, this.alts[35] ??= [{ ALT: () => this.CONSUME(T.KwDraw, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwDraws, { LABEL: 'verb' }) }]); this.SUBRULE(this.operand, { LABEL: 'count' }); this.first(3, this.alts[36] ??= [{ ALT: () => this.CONSUME(T.KwCard) }, { ALT: () => this.CONSUME(T.KwCards) }]); } },
      {
        ALT: () => {
          this.first(4, this.alts[37] ??= [{ ALT: () => this.CONSUME(T.KwDiscard, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwDiscards, { LABEL: 'verb' }) }]);
          this.SUBRULE2(this.operand, { LABEL: 'count' });
          this.SUBRULE(this.selector);
          this.OPTION2(() => { this.CONSUME(T.KwTo); this.CONSUME(T.AnyWord, { LABEL: 'zone' }); });
        },
      },
      {
        ALT: () => {
          this.first(5, this.alts[38] ??= [{ ALT: () => this.CONSUME(T.KwSearch, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwSearches, { LABEL: 'verb' }) }]);
          this.CONSUME2(T.AnyWord, { LABEL: 'from' });
          this.CONSUME(T.KwFor);
          this.SUBRULE3(this.operand, { LABEL: 'count' });
          this.SUBRULE2(this.selector);
          this.CONSUME(T.KwInto);
          this.CONSUME3(T.AnyWord, { LABEL: 'to' });
        },
      },
      { ALT: () => { this.first(6, this.alts[39] ??= [{ ALT: () => this.CONSUME(T.KwShuffle, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwShuffles, { LABEL: 'verb' }) }]); this.CONSUME4(T.AnyWord, { LABEL: 'zone' }); } },
      {
        ALT: () => {
          this.first(7, this.alts[40] ??= [T.KwGain, T.KwGains, T.KwLose, T.KwLoses].map((t) => ({ ALT: () => this.CONSUME(t, { LABEL: 'verb' }) })));
          this.SUBRULE(this.expression, { LABEL: 'amount' });
          // VP, or a player stat the game declares (`you gain 3 health`), or a word that is one elsewhere
          // (`you gain 1 power`: a keyword, which the checker then names among the game's player stats).
          this.first(9, this.alts[107] ??= [{ ALT: () => this.CONSUME(T.KwVP) }, { ALT: () => this.consume(12, T.AnyWord, { LABEL: 'stat' }) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwMay, { LABEL: 'verb' });
          this.first(8, this.alts[41] ??= [
            { ALT: () => { this.CONSUME(T.KwAdvance, { LABEL: 'advance' }); this.SUBRULE4(this.operand, { LABEL: 'advanceTarget' }); this.OPTION3(() => this.CONSUME(T.KwNow)); } },
            { ALT: () => this.SUBRULE(this.body) },
          ]);
        },
      },
    ]);
  });

  playerRef = this.RULE('playerRef', () => {
    this.first(0, this.alts[42] ??= [
      { ALT: () => this.CONSUME(T.KwYou, { LABEL: 'player' }) },
      { ALT: () => this.CONSUME(T.KwOpponent, { LABEL: 'player' }) },
      { ALT: () => { this.CONSUME(T.KwThat, { LABEL: 'player' }); this.CONSUME(T.KwPlayer); } },
    ]);
  });

  /** Steps that start with the unit they change: `target.MV x2 …`, `it gains 1 level`, `m becomes level 20`, `target is immobilized …`. */
  pathStep = this.RULE('pathStep', () => {
    this.SUBRULE(this.path);
    this.first(0, this.alts[43] ??= [
      {
        ALT: () => {
          this.SUBRULE(this.modifyOp);
          this.SUBRULE(this.expression, { LABEL: 'value' });
          this.SUBRULE(this.duration);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwGains);
          this.first(2, this.alts[44] ??= [
            { ALT: () => { this.SUBRULE(this.abilityBlock, { LABEL: 'grant' }); this.SUBRULE2(this.duration); } },
            { ALT: () => { this.SUBRULE2(this.expression, { LABEL: 'levels' }); this.first(3, this.alts[45] ??= [{ ALT: () => this.CONSUME(T.KwLevel) }, { ALT: () => this.CONSUME(T.KwLevels) }]); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwBecomes);
          this.first(4, this.alts[46] ??= [
            { ALT: () => { this.CONSUME2(T.KwLevel, { LABEL: 'setLevel' }); this.SUBRULE3(this.expression, { LABEL: 'level' }); } },
            { ALT: () => { this.OPTION(() => this.first(5, this.alts[47] ??= [{ ALT: () => this.CONSUME(T.KwA) }, { ALT: () => this.CONSUME(T.KwAn) }])); this.consumeName(112, 'role'); } },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwIs);
          this.CONSUME(T.Ident, { LABEL: 'status' });
          this.SUBRULE3(this.duration);
          this.OPTION2(() => { this.OPTION3(() => this.CONSUME(T.Comma)); this.CONSUME(T.KwSave); this.SUBRULE4(this.expression, { LABEL: 'save' }); });
        },
      },
    ]);
  });

  modifyOp = this.RULE('modifyOp', () => {
    this.consumeOneOf(113, [T.Plus, T.Minus, T.Times, T.Star, T.Slash, T.Equals], 'op');
  });

  /** `until end of opponent's next turn while <cond>, ends when it moves or attacks`. All parts optional. */
  duration = this.RULE('duration', () => {
    this.OPTION(() => this.CONSUME(T.KwPermanently));
    this.OPTION2(() => {
      this.CONSUME(T.KwUntil);
      this.skipArticle();
      this.first(0, this.alts[48] ??= [
        {
          ALT: () => {
            this.CONSUME(T.KwEnd, { LABEL: 'edge' });
            this.CONSUME(T.KwOf);
            this.skipArticle();
            this.skipArticle(T.KwThis, T.KwTurn);
            this.first(2, this.alts[49] ??= [
              { ALT: () => this.CONSUME(T.KwTurn, { LABEL: 'thisTurn' }) },
              { ALT: () => { this.CONSUME(T.KwYour, { LABEL: 'whose' }); this.CONSUME(T.KwNext); this.CONSUME2(T.KwTurn); } },
              { ALT: () => { this.CONSUME(T.KwOpponents, { LABEL: 'whose' }); this.CONSUME2(T.KwNext); this.CONSUME3(T.KwTurn); } },
            ]);
          },
        },
        { ALT: () => { this.CONSUME(T.KwStart, { LABEL: 'edge' }); this.CONSUME2(T.KwOf); this.CONSUME2(T.KwYour, { LABEL: 'whose' }); this.CONSUME3(T.KwNext); this.CONSUME4(T.KwTurn); } },
      ]);
    });
    this.OPTION3(() => { this.CONSUME(T.KwWhile); this.SUBRULE(this.expression, { LABEL: 'while' }); });
    this.OPTION4({
      // Decided here, not by lookahead: Chevrotain only looks inside this rule, and `, save …` may follow.
      GATE: () => this.LA(1).tokenType === T.KwEnds || (this.LA(1).tokenType === T.Comma && this.LA(2).tokenType === T.KwEnds),
      DEF: () => {
        this.OPTION5(() => this.CONSUME(T.Comma));
        this.CONSUME(T.KwEnds);
        this.CONSUME(T.KwWhen);
        this.CONSUME(T.KwIt);
        this.SUBRULE(this.endEvent);
        this.MANY(() => { this.CONSUME(T.KwOr); this.SUBRULE2(this.endEvent); });
      },
    });
  });

  endEvent = this.RULE('endEvent', () => {
    this.first(0, this.alts[50] ??= [
      { ALT: () => this.CONSUME(T.KwMoves, { LABEL: 'event' }) },
      { ALT: () => { this.CONSUME(T.KwChanges, { LABEL: 'event' }); this.CONSUME(T.KwPosition); } },
      { ALT: () => { this.CONSUME(T.KwLeaves, { LABEL: 'event' }); this.CONSUME(T.KwPlay); } },
      { ALT: () => this.CONSUME(T.KwAttacks, { LABEL: 'event' }) },
    ]);
  });

  /** `target: enemy summon within 6 of caster`, `targets: up to 2 enemy summons chosen by opponent`. */
  binding = this.RULE('binding', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'name' });
    if (!this.colonLeftOut()) this.CONSUME(T.Colon);
    this.OPTION(() => this.first(0, this.alts[51] ??= [
      { ALT: () => { this.CONSUME(T.KwUp, { LABEL: 'upTo' }); this.CONSUME(T.KwTo); this.CONSUME(T.NumberLit, { LABEL: 'count' }); } },
      { ALT: () => this.CONSUME2(T.NumberLit, { LABEL: 'count' }) },
      { ALT: () => this.CONSUME(T.KwAll, { LABEL: 'all' }) },
      { ALT: () => this.CONSUME(T.KwEvery, { LABEL: 'all' }) },
    ]));
    this.SUBRULE(this.selector);
    this.OPTION2(() => {
      this.CONSUME(T.KwChosen);
      this.CONSUME(T.KwBy);
      this.first(2, this.alts[52] ??= [{ ALT: () => this.CONSUME(T.KwYou, { LABEL: 'chooser' }) }, { ALT: () => this.CONSUME(T.KwOpponent, { LABEL: 'chooser' }) }]);
    });
  });

  /** `when your summon is defeated`, `at end of your next turn`, `at start of your draw phase`. */
  trigger = this.RULE('trigger', () => {
    this.first(0, this.alts[53] ??= [
      {
        ALT: () => {
          this.first(2, this.alts[54] ??= [
            { ALT: () => this.CONSUME(T.KwWhen, { LABEL: 'when' }) },
            { ALT: () => this.CONSUME(T.KwWhenever, { LABEL: 'when' }) },
            { ALT: () => { this.CONSUME2(T.KwNext, { LABEL: 'nextTime' }); this.CONSUME(T.KwTime); } },
          ]);
          this.SUBRULE(this.eventSubject);
          this.OPTION(() => this.CONSUME(T.KwWould));
          this.SUBRULE(this.eventVerb);
          this.OPTION2(() => { this.CONSUME(T.KwIf); this.SUBRULE(this.expression, { LABEL: 'condition' }); });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwAt);
          this.skipArticle();
          this.first(3, this.alts[55] ??= [{ ALT: () => this.CONSUME(T.KwStart, { LABEL: 'edge' }) }, { ALT: () => this.CONSUME(T.KwEnd, { LABEL: 'edge' }) }]);
          this.CONSUME(T.KwOf);
          this.skipArticle();
          this.OPTION3(() => this.first(4, this.alts[56] ??= [
            { ALT: () => this.CONSUME(T.KwYour, { LABEL: 'whose' }) },
            { ALT: () => this.CONSUME(T.KwOpponents, { LABEL: 'whose' }) },
            { ALT: () => this.CONSUME(T.KwEach, { LABEL: 'whose' }) },
          ]));
          // alts[401…]: far from the grammar's other call sites, so other additions do not collide.
          this.OPTION4(() => this.first(8, this.alts[401] ??= [
            { ALT: () => this.CONSUME(T.KwNext, { LABEL: 'next' }) },
            { ALT: () => this.CONSUME(T.Ordinal, { LABEL: 'ordinal' }) },
          ]));
          this.first(5, this.alts[57] ??= [
            { ALT: () => this.CONSUME(T.KwTurn) },
            { ALT: () => { this.CONSUME(T.AnyWord, { LABEL: 'phase' }); this.CONSUME(T.KwPhase); } },
          ]);
          // `after this was set` / `after this entered play`: the turns are counted from then.
          this.OPTION6(() => {
            this.CONSUME(T.KwAfter, { LABEL: 'after' });
            this.CONSUME(T.KwThis);
            this.first(9, this.alts[402] ??= [
              { ALT: () => { this.CONSUME(T.KwWas); this.CONSUME(T.KwSet, { LABEL: 'since' }); } },
              { ALT: () => { this.CONSUME(T.KwEntered, { LABEL: 'since' }); this.CONSUME(T.KwPlay); } },
            ]);
          });
          this.OPTION5(() => { this.CONSUME2(T.KwIf); this.SUBRULE2(this.expression, { LABEL: 'condition' }); });
        },
      },
    ]);
  });

  eventSubject = this.RULE('eventSubject', () => {
    this.first(0, this.alts[58] ??= [
      { ALT: () => this.CONSUME(T.KwThis, { LABEL: 'this' }) },
      { ALT: () => this.CONSUME(T.KwYou, { LABEL: 'player' }) },
      { ALT: () => this.CONSUME(T.KwOpponent, { LABEL: 'player' }) },
      { ALT: () => this.SUBRULE(this.selector) },
    ]);
  });

  eventVerb = this.RULE('eventVerb', () => {
    this.first(0, this.alts[59] ??= [
      { ALT: () => { this.first(2, this.alts[60] ??= [{ ALT: () => this.CONSUME(T.KwEnters, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwEnter, { LABEL: 'verb' }) }]); this.CONSUME(T.KwPlay); } },
      { ALT: () => { this.first(3, this.alts[61] ??= [{ ALT: () => this.CONSUME(T.KwLeaves, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwLeave, { LABEL: 'verb' }) }]); this.CONSUME2(T.KwPlay); } },
      {
        ALT: () => {
          this.first(4, this.alts[62] ??= [{ ALT: () => this.CONSUME(T.KwIs) }, { ALT: () => this.CONSUME(T.KwBe) }]);
          this.first(5, this.alts[63] ??= [T.KwPlayed, T.KwSummoned, T.KwDefeated, T.KwDestroyed, T.KwDamaged, T.KwHealed].map((t) => ({ ALT: () => this.CONSUME(t, { LABEL: 'verb' }) })));
        },
      },
      { ALT: () => { this.first(6, this.alts[64] ??= [{ ALT: () => this.CONSUME(T.KwLevels, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwLevel, { LABEL: 'verb' }) }]); this.CONSUME(T.KwUp); } },
      {
        ALT: () => {
          this.first(7, this.alts[65] ??= [{ ALT: () => this.CONSUME(T.KwMoves, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwMove, { LABEL: 'verb' }) }]);
          this.OPTION(() => {
            this.CONSUME(T.KwInto, { LABEL: 'into' });
            this.OPTION2(() => { this.CONSUME(T.KwThese, { LABEL: 'these' }); this.CONSUME(T.KwSpaces); });
            this.MANY(() => this.SUBRULE(this.postFilter));
          });
        },
      },
      { ALT: () => this.first(8, this.alts[66] ??= [{ ALT: () => this.CONSUME(T.KwAttacks, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwAttack, { LABEL: 'verb' }) }]) },
      { ALT: () => { this.first(9, this.alts[67] ??= [{ ALT: () => this.CONSUME(T.KwGains, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME(T.KwGain, { LABEL: 'verb' }) }]); this.CONSUME(T.KwVP); } },
      { ALT: () => { this.first(10, this.alts[68] ??= [{ ALT: () => this.CONSUME(T.KwPlays, { LABEL: 'verb' }) }, { ALT: () => this.CONSUME3(T.KwPlay, { LABEL: 'verb' }) }]); this.SUBRULE(this.selector, { LABEL: 'object' }); } },
      { ALT: () => { this.CONSUME(T.KwTriggers, { LABEL: 'verb' }); this.CONSUME(T.AnyWord, { LABEL: 'event' }); } },
    ]);
  });

  /** `reduce [physical|fire…] damage to this|SELECTOR by AMOUNT` (a percentage or a flat amount). */
  damageReduction = this.RULE('damageReduction', () => {
    this.CONSUME(T.KwReduce);
    this.OPTION(() => this.CONSUME(T.Ident, { LABEL: 'damageKind' }));
    this.CONSUME(T.KwDamage);
    this.CONSUME(T.KwTo);
    this.first(1, this.alts[190] ??= [
      { ALT: () => this.CONSUME(T.KwThis, { LABEL: 'this' }) },
      { ALT: () => this.SUBRULE(this.selector) },
    ]);
    this.CONSUME(T.KwBy);
    this.SUBRULE(this.expression, { LABEL: 'amount' });
  });

  /** A triggered ability: `when …: step`, `at …{ bindings steps }`; `optional` makes it a "may" ability. */
  abilityBody = this.RULE('abilityBody', () => {
    this.first(0, this.alts[69] ??= [
      { ALT: () => { this.CONSUME(T.Colon); this.SUBRULE(this.step); this.restOfAbilityLine(); } },
      { ALT: () => this.SUBRULE(this.abilityBlockBody) },
    ]);
  });

  abilityBlockBody = this.RULE('abilityBlockBody', () => {
    this.CONSUME(T.LBrace);
    const opened = this.tokenIndex();
    this.MANY({ GATE: () => this.LA(2).tokenType === T.Colon || this.choiceWithoutColonAhead(), DEF: () => this.SUBRULE(this.binding) });
    const steps = () => this.MANY2(() => this.stepOfBlock());
    steps();
    while (this.skipStrayLine(opened)) steps();
    this.CONSUME(T.RBrace);
  });

  /** A whole ability in braces (granted abilities): `{ when this attacks: draw 1 card }`. */
  abilityBlock = this.RULE('abilityBlock', () => {
    this.CONSUME(T.LBrace);
    this.SUBRULE(this.ability);
    this.CONSUME(T.RBrace);
  });

  ability = this.RULE('ability', () => {
    this.first(0, this.alts[70] ??= [
      { ALT: () => { this.OPTION(() => this.CONSUME(T.KwOptional)); this.SUBRULE(this.trigger); this.SUBRULE(this.abilityBody); } },
      { ALT: () => this.SUBRULE(this.continuous) },
    ]);
  });

  /** Continuous abilities: `while <cond>: <effect>`, `always { effects }`, or a bare continuous effect. */
  continuous = this.RULE('continuous', () => {
    this.first(0, this.alts[71] ??= [
      {
        ALT: () => {
          this.CONSUME(T.KwWhile);
          this.SUBRULE(this.expression, { LABEL: 'condition' });
          this.first(2, this.alts[72] ??= [
            { ALT: () => { this.CONSUME(T.Colon); this.SUBRULE(this.continuousEffect); } },
            { ALT: () => { this.CONSUME(T.LBrace); this.MANY(() => this.SUBRULE2(this.continuousEffect)); this.CONSUME(T.RBrace); } },
            // `while <cond> when …: …`: a triggered ability that exists only while the condition holds.
            { ALT: () => { this.SUBRULE(this.trigger); this.SUBRULE(this.abilityBody); } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(T.KwAlways); this.CONSUME2(T.LBrace); this.MANY2(() => this.SUBRULE3(this.continuousEffect)); this.CONSUME2(T.RBrace); } },
      { ALT: () => this.SUBRULE4(this.continuousEffect) },
    ]);
  });

  /** `your hand-limit is 8`, `your Elf summons get STR +2`, `your Mage treat DEF as … when defending`. */
  continuousEffect = this.RULE('continuousEffect', () => {
    this.first(0, this.alts[73] ??= [
      { ALT: () => this.SUBRULE(this.damageReduction) },
      {
        ALT: () => {
          this.CONSUME(T.KwSkip, { LABEL: 'skip' });
          this.first(5, this.alts[403] ??= [
            { ALT: () => this.CONSUME2(T.KwYour, { LABEL: 'skipWhose' }) },
            { ALT: () => this.CONSUME2(T.KwOpponents, { LABEL: 'skipWhose' }) },
            { ALT: () => this.CONSUME(T.KwEach, { LABEL: 'skipWhose' }) },
          ]);
          this.CONSUME2(T.AnyWord, { LABEL: 'phase' });
          this.CONSUME(T.KwPhase);
        },
      },
      {
        GATE: () => this.LA(3).tokenType === T.KwIs,
        ALT: () => {
          this.first(2, this.alts[74] ??= [
            { ALT: () => this.CONSUME(T.KwYour, { LABEL: 'appliesTo' }) },
            { ALT: () => this.CONSUME(T.KwOpponents, { LABEL: 'appliesTo' }) },
            { ALT: () => this.CONSUME(T.KwThe, { LABEL: 'appliesTo' }) },
          ]);
          this.CONSUME(T.Ident, { LABEL: 'rule' });
          this.CONSUME(T.KwIs);
          this.SUBRULE(this.expression, { LABEL: 'value' });
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.selector);
          this.first(3, this.alts[75] ??= [
            {
              ALT: () => {
                this.first(4, this.alts[76] ??= [{ ALT: () => this.CONSUME(T.KwGet) }, { ALT: () => this.CONSUME(T.KwGets) }]);
                this.SUBRULE(this.propertyPath);
                this.SUBRULE(this.modifyOp);
                this.SUBRULE2(this.expression, { LABEL: 'auraValue' });
              },
            },
            { ALT: () => { this.CONSUME(T.KwTreat); this.CONSUME(T.AnyWord, { LABEL: 'property' }); this.SUBRULE(this.replaceTail); } },
          ]);
        },
      },
    ], 2);
  });
}
