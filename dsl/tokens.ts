/**
 * The token vocabulary of the `.smith` language.
 *
 * Every word is lexed by one pattern (`Word`) and then re-typed as a keyword when its text is one (see
 * lexer.ts). Keywords are in the `AnyWord` category, so wherever the grammar accepts any word (a path
 * segment after `.`, a binding name, a setting) a keyword is accepted too: `caster.range`, `target.level`.
 * Where a free-standing name must not swallow the next clause (selectors, lists), the grammar asks for
 * `Ident` (a non-keyword word) or a quoted string.
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

export const AnyWord = createToken({ name: 'AnyWord', pattern: Lexer.NA });
/**
 * Words that may start a reference in a formula: names and most keywords (`power`, `level`, `this`,
 * `event` …), but not the keywords that start a clause, a step or a declaration (`effect`, `cost`,
 * `draw` …), so a formula cut short by a typo stops before the next clause instead of swallowing it.
 */
export const RefWord = createToken({ name: 'RefWord', pattern: Lexer.NA });
export const Ident = createToken({
  name: 'Ident',
  // Kebab-case is allowed (`hand-limit`, `main-deck`), and a possessive `'s` belongs to the word
  // (`opponent's`). `SPD-ACC` is therefore one word; the validator suggests `SPD - ACC`.
  pattern: /[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:'s)?/,
  categories: [AnyWord, RefWord],
});

/**
 * A word that starts with a capital letter: how names of roles, species and cards are written
 * (`Mage`, `Elf`). Selectors take only these (or quoted names), so `your Mage` never swallows
 * the lowercase binding or step that follows (`target: …`, `m becomes …`). Re-typed by the lexer.
 */
export const CapIdent = createToken({ name: 'CapIdent', pattern: Lexer.NA, categories: [Ident, AnyWord, RefWord] });

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\r\n\f\v]+/, group: Lexer.SKIPPED, line_breaks: true });
export const Comment = createToken({ name: 'Comment', pattern: /\/\/[^\r\n]*/, group: 'comments' });

export const StringLit = createToken({ name: 'StringLit', pattern: /"(?:[^"\\\r\n]|\\.)*"/ });
/** A string whose closing quote is missing: accepted by the parser (so one typo does not cascade), reported by the lexer step. */
export const UnterminatedString = createToken({ name: 'UnterminatedString', pattern: /"(?:[^"\\\r\n]|\\.)*/, categories: [StringLit] });
export const PercentLit = createToken({ name: 'PercentLit', pattern: /\d+(?:\.\d+)?%/ });
export const NumberLit = createToken({ name: 'NumberLit', pattern: /\d+(?:\.\d+)?/ });
/** `2nd`, `3rd`, `11th`: which of several turns (`at start of your 2nd turn after this was set`). */
export const Ordinal = createToken({ name: 'Ordinal', pattern: /\d+(?:st|nd|rd|th)(?![A-Za-z0-9_])/ });

/**
 * `x2`, `x1.5`: an `x` directly followed by a digit is the multiplication sign of modifiers. (In sizes,
 * `12 x 14`, the `x` is an ordinary word; the grammar accepts it there.)
 */
const timesPattern = /x(?=\d)|×/y;
export const Times = createToken({
  name: 'Times',
  pattern: {
    exec(text: string, offset: number): RegExpExecArray | null {
      timesPattern.lastIndex = offset;
      return timesPattern.exec(text);
    },
  },
  start_chars_hint: ['x', '×'],
  line_breaks: false,
  label: 'x',
});

export const LBrace = createToken({ name: 'LBrace', pattern: '{', label: '{' });
export const RBrace = createToken({ name: 'RBrace', pattern: '}', label: '}' });
export const LParen = createToken({ name: 'LParen', pattern: '(', label: '(' });
export const RParen = createToken({ name: 'RParen', pattern: ')', label: ')' });
export const Comma = createToken({ name: 'Comma', pattern: ',', label: ',' });
export const Colon = createToken({ name: 'Colon', pattern: ':', label: ':' });
export const DotDot = createToken({ name: 'DotDot', pattern: '..', label: '..' });
export const Dot = createToken({ name: 'Dot', pattern: '.', label: '.' });
export const NotEquals = createToken({ name: 'NotEquals', pattern: '!=', label: '!=' });
export const LessEq = createToken({ name: 'LessEq', pattern: '<=', label: '<=' });
export const GreaterEq = createToken({ name: 'GreaterEq', pattern: '>=', label: '>=' });
export const Less = createToken({ name: 'Less', pattern: '<', label: '<' });
export const Greater = createToken({ name: 'Greater', pattern: '>', label: '>' });
export const Equals = createToken({ name: 'Equals', pattern: '=', label: '=' });
export const PlusPlus = createToken({ name: 'PlusPlus', pattern: '++', label: '++' });
export const MinusMinus = createToken({ name: 'MinusMinus', pattern: '--', label: '--' });
export const Plus = createToken({ name: 'Plus', pattern: '+', label: '+' });
export const Minus = createToken({ name: 'Minus', pattern: '-', label: '-' });
export const Star = createToken({ name: 'Star', pattern: '*', label: '*' });
export const Slash = createToken({ name: 'Slash', pattern: '/', label: '/' });
export const Caret = createToken({ name: 'Caret', pattern: '^', label: '^' });
export const Underscore = createToken({ name: 'Underscore', pattern: '_', label: '_' });

/** The keywords, by their text. Each is a token in the `AnyWord` category with no pattern of its own. */
export const keywords = new Map<string, TokenType>();

/** Keywords that start a clause, step or declaration and therefore never start a reference (see RefWord). */
const structuralKeywords = new Set([
  'ruleset', 'species', 'rarity', 'pack', 'deck', 'scenario', 'action', 'reaction', 'counter', 'building', 'quest', 'advance',
  'summon', 'role', 'weapon', 'offhand', 'armor', 'accessory', 'effect', 'cost', 'requires', 'objective', 'reward', 'failure',
  'flavor', 'footprint', 'trap', 'attribute', 'then', 'stays', 'speed', 'unique', 'provisional', 'param', 'activated', 'when',
  'whenever', 'while', 'always', 'optional', 'modifiers', 'bonuses', 'stats', 'family', 'from', 'settings', 'formulas',
  'elements', 'piles', 'unarmed', 'description', 'appearance', 'slot', 'main', 'expect', 'rolls', 'note', 'unit', 'face-down',
  'attack', 'deal', 'heal', 'treat', 'place', 'move', 'draw', 'search', 'add', 'destroy', 'return', 'cancel', 'choose', 'for',
  'discard', 'shuffle', 'next', 'else', 'at', 'id', 'skip', 'reorder',
  'reduce',
]);

function kw(text: string): TokenType {
  const name = 'Kw_' + text.replace(/[^A-Za-z0-9]/g, '_');
  const categories = structuralKeywords.has(text) ? [AnyWord] : [AnyWord, RefWord];
  const token = createToken({ name, pattern: Lexer.NA, categories, label: `'${text}'` });
  keywords.set(text, token);
  return token;
}

// Declarations
export const KwRuleset = kw('ruleset');
export const KwSpecies = kw('species');
export const KwGrowth = kw('growth');
export const KwRarity = kw('rarity');
export const KwPack = kw('pack');
export const KwDeck = kw('deck');
export const KwScenario = kw('scenario');
export const KwAction = kw('action');
export const KwReaction = kw('reaction');
export const KwCounter = kw('counter');
export const KwBuilding = kw('building');
export const KwQuest = kw('quest');
export const KwAdvance = kw('advance');
export const KwSummon = kw('summon');
export const KwRole = kw('role');
export const KwEquipment = kw('equipment');
export const KwWeapon = kw('weapon');
export const KwOffhand = kw('offhand');
export const KwArmor = kw('armor');
export const KwAccessory = kw('accessory');

// Ruleset clauses
export const KwStats = kw('stats');
export const KwBoard = kw('board');
export const KwTerritory = kw('territory');
export const KwRows = kw('rows');
export const KwSettings = kw('settings');
export const KwFormulas = kw('formulas');
export const KwStatus = kw('status');
export const KwPrevents = kw('prevents');
export const KwDamageType = kw('damage-type');
export const KwDefense = kw('defense');
export const KwElements = kw('elements');
export const KwBeats = kw('beats');
export const KwResists = kw('resists');
export const KwAdvantage = kw('advantage');
export const KwResisted = kw('resisted');
export const KwPiles = kw('piles');
export const KwUnarmed = kw('unarmed');

// Card, species, role, rarity and pack clauses
export const KwId = kw('id');
export const KwAttribute = kw('attribute');
export const KwThen = kw('then');
export const KwDiscard = kw('discard');
export const KwDiscards = kw('discards');
export const KwRecharge = kw('recharge');
export const KwRemove = kw('remove');
export const KwStays = kw('stays');
export const KwSpeed = kw('speed');
export const KwUnique = kw('unique');
export const KwProvisional = kw('provisional');
export const KwRequires = kw('requires');
export const KwCost = kw('cost');
export const KwEffect = kw('effect');
export const KwPower = kw('power');
export const KwAccuracy = kw('accuracy');
export const KwRange = kw('range');
export const KwParam = kw('param');
export const KwFlavor = kw('flavor');
export const KwFootprint = kw('footprint');
export const KwTrap = kw('trap');
export const KwObjective = kw('objective');
export const KwReward = kw('reward');
export const KwFailure = kw('failure');
export const KwActivated = kw('activated');
export const KwBy = kw('by');
export const KwOwner = kw('owner');
export const KwEither = kw('either');
export const KwNamed = kw('named');
export const KwInto = kw('into');
export const KwFrom = kw('from');
export const KwInherits = kw('inherits');
export const KwModifiers = kw('modifiers');
export const KwTier = kw('tier');
export const KwFamily = kw('family');
export const KwBonuses = kw('bonuses');
export const KwDescription = kw('description');
export const KwAppearance = kw('appearance');
export const KwOrder = kw('order');
export const KwStatFloor = kw('stat-floor');
export const KwUpgrade = kw('upgrade');
export const KwSlot = kw('slot');
export const KwMain = kw('main');
export const KwSymbol = kw('symbol');
export const KwRate = kw('rate');

// Effects
export const KwAttack = kw('attack');
export const KwWith = kw('with');
export const KwDeal = kw('deal');
export const KwDamage = kw('damage');
export const KwTo = kw('to');
export const KwHeal = kw('heal');
export const KwTreat = kw('treat');
/** `reduce fire damage to this by 25%` (a continuous effect: armor, shields, traits). */
export const KwReduce = kw('reduce');
export const KwAs = kw('as');
export const KwDefending = kw('defending');
export const KwAttacking = kw('attacking');
export const KwAgainst = kw('against');
export const KwPlace = kw('place');
export const KwOn = kw('on');
export const KwMove = kw('move');
export const KwUsing = kw('using');
export const KwMovement = kw('movement');
export const KwDraw = kw('draw');
export const KwDraws = kw('draws');
export const KwCard = kw('card');
export const KwCards = kw('cards');
export const KwSearch = kw('search');
export const KwSearches = kw('searches');
export const KwFor = kw('for');
export const KwAdd = kw('add');
export const KwDestroy = kw('destroy');
export const KwAll = kw('all');
export const KwEvery = kw('every');
export const KwEach = kw('each');
export const KwReturn = kw('return');
export const KwHP = kw('HP');
export const KwGain = kw('gain');
export const KwGains = kw('gains');
export const KwLose = kw('lose');
export const KwLoses = kw('loses');
export const KwVP = kw('VP');
export const KwCancel = kw('cancel');
export const KwThe = kw('the');
export const KwEvent = kw('event');
export const KwNext = kw('next');
export const KwOf = kw('of');
export const KwDeals = kw('deals');
export const KwExtra = kw('extra');
export const KwIf = kw('if');
export const KwElse = kw('else');
export const KwChoose = kw('choose');
export const KwMay = kw('may');
export const KwShuffle = kw('shuffle');
export const KwShuffles = kw('shuffles');
export const KwBecomes = kw('becomes');
export const KwLevel = kw('level');
export const KwLevels = kw('levels');
export const KwA = kw('a');
export const KwAn = kw('an');
export const KwIs = kw('is');
export const KwNot = kw('not');
export const KwSave = kw('save');
export const KwUntil = kw('until');
export const KwEnd = kw('end');
export const KwStart = kw('start');
export const KwTurn = kw('turn');
export const KwOpponents = kw("opponent's");
export const KwOpponent = kw('opponent');
export const KwYour = kw('your');
export const KwYou = kw('you');
export const KwThis = kw('this');
export const KwThat = kw('that');
export const KwPlayers = kw("player's");
export const KwEnds = kw('ends');
export const KwWhen = kw('when');
export const KwWhenever = kw('whenever');
export const KwMoves = kw('moves');
export const KwChanges = kw('changes');
export const KwPosition = kw('position');
export const KwLeaves = kw('leaves');
export const KwLeave = kw('leave');
export const KwAttacks = kw('attacks');
export const KwHit = kw('hit');
export const KwMissed = kw('missed');
export const KwCrit = kw('crit');
export const KwSaved = kw('saved');
export const KwDestroyed = kw('destroyed');
export const KwAlways = kw('always');
export const KwHits = kw('hits');
export const KwCannot = kw('cannot');
export const KwNever = kw('never');
export const KwStandard = kw('standard');
export const KwHas = kw('has');
export const KwCompleted = kw('completed');
export const KwWithin = kw('within');
export const KwAdjacent = kw('adjacent');
export const KwEmpty = kw('empty');
export const KwRemoved = kw('removed');
export const KwSummons = kw('summons');
export const KwSpace = kw('space');
export const KwSpaces = kw('spaces');
export const KwBuildings = kw('buildings');
export const KwPlayer = kw('player');
export const KwPlayersPlural = kw('players');
export const KwEnemy = kw('enemy');
export const KwAny = kw('any');
export const KwOther = kw('other');
export const KwThan = kw('than');
export const KwWhere = kw('where');
export const KwAnd = kw('and');
export const KwOr = kw('or');
export const KwThere = kw('there');
export const KwAre = kw('are');
export const KwAt = kw('at');
export const KwLeast = kw('least');
export const KwMost = kw('most');
export const KwExactly = kw('exactly');
export const KwNo = kw('no');
export const KwControl = kw('control');
export const KwControls = kw('controls');
export const KwWould = kw('would');
export const KwBe = kw('be');
export const KwEnters = kw('enters');
export const KwEnter = kw('enter');
export const KwPlay = kw('play');
export const KwPlays = kw('plays');
export const KwPlayed = kw('played');
export const KwSummoned = kw('summoned');
export const KwDefeated = kw('defeated');
export const KwDamaged = kw('damaged');
export const KwHealed = kw('healed');
export const KwUp = kw('up');
export const KwPhase = kw('phase');
export const KwWhile = kw('while');
export const KwAbility = kw('ability');
export const KwOptional = kw('optional');
export const KwChosen = kw('chosen');
export const KwPermanently = kw('permanently');
export const KwUnclaimed = kw('unclaimed');
export const KwIn = kw('in');
export const KwGet = kw('get');
export const KwGets = kw('gets');
export const KwTriggers = kw('triggers');
export const KwThese = kw('these');
export const KwMiss = kw('miss');
export const KwNow = kw('now');
export const KwIt = kw('it');
export const KwHpLower = kw('hp');
export const KwMore = kw('more');
export const KwFewer = kw('fewer');
export const KwTime = kw('time');
// Turns counted since a card came into play: `at start of your 2nd turn after this was set`.
export const KwAfter = kw('after');
export const KwWas = kw('was');
export const KwSet = kw('set');
export const KwEntered = kw('entered');
// `skip opponent's level phase`: a continuous override of a turn's phase.
export const KwSkip = kw('skip');
// `reorder the stack` (Summoner's Grid's effect module).
export const KwReorder = kw('reorder');
export const KwStack = kw('stack');

// Scenarios
export const KwSeed = kw('seed');
export const KwVp = kw('vp');
export const KwUnit = kw('unit');
export const KwFaceDown = kw('face-down');
export const KwRolls = kw('rolls');
export const KwExpect = kw('expect');
export const KwNote = kw('note');
export const KwWinner = kw('winner');
export const KwNone = kw('none');
export const KwLog = kw('log');
export const KwContains = kw('contains');
export const KwDoes = kw('does');
export const KwContain = kw('contain');

/** Tokens the lexer matches, in priority order (first match wins; `Ident` last among words). */
export const lexerTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLit,
  UnterminatedString,
  Ordinal,
  PercentLit,
  NumberLit,
  Times,
  Ident,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Comma,
  Colon,
  DotDot,
  Dot,
  NotEquals,
  LessEq,
  GreaterEq,
  Less,
  Greater,
  Equals,
  PlusPlus,
  MinusMinus,
  Plus,
  Minus,
  Star,
  Slash,
  Caret,
  Underscore,
];

/** Everything the parser knows: the lexer's tokens, the keywords and the categories. */
export const allTokens: TokenType[] = [AnyWord, RefWord, CapIdent, ...lexerTokens, ...keywords.values()];
