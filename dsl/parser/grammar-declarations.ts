/**
 * Grammar, layer 3: declarations (cards, ruleset, species, growth, rarities, packs, decks) and scenarios.
 * Every card type shares one clause grammar; which clauses a card type may use is checked when the AST
 * is built, so a misplaced clause gets a clear message rather than a parse error.
 */
import * as T from '../tokens';
import { EOF, isRecognitionException, tokenMatcher, type IRecognitionException, type IToken } from 'chevrotain';
import { EffectGrammar } from './grammar-effects';
import type { RecognizerInternals } from './recognizer-internals';

export function isSide(t: IToken): boolean {
  return t.tokenType === T.CapIdent && (t.image === 'A' || t.image === 'B');
}

/** Keywords that start a card declaration (equipment is declared by its slot: `weapon`, `armor` …). */
export const cardKeywords = [
  T.KwAction, T.KwReaction, T.KwCounter, T.KwBuilding, T.KwQuest, T.KwAdvance, T.KwSummon, T.KwRole,
  T.KwWeapon, T.KwOffhand, T.KwArmor, T.KwAccessory,
];
const cardTypeKeywords = [
  T.KwAction, T.KwReaction, T.KwCounter, T.KwBuilding, T.KwQuest, T.KwAdvance, T.KwSummon, T.KwRole, T.KwEquipment,
];
/**
 * Keywords of the language that games also use as card type words: `equipment` (the mana duel) and `move`
 * (the chain duel's moves; elsewhere the verb of `target moves 2`).
 */
const keywordCardTypes = [T.KwEquipment, T.KwMove];
/** A generic card's head: a card type word (a plain word, `equipment` or `move`), a name and `{`. */
export function isGameCardStart(kind: IToken | undefined, name: IToken | undefined, brace: IToken | undefined): boolean {
  if (kind === undefined || name === undefined || brace?.tokenType !== T.LBrace) return false;
  const kindOk = kind.tokenType === T.Ident || keywordCardTypes.includes(kind.tokenType);
  return kindOk && (tokenMatcher(name, T.Ident) || name.tokenType === T.StringLit);
}
export const growthSymbols = [T.MinusMinus, T.Minus, T.Underscore, T.PlusPlus, T.Plus, T.Star];

export class DeclarationGrammar extends EffectGrammar {
  document = this.RULE('document', () => {
    this.MANY({
      // A plain word starts a declaration only as a generic card head; otherwise the top level stops there.
      GATE: () => (this.LA(1).tokenType !== T.Ident && !keywordCardTypes.includes(this.LA(1).tokenType)) || this.gameCardAhead(),
      DEF: () => this.SUBRULE(this.declaration),
    });
  });

  declaration = this.RULE('declaration', () => {
    this.first(0, this.alts[77] ??= [
      { ALT: () => this.SUBRULE(this.rulesetDecl) },
      { ALT: () => this.SUBRULE(this.speciesDecl) },
      { ALT: () => this.SUBRULE(this.growthDecl) },
      { ALT: () => this.SUBRULE(this.rarityDecl) },
      { ALT: () => this.SUBRULE(this.packDecl) },
      { ALT: () => this.SUBRULE(this.deckDecl) },
      { ALT: () => this.SUBRULE(this.scenarioDecl) },
      { ALT: () => this.SUBRULE(this.cardDecl) },
    ]);
  });

  cardDecl = this.RULE('cardDecl', () => {
    this.first(1, this.alts[104] ??= [
      { ALT: () => this.consumeOneOf(114, cardKeywords, 'cardKind') },
      // A card type the game declares (`monster`, `spell`, `equipment`): checked against the ruleset.
      { GATE: () => this.gameCardAhead(), ALT: () => this.consume(200, T.Ident, { LABEL: 'gameCardKind' }) },
      { GATE: () => this.gameCardAhead(), ALT: () => this.consume(201, T.KwEquipment, { LABEL: 'gameCardKind' }) },
      { GATE: () => this.gameCardAhead(), ALT: () => this.consume(203, T.KwMove, { LABEL: 'gameCardKind' }) },
    ]);
    this.consumeName(115, 'name');
    this.CONSUME(T.LBrace);
    const opened = this.tokenIndex();
    // A card head at or left of this card's column (`spell "B" {`) is the next card: this one's `}` is
    // missing (said by skipStrayLine). Read as a clause, it was a property `spell` with a broken value.
    const clauses = () => this.MANY({ GATE: () => !this.gameCardAhead() || (this.LA(1).startColumn ?? 0) > this.indentOfLine(opened - 1), DEF: () => this.clauseOfCard() });
    clauses();
    while (this.skipStrayLine(opened, 'card')) clauses();
    this.CONSUME(T.RBrace);
  });

  /**
   * A clause of a card. As in a block of steps (`stepOfBlock`), a clause is a line: one that starts as no
   * clause does (`attack 3` for `atk 3`) or breaks off mid-line (`damage 40`) is reported, the rest of its
   * line skipped, and the card reads on. Left to the recovery, the card ended there: its later clauses
   * were read as the file's next declarations (one error each) and the card lacked them ("needs its
   * `def`", "needs its `traits`").
   */
  private clauseOfCard(): void {
    const errors = (this as unknown as RecognizerInternals)._errors;
    const before = errors.length;
    const start = this.LA(1);
    const from = this.tokenIndex();
    try {
      this.SUBRULE(this.cardClause);
    } catch (error) {
      if (!(error instanceof Error) || !isRecognitionException(error)) throw error;
    }
    const first = errors[before];
    if (first === undefined || !isRecognitionException(first as Error) || (first as IRecognitionException).token.startLine !== start.startLine) return;
    // Broken on its own line, whether the error was raised or recovered within (`efect {`, read as a
    // property whose value broke at `{`, which the recovery then passed over): the block opened on the
    // line and the rest of the line are the broken clause's, not the next clauses.
    this.skipOpenedSince(from);
    const last = this.LA(0);
    if (last.endLine === this.LA(1).startLine) this.skipLine(last.endLine ?? 0);
  }

  /** Skips to the `}` that closes each `{` read since the token at index `from` and not yet closed. */
  private skipOpenedSince(from: number): void {
    let depth = 0;
    for (let i = from; i < this.tokenIndex(); i++) {
      const type = this.input[i]?.tokenType;
      if (type === T.LBrace) depth++;
      else if (type === T.RBrace) depth--;
    }
    for (let t = this.LA(1); depth > 0 && t.tokenType !== EOF; t = this.LA(1)) {
      if (t.tokenType === T.LBrace) depth++;
      else if (t.tokenType === T.RBrace) depth--;
      this.SKIP_TOKEN();
    }
  }

  /** `monster "Cinder Pup" {`: a word, a name and a brace (so a stray line is not read as a card). */
  protected gameCardAhead(): boolean {
    return isGameCardStart(this.LA(1), this.LA(2), this.LA(3));
  }

  cardClause = this.RULE('cardClause', () => {
    this.first(0, this.alts[78] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwAttribute); this.CONSUME(T.Ident, { LABEL: 'attribute' }); } },
      { ALT: () => { this.CONSUME(T.KwThen); this.consumeOneOf(116, [T.KwDiscard, T.KwRecharge, T.KwRemove], 'pile'); } },
      { ALT: () => { this.CONSUME(T.KwStays, { LABEL: 'stays' }); this.CONSUME(T.KwIn); this.CONSUME(T.KwPlay); } },
      { ALT: () => { this.CONSUME(T.KwSpeed); this.consumeOneOf(117, [T.KwAction, T.KwReaction, T.KwCounter], 'speed'); } },
      { ALT: () => this.CONSUME(T.KwUnique, { LABEL: 'unique' }) },
      { ALT: () => this.CONSUME(T.KwProvisional, { LABEL: 'provisional' }) },
      { ALT: () => { this.CONSUME(T.KwRarity); this.CONSUME2(T.Ident, { LABEL: 'rarity' }); } },
      { ALT: () => { this.CONSUME(T.KwRequires); this.SUBRULE(this.expression, { LABEL: 'requires' }); } },
      { ALT: () => { this.CONSUME(T.KwCost); this.SUBRULE(this.body, { LABEL: 'cost' }); } },
      { ALT: () => { this.CONSUME(T.KwEffect); this.SUBRULE(this.block, { LABEL: 'effect' }); } },
      { ALT: () => this.SUBRULE(this.param) },
      { ALT: () => { this.CONSUME(T.KwFlavor); this.CONSUME(T.StringLit, { LABEL: 'flavor' }); } },
      { ALT: () => this.SUBRULE(this.footprint) },
      { ALT: () => this.CONSUME(T.KwTrap, { LABEL: 'trap' }) },
      { ALT: () => { this.CONSUME(T.KwObjective); this.CONSUME(T.Colon); this.SUBRULE2(this.expression, { LABEL: 'objective' }); } },
      { ALT: () => { this.CONSUME(T.KwReward); this.SUBRULE2(this.block, { LABEL: 'reward' }); } },
      { ALT: () => { this.CONSUME(T.KwFailure); this.CONSUME(T.KwWhen); this.SUBRULE3(this.expression, { LABEL: 'failureWhen' }); this.SUBRULE3(this.block, { LABEL: 'failure' }); } },
      { ALT: () => { this.CONSUME(T.KwActivated); this.CONSUME(T.KwBy); this.consumeOneOf(118, [T.KwOwner, T.KwOpponent, T.KwEither], 'activatedBy'); } },
      { ALT: () => this.SUBRULE(this.advanceClause) },
      { ALT: () => { this.CONSUME(T.KwSpecies); this.consumeName(119, 'species'); } },
      { ALT: () => this.SUBRULE(this.statsBlock) },
      { ALT: () => this.SUBRULE(this.growthBlock) },
      { ALT: () => { this.CONSUME(T.KwTier); this.CONSUME(T.NumberLit, { LABEL: 'tier' }); } },
      { ALT: () => { this.CONSUME(T.KwFamily); this.consumeName(120, 'family'); } },
      { ALT: () => { this.CONSUME(T.KwFrom); this.consumeName(121, 'from'); this.MANY(() => { this.CONSUME(T.Comma); this.consumeName(122, 'from'); }); } },
      { ALT: () => { this.CONSUME(T.KwModifiers); this.SUBRULE(this.modifierBlock, { LABEL: 'modifiers' }); } },
      { ALT: () => { this.CONSUME(T.KwBonuses); this.SUBRULE2(this.modifierBlock, { LABEL: 'bonuses' }); } },
      { GATE: () => this.damageSpecAhead(), ALT: () => this.SUBRULE(this.damageSpec) },
      { GATE: () => this.LA(1).tokenType !== T.KwAlways || this.LA(2).tokenType === T.KwHits, ALT: () => this.SUBRULE(this.hitSpec) },
      { ALT: () => this.SUBRULE(this.critSpec) },
      { GATE: () => this.LA(2).tokenType === T.Colon || this.choiceWithoutColonAhead(), ALT: () => this.SUBRULE(this.binding) },
      // `mana 2`: a per-card property the ruleset declares (`properties mana`); or a capitalised word and a
      // number (`AGI 6`, a stance duel stat as a line of its own), which no continuous effect begins with,
      // read as one so the checker can say where a stat goes. (A keyword, the chain duel's `hp`, is told by
      // designer-errors: an alternative taking keywords here made completion, which follows the grammar
      // without its gates, offer formula values after `get`.)
      { GATE: () => this.LA(1).tokenType === T.Ident || (this.LA(1).tokenType === T.CapIdent && this.LA(2).tokenType === T.NumberLit), ALT: () => { this.consume(202, T.Ident, { LABEL: 'property' }); this.subrule(202, this.expression, { LABEL: 'propertyValue' }); } },
      { ALT: () => this.SUBRULE(this.triggerClause) },
      { ALT: () => this.SUBRULE(this.continuous) },
    ]);
  });

  idClause = this.RULE('idClause', () => {
    this.CONSUME(T.KwId);
    this.first(0, this.alts[79] ??= [{ ALT: () => this.CONSUME(T.StringLit, { LABEL: 'id' }) }, { ALT: () => this.CONSUME(T.AnyWord, { LABEL: 'id' }) }]);
  });

  /** `power 60`, `accuracy 85`, `range 6`, `param save 30%`. */
  param = this.RULE('param', () => {
    this.first(0, this.alts[80] ??= [
      { ALT: () => this.CONSUME(T.KwPower, { LABEL: 'name' }) },
      { ALT: () => this.CONSUME(T.KwAccuracy, { LABEL: 'name' }) },
      { ALT: () => this.CONSUME(T.KwRange, { LABEL: 'name' }) },
      { ALT: () => { this.CONSUME(T.KwParam); this.CONSUME(T.AnyWord, { LABEL: 'name' }); } },
    ]);
    this.SUBRULE(this.expression, { LABEL: 'value' });
  });

  footprint = this.RULE('footprint', () => {
    this.CONSUME(T.KwFootprint);
    this.CONSUME(T.NumberLit, { LABEL: 'width' });
    this.consumeBy(161);
    this.CONSUME2(T.NumberLit, { LABEL: 'height' });
    this.MANY(() => this.SUBRULE(this.postFilter, { LABEL: 'placement' }));
  });

  /** A trigger on its own is the card's trigger (counters, traps); with a body it is an ability. */
  triggerClause = this.RULE('triggerClause', () => {
    this.OPTION(() => this.CONSUME(T.KwOptional, { LABEL: 'optional' }));
    this.SUBRULE(this.trigger);
    this.OPTION2(() => this.SUBRULE(this.abilityBody));
  });

  /** `advance target to Champion`, `advance material into named summon { … }`. */
  advanceClause = this.RULE('advanceClause', () => {
    this.CONSUME(T.KwAdvance);
    this.CONSUME(T.AnyWord, { LABEL: 'subject' });
    this.first(0, this.alts[81] ??= [
      { ALT: () => { this.CONSUME(T.KwTo); this.consumeName(123, 'role'); } },
      {
        ALT: () => {
          this.CONSUME(T.KwInto);
          this.CONSUME(T.KwNamed);
          this.CONSUME(T.KwSummon);
          this.CONSUME(T.LBrace);
          this.MANY(() => this.SUBRULE(this.namedSummonClause));
          this.CONSUME(T.RBrace);
        },
      },
    ]);
  });

  namedSummonClause = this.RULE('namedSummonClause', () => {
    this.first(0, this.alts[82] ??= [
      { ALT: () => { this.CONSUME(T.KwSpecies); this.consumeName(124, 'species'); } },
      { ALT: () => { this.CONSUME(T.KwRole); this.consumeName(125, 'role'); } },
      { ALT: () => { this.CONSUME(T.KwInherits); this.CONSUME(T.AnyWord, { LABEL: 'inherits' }); this.MANY(() => { this.CONSUME(T.Comma); this.CONSUME2(T.AnyWord, { LABEL: 'inherits' }); }); } },
      { ALT: () => this.SUBRULE(this.statsBlock) },
      { ALT: () => this.SUBRULE(this.growthBlock) },
    ]);
  });

  /** `stats { STR 12 END 8 … }` on summons; `stats { STR 8..12 … }` on species. */
  statsBlock = this.RULE('statsBlock', () => {
    this.CONSUME(T.KwStats);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.statEntry));
    this.CONSUME(T.RBrace);
  });

  statEntry = this.RULE('statEntry', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'stat' });
    this.CONSUME(T.NumberLit, { LABEL: 'min' });
    this.OPTION(() => { this.CONSUME(T.DotDot); this.CONSUME2(T.NumberLit, { LABEL: 'max' }); });
  });

  /** `growth { STR + END _ DEF -- }` (by symbol or growth name). */
  growthBlock = this.RULE('growthBlock', () => {
    this.CONSUME(T.KwGrowth);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.growthEntry));
    this.CONSUME(T.RBrace);
  });

  growthEntry = this.RULE('growthEntry', () => {
    this.CONSUME(T.Ident, { LABEL: 'stat' });
    this.SUBRULE(this.growthRef);
  });

  growthRef = this.RULE('growthRef', () => {
    this.first(0, this.alts[83] ??= [
      ...growthSymbols.map((t) => ({ ALT: () => this.CONSUME(t, { LABEL: 'symbol' }) })),
      { ALT: () => this.CONSUME(T.Ident, { LABEL: 'name' }) },
    ]);
  });

  /** `modifiers { STR x1.6 END x1.35 }`, `bonuses { DEF +2 }`. */
  modifierBlock = this.RULE('modifierBlock', () => {
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.modifierEntry));
    this.CONSUME(T.RBrace);
  });

  modifierEntry = this.RULE('modifierEntry', () => {
    this.CONSUME(T.Ident, { LABEL: 'stat' });
    this.SUBRULE(this.modifyOp);
    this.CONSUME(T.NumberLit, { LABEL: 'value' });
  });

  rulesetDecl = this.RULE('rulesetDecl', () => {
    this.CONSUME(T.KwRuleset);
    this.consumeName(126, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.rulesetClause));
    this.CONSUME(T.RBrace);
  });

  rulesetClause = this.RULE('rulesetClause', () => {
    this.first(0, this.alts[84] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwStats); this.subrule(210, this.wordList, { LABEL: 'stats' }); } },
      { GATE: () => this.LA(1).image === 'game', ALT: () => { this.consume(211, T.Ident, { LABEL: 'clause' }); this.consume(212, T.AnyWord, { LABEL: 'game' }); } },
      { GATE: () => this.LA(1).image === 'card-types', ALT: () => { this.consume(213, T.Ident, { LABEL: 'clause' }); this.subrule(213, this.wordList, { LABEL: 'cardTypes' }); } },
      { GATE: () => this.LA(1).image === 'properties', ALT: () => { this.consume(214, T.Ident, { LABEL: 'clause' }); this.subrule(214, this.wordList, { LABEL: 'properties' }); } },
      { GATE: () => this.LA(1).image === 'player-stats', ALT: () => { this.consume(215, T.Ident, { LABEL: 'clause' }); this.subrule(215, this.wordList, { LABEL: 'playerStats' }); } },
      { GATE: () => this.LA(1).image === 'phases', ALT: () => { this.consume(216, T.Ident, { LABEL: 'clause' }); this.subrule(216, this.wordList, { LABEL: 'phases' }); } },
      { GATE: () => this.LA(1).image === 'speeds', ALT: () => { this.consume(217, T.Ident, { LABEL: 'clause' }); this.subrule(217, this.wordList, { LABEL: 'speeds' }); } },
      { GATE: () => this.LA(1).image === 'zones', ALT: () => { this.consume(218, T.Ident, { LABEL: 'clause' }); this.consume(218, T.LBrace); this.many(218, () => this.SUBRULE(this.zoneDef)); this.consume(218, T.RBrace); } },
      { GATE: () => this.LA(1).image === 'win', ALT: () => { this.consume(219, T.Ident, { LABEL: 'clause' }); this.consume(219, T.KwWhen); this.subrule(219, this.expression, { LABEL: 'win' }); } },
      { ALT: () => this.SUBRULE(this.deckRules) },
      { ALT: () => { this.CONSUME(T.KwBoard); this.CONSUME(T.NumberLit, { LABEL: 'width' }); this.consumeBy(162); this.CONSUME2(T.NumberLit, { LABEL: 'height' }); } },
      { ALT: () => { this.CONSUME(T.KwTerritory); this.CONSUME3(T.NumberLit, { LABEL: 'territory' }); this.CONSUME(T.KwRows); } },
      { ALT: () => { this.CONSUME(T.KwSettings); this.CONSUME(T.LBrace); this.MANY2(() => this.SUBRULE(this.setting)); this.CONSUME(T.RBrace); } },
      { ALT: () => { this.CONSUME(T.KwFormulas); this.CONSUME2(T.LBrace); this.MANY3(() => this.SUBRULE(this.formulaDef)); this.CONSUME2(T.RBrace); } },
      {
        ALT: () => {
          this.CONSUME(T.KwStatus);
          this.CONSUME3(T.Ident, { LABEL: 'status' });
          this.OPTION(() => {
            this.CONSUME(T.KwPrevents);
            this.CONSUME(T.AnyWord, { LABEL: 'prevents' });
            this.MANY4(() => { this.CONSUME2(T.Comma); this.CONSUME2(T.AnyWord, { LABEL: 'prevents' }); });
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.KwDamageType);
          this.CONSUME4(T.Ident, { LABEL: 'damageType' });
          this.OPTION2(() => { this.CONSUME(T.KwAttack); this.CONSUME5(T.Ident, { LABEL: 'attackStat' }); });
          this.OPTION3(() => { this.CONSUME(T.KwDefense); this.CONSUME6(T.Ident, { LABEL: 'defenseStat' }); });
        },
      },
      { ALT: () => { this.CONSUME(T.KwElements); this.CONSUME3(T.LBrace); this.MANY5(() => this.SUBRULE(this.elementItem)); this.CONSUME3(T.RBrace); } },
      { ALT: () => { this.CONSUME(T.KwPiles); this.CONSUME4(T.LBrace); this.MANY6(() => this.SUBRULE(this.pileEntry)); this.CONSUME4(T.RBrace); } },
      { ALT: () => { this.CONSUME(T.KwUnarmed); this.CONSUME5(T.LBrace); this.MANY7(() => this.SUBRULE(this.unarmedClause)); this.CONSUME5(T.RBrace); } },
    ]);
  });

  /** `monster, spell, equipment`: a comma-separated list of words. */
  wordList = this.RULE('wordList', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'item' });
    this.MANY(() => { this.CONSUME(T.Comma); this.CONSUME2(T.AnyWord, { LABEL: 'item' }); });
  });

  /** `battlefield public capacity 5 holds monster`. */
  zoneDef = this.RULE('zoneDef', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'name' });
    this.CONSUME(T.Ident, { LABEL: 'visibility' });
    this.OPTION({ GATE: () => this.LA(1).image === 'capacity', DEF: () => { this.CONSUME2(T.Ident); this.CONSUME(T.NumberLit, { LABEL: 'capacity' }); } });
    this.OPTION2({ GATE: () => this.LA(1).image === 'holds', DEF: () => { this.CONSUME3(T.Ident); this.SUBRULE(this.wordList, { LABEL: 'holds' }); } });
  });

  /** `deck exactly 30 cards, at most 3 copies`, `deck at least 40 cards`. */
  deckRules = this.RULE('deckRules', () => {
    this.CONSUME(T.KwDeck);
    this.OPTION({
      GATE: () => this.LA(1).tokenType === T.KwExactly || (this.LA(1).tokenType === T.KwAt && this.LA(2).tokenType === T.KwLeast),
      DEF: () => {
        this.first(0, this.alts[105] ??= [
          { ALT: () => this.CONSUME(T.KwExactly, { LABEL: 'exactly' }) },
          { ALT: () => { this.CONSUME(T.KwAt); this.CONSUME(T.KwLeast, { LABEL: 'least' }); } },
        ]);
        this.CONSUME(T.NumberLit, { LABEL: 'size' });
        this.CONSUME(T.KwCards);
      },
    });
    this.OPTION2(() => this.CONSUME(T.Comma));
    this.OPTION3(() => {
      this.CONSUME2(T.KwAt);
      this.CONSUME(T.KwMost);
      this.CONSUME2(T.NumberLit, { LABEL: 'copies' });
      this.CONSUME(T.Ident, { LABEL: 'copiesWord' });
    });
  });

  setting = this.RULE('setting', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'name' });
    this.SUBRULE(this.expression, { LABEL: 'value' });
  });

  formulaDef = this.RULE('formulaDef', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'name' });
    this.OPTION(() => {
      this.CONSUME(T.LParen);
      this.CONSUME2(T.AnyWord, { LABEL: 'param' });
      this.MANY(() => { this.CONSUME(T.Comma); this.CONSUME3(T.AnyWord, { LABEL: 'param' }); });
      this.CONSUME(T.RParen);
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression, { LABEL: 'body' });
  });

  /** Inside `elements { }`: `fire, water, …`, `fire beats wind`, `water resists fire`, `advantage x1.25`. */
  elementItem = this.RULE('elementItem', () => {
    this.first(0, this.alts[85] ??= [
      { ALT: () => { this.CONSUME(T.KwAdvantage); this.CONSUME(T.Times); this.CONSUME(T.NumberLit, { LABEL: 'advantage' }); } },
      { ALT: () => { this.CONSUME(T.KwResisted); this.CONSUME2(T.Times); this.CONSUME2(T.NumberLit, { LABEL: 'resisted' }); } },
      {
        ALT: () => {
          this.CONSUME(T.Ident, { LABEL: 'element' });
          this.first(2, this.alts[86] ??= [
            { ALT: () => { this.CONSUME(T.KwBeats); this.CONSUME2(T.Ident, { LABEL: 'beats' }); } },
            { ALT: () => { this.CONSUME(T.KwResists); this.CONSUME3(T.Ident, { LABEL: 'resists' }); } },
            { ALT: () => this.MANY(() => { this.CONSUME(T.Comma); this.CONSUME4(T.Ident, { LABEL: 'element' }); }) },
          ]);
        },
      },
    ]);
  });

  pileEntry = this.RULE('pileEntry', () => {
    this.consumeOneOf(127, cardTypeKeywords, 'cardType');
    this.consumeOneOf(128, [T.KwDiscard, T.KwRecharge, T.KwRemoved, T.KwStays], 'pile');
  });

  unarmedClause = this.RULE('unarmedClause', () => {
    this.first(0, this.alts[87] ??= [
      { ALT: () => { this.CONSUME(T.KwPower); this.CONSUME(T.NumberLit, { LABEL: 'power' }); } },
      { ALT: () => { this.CONSUME(T.KwRange); this.CONSUME2(T.NumberLit, { LABEL: 'range' }); } },
      { ALT: () => this.SUBRULE(this.damageSpec) },
    ]);
  });

  speciesDecl = this.RULE('speciesDecl', () => {
    this.CONSUME(T.KwSpecies);
    this.consumeName(129, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[88] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwDescription); this.CONSUME(T.StringLit, { LABEL: 'description' }); } },
      { ALT: () => this.SUBRULE(this.statsBlock) },
      { ALT: () => { this.CONSUME(T.KwAppearance); this.SUBRULE(this.weightBlock, { LABEL: 'appearance' }); } },
      { ALT: () => this.SUBRULE(this.ability, { LABEL: 'trait' }) },
    ]));
    this.CONSUME(T.RBrace);
  });

  /** `{ Common 40 Uncommon 25 }` (names or growth symbols with weights). */
  weightBlock = this.RULE('weightBlock', () => {
    this.CONSUME(T.LBrace);
    this.MANY(() => { this.SUBRULE(this.growthRef, { LABEL: 'key' }); this.CONSUME(T.NumberLit, { LABEL: 'weight' }); });
    this.CONSUME(T.RBrace);
  });

  growthDecl = this.RULE('growthDecl', () => {
    this.CONSUME(T.KwGrowth);
    this.consumeName(130, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[89] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwSymbol); this.consumeOneOf(131, growthSymbols, 'symbol'); } },
      { ALT: () => { this.CONSUME(T.KwRate); this.CONSUME(T.NumberLit, { LABEL: 'rate' }); } },
    ]));
    this.CONSUME(T.RBrace);
  });

  rarityDecl = this.RULE('rarityDecl', () => {
    this.CONSUME(T.KwRarity);
    this.consumeName(132, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[90] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwOrder); this.CONSUME(T.NumberLit, { LABEL: 'order' }); } },
      { ALT: () => { this.CONSUME(T.KwStatFloor); this.first(2, this.alts[91] ??= [{ ALT: () => this.CONSUME(T.PercentLit, { LABEL: 'statFloor' }) }, { ALT: () => this.CONSUME2(T.NumberLit, { LABEL: 'statFloor' }) }]); } },
      { ALT: () => { this.CONSUME(T.KwGrowth); this.SUBRULE(this.weightBlock, { LABEL: 'growthWeights' }); } },
    ]));
    this.CONSUME(T.RBrace);
  });

  /** `pack "Booster" { 5 Common upgrade Uncommon 10% Rare 2% … }`. */
  packDecl = this.RULE('packDecl', () => {
    this.CONSUME(T.KwPack);
    this.consumeName(133, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[92] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => this.SUBRULE(this.packSlot) },
    ]));
    this.CONSUME(T.RBrace);
  });

  packSlot = this.RULE('packSlot', () => {
    this.CONSUME(T.NumberLit, { LABEL: 'count' });
    this.consumeName(134, 'rarity');
    this.OPTION(() => {
      this.CONSUME(T.KwUpgrade);
      this.AT_LEAST_ONE(() => { this.consumeName(135, 'upgrade'); this.SUBRULE(this.operand, { LABEL: 'chance' }); });
    });
  });

  deckDecl = this.RULE('deckDecl', () => {
    this.CONSUME(T.KwDeck);
    this.consumeName(136, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[93] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => this.SUBRULE(this.deckSlot) },
      { ALT: () => { this.CONSUME(T.KwMain); this.SUBRULE(this.cardList, { LABEL: 'main' }); } },
      { ALT: () => { this.CONSUME(T.KwAdvance); this.SUBRULE2(this.cardList, { LABEL: 'advance' }); } },
    ]));
    this.CONSUME(T.RBrace);
  });

  /** `slot "Elf Fighter" as Fighter with "Old Sword"`. */
  deckSlot = this.RULE('deckSlot', () => {
    this.CONSUME(T.KwSlot);
    this.consumeName(137, 'summon');
    this.CONSUME(T.KwAs);
    this.consumeName(138, 'role');
    this.OPTION(() => {
      this.CONSUME(T.KwWith);
      this.consumeName(139, 'equipment');
      this.MANY(() => { this.CONSUME(T.Comma); this.consumeName(140, 'equipment'); });
    });
  });

  /** `{ 3 "Tall Crane" … }`, a card per line: a line that is not `COUNT NAME` is reported once and skipped (as a block's is), and the list reads on. */
  cardList = this.RULE('cardList', () => {
    this.CONSUME(T.LBrace);
    const opened = this.tokenIndex();
    const entries = () => this.MANY(() => { this.CONSUME(T.NumberLit, { LABEL: 'count' }); this.consumeName(141, 'card'); });
    entries();
    while (this.skipStrayLine(opened, 'list')) entries();
    this.CONSUME(T.RBrace);
  });

  scenarioDecl = this.RULE('scenarioDecl', () => {
    this.CONSUME(T.KwScenario);
    this.consumeName(142, 'name');
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.scenarioItem));
    this.CONSUME(T.RBrace);
  });

  scenarioItem = this.RULE('scenarioItem', () => {
    this.first(0, this.alts[94] ??= [
      { ALT: () => this.SUBRULE(this.idClause) },
      { ALT: () => { this.CONSUME(T.KwRuleset); this.consumeName(143, 'ruleset'); } },
      { ALT: () => { this.CONSUME(T.KwSeed); this.CONSUME(T.NumberLit, { LABEL: 'seed' }); } },
      {
        ALT: () => {
          this.CONSUME(T.KwTurn);
          this.CONSUME2(T.NumberLit, { LABEL: 'turn' });
          this.CONSUME(T.KwPlayer);
          this.SUBRULE(this.side, { LABEL: 'turnPlayer' });
          this.CONSUME(T.KwPhase);
          this.CONSUME(T.AnyWord, { LABEL: 'phase' });
        },
      },
      { ALT: () => this.SUBRULE(this.scenarioPlayer) },
      { GATE: () => isSide(this.LA(1)), ALT: () => this.SUBRULE(this.scenarioAction) },
      { ALT: () => { this.CONSUME(T.KwRolls); this.CONSUME3(T.NumberLit, { LABEL: 'roll' }); this.MANY(() => { this.CONSUME(T.Comma); this.CONSUME4(T.NumberLit, { LABEL: 'roll' }); }); } },
      { ALT: () => { this.CONSUME(T.KwExpect); this.CONSUME(T.LBrace); this.MANY2(() => this.SUBRULE(this.expectation)); this.CONSUME(T.RBrace); } },
      { ALT: () => { this.CONSUME(T.KwNote); this.CONSUME(T.StringLit, { LABEL: 'note' }); } },
    ]);
  });

  /** `A` or `B`: the players of a scenario (capitalized words, so `A.vp` is still a reference). */
  side = this.RULE('side', () => {
    this.CONSUME(T.CapIdent, { LABEL: 'side' });
  });

  scenarioPlayer = this.RULE('scenarioPlayer', () => {
    this.CONSUME(T.KwPlayer);
    this.SUBRULE(this.side);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.first(0, this.alts[95] ??= [
      { ALT: () => { this.CONSUME(T.KwVp); this.CONSUME(T.NumberLit, { LABEL: 'vp' }); } },
      // A player stat the game declares (`health 20`, `mana 5`).
      { GATE: () => this.LA(2).tokenType === T.NumberLit, ALT: () => { this.CONSUME(T.AnyWord, { LABEL: 'statName' }); this.CONSUME2(T.NumberLit, { LABEL: 'statValue' }); } },
      { ALT: () => this.SUBRULE(this.scenarioUnit) },
      { ALT: () => { this.CONSUME(T.KwBuilding, { LABEL: 'building' }); this.SUBRULE(this.scenarioBuilding); } },
      { ALT: () => { this.CONSUME(T.KwFaceDown); this.consumeName(144, 'faceDown'); this.MANY2(() => { this.CONSUME(T.Comma); this.consumeName(145, 'faceDown'); }); } },
      { ALT: () => this.SUBRULE(this.zoneList) },
    ]));
    this.CONSUME(T.RBrace);
  });

  scenarioBuilding = this.RULE('scenarioBuilding', () => {
    this.consumeName(146, 'card');
    this.CONSUME(T.KwAt);
    this.SUBRULE(this.space);
    this.OPTION(() => this.CONSUME(T.KwFaceDown, { LABEL: 'faceDown' }));
  });

  /** `hand: "Card One", "Card Two"`; a card may be named for the script: `battlefield: "Some Monster" called it`. */
  zoneList = this.RULE('zoneList', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'zone' });
    this.CONSUME(T.Colon);
    this.consumeName(147, 'card');
    this.OPTION({ GATE: () => this.LA(1).image === 'called', DEF: () => { this.CONSUME2(T.AnyWord, { LABEL: 'called' }); this.CONSUME3(T.AnyWord, { LABEL: 'handle' }); } });
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.consumeName(148, 'card');
      this.OPTION2({ GATE: () => this.LA(1).image === 'called', DEF: () => { this.CONSUME4(T.AnyWord, { LABEL: 'called' }); this.CONSUME5(T.AnyWord, { LABEL: 'handle' }); } });
    });
  });

  /** `unit warrior: "Elf Fighter" as Fighter with "Old Sword" at (5,4) level 10 hp 44 { moved 3 }`. */
  scenarioUnit = this.RULE('scenarioUnit', () => {
    this.CONSUME(T.KwUnit);
    this.CONSUME(T.AnyWord, { LABEL: 'handle' });
    this.CONSUME(T.Colon);
    this.consumeName(149, 'card');
    this.OPTION(() => { this.CONSUME(T.KwAs); this.consumeName(150, 'role'); });
    this.OPTION2(() => {
      this.CONSUME(T.KwWith);
      this.consumeName(151, 'equipment');
      this.MANY(() => { this.CONSUME(T.Comma); this.consumeName(152, 'equipment'); });
    });
    this.CONSUME(T.KwAt);
    this.SUBRULE(this.space);
    this.OPTION3(() => { this.CONSUME(T.KwLevel); this.CONSUME(T.NumberLit, { LABEL: 'level' }); });
    this.OPTION4(() => { this.CONSUME(T.KwHpLower); this.CONSUME2(T.NumberLit, { LABEL: 'hp' }); });
    this.OPTION5(() => {
      this.CONSUME(T.LBrace);
      this.MANY2(() => this.SUBRULE(this.unitOverride));
      this.CONSUME(T.RBrace);
    });
  });

  unitOverride = this.RULE('unitOverride', () => {
    this.CONSUME(T.AnyWord, { LABEL: 'name' });
    this.first(0, this.alts[96] ??= [
      { ALT: () => this.CONSUME(T.StringLit, { LABEL: 'quoted' }) },
      { ALT: () => this.SUBRULE(this.operand, { LABEL: 'value' }) },
    ]);
  });

  space = this.RULE('space', () => {
    this.CONSUME(T.LParen);
    this.CONSUME(T.NumberLit, { LABEL: 'x' });
    this.CONSUME(T.Comma);
    this.CONSUME2(T.NumberLit, { LABEL: 'y' });
    this.CONSUME(T.RParen);
  });

  /** `B play "Fire Bolt" caster: fae target: warrior`, `A move warrior to (5,4)`, `A end-turn`, `A cannot advance "Champion Rage" target: elf`. */
  scenarioAction = this.RULE('scenarioAction', () => {
    this.SUBRULE(this.side);
    this.OPTION2({ GATE: () => this.LA(1).tokenType === T.KwCannot, DEF: () => this.CONSUME(T.KwCannot, { LABEL: 'refused' }) });
    this.CONSUME(T.AnyWord, { LABEL: 'verb' });
    this.OPTION({
      GATE: () => this.startsActionValue(),
      DEF: () => this.SUBRULE(this.actionValue, { LABEL: 'subject' }),
    });
    this.MANY({
      GATE: () => this.LA(1).tokenType === T.KwTo || this.LA(1).tokenType === T.KwAt || this.LA(2).tokenType === T.Colon,
      DEF: () => this.SUBRULE(this.actionArg),
    });
  });

  actionArg = this.RULE('actionArg', () => {
    this.first(0, this.alts[97] ??= [
      { ALT: () => { this.CONSUME(T.KwTo, { LABEL: 'name' }); this.SUBRULE(this.actionValue); } },
      { ALT: () => { this.CONSUME(T.KwAt, { LABEL: 'name' }); this.SUBRULE2(this.actionValue); } },
      { ALT: () => { this.CONSUME(T.AnyWord, { LABEL: 'name' }); this.CONSUME(T.Colon); this.SUBRULE3(this.actionValue); } },
    ]);
  });

  actionValue = this.RULE('actionValue', () => {
    this.first(0, this.alts[98] ??= [
      { GATE: () => this.LA(3).tokenType === T.Comma, ALT: () => this.SUBRULE(this.space) },
      { ALT: () => this.CONSUME(T.StringLit, { LABEL: 'name' }) },
      { ALT: () => this.SUBRULE(this.operand, { LABEL: 'value' }) },
    ]);
  });

  /** The optional subject of a scenario action: present unless the next tokens start an argument or the next step. */
  private startsActionValue(): boolean {
    const next = this.LA(1).tokenType;
    if (isSide(this.LA(1)) || next === T.KwRolls || next === T.KwExpect || next === T.KwNote) return false;
    if (next === T.KwTo || next === T.KwAt || next === T.RBrace) return false;
    return this.LA(2).tokenType !== T.Colon;
  }

  expectation = this.RULE('expectation', () => {
    this.first(0, this.alts[99] ??= [
      { ALT: () => { this.CONSUME(T.KwWinner); this.first(2, this.alts[100] ??= [{ ALT: () => this.SUBRULE(this.side, { LABEL: 'winner' }) }, { ALT: () => this.CONSUME(T.KwDraw, { LABEL: 'result' }) }, { ALT: () => this.CONSUME(T.KwNone, { LABEL: 'result' }) }]); } },
      {
        ALT: () => {
          this.CONSUME(T.KwLog);
          this.first(3, this.alts[101] ??= [{ ALT: () => this.CONSUME(T.KwContains) }, { ALT: () => { this.CONSUME(T.KwDoes, { LABEL: 'negated' }); this.CONSUME(T.KwNot); this.CONSUME(T.KwContain); } }]);
          this.CONSUME(T.StringLit, { LABEL: 'text' });
        },
      },
      {
        ALT: () => {
          this.consumeName(160, 'card');
          this.OPTION(() => this.CONSUME2(T.KwNot, { LABEL: 'negated' }));
          this.CONSUME(T.KwIn);
          this.SUBRULE2(this.side, { LABEL: 'owner' });
          this.CONSUME(T.Dot);
          this.CONSUME(T.AnyWord, { LABEL: 'zone' });
        },
      },
      { ALT: () => { this.CONSUME(T.Ident, { LABEL: 'unit' }); this.CONSUME(T.KwAt); this.SUBRULE(this.space); } },
      {
        ALT: () => {
          this.CONSUME2(T.Ident, { LABEL: 'unit' });
          this.CONSUME(T.KwIs);
          this.OPTION2(() => this.CONSUME3(T.KwNot, { LABEL: 'negated' }));
          this.first(4, this.alts[102] ??= [{ ALT: () => this.CONSUME(T.KwDefeated, { LABEL: 'defeated' }) }, { ALT: () => this.CONSUME3(T.Ident, { LABEL: 'status' }) }]);
        },
      },
      { ALT: () => this.SUBRULE(this.expression, { LABEL: 'compare' }) },
    ], 2);
  });
}
