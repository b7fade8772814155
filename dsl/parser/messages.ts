/**
 * Parse error messages in the designer's terms ("expected `}` after the card's clauses") rather than
 * Chevrotain's token-type names.
 */
import { tokenMatcher, type IParserErrorMessageProvider, type IToken, type TokenType } from 'chevrotain';
import * as T from '../tokens';
import { effectModules, effectRuleName } from '../effects/registry';
import { closest } from '../validate/suggest';

const friendlyTokens = new Map<TokenType, string>([
  [T.Ident, 'a name'],
  [T.AnyWord, 'a word'],
  [T.RefWord, 'a name'],
  [T.CapIdent, 'a capitalized name'],
  [T.StringLit, 'a quoted name'],
  [T.NumberLit, 'a number'],
  [T.PercentLit, 'a percentage'],
]);

const ruleDescriptions: Record<string, string> = {
  document: 'the file', declaration: 'a declaration', cardDecl: 'a card', cardClause: 'a card clause', step: 'an effect step',
  expression: 'a formula', operand: 'a formula', selector: 'a selector', postFilter: 'a selector filter', binding: 'a choice',
  trigger: 'a trigger', eventVerb: 'a trigger event', duration: 'a duration', rulesetClause: 'a ruleset clause',
  scenarioItem: 'a scenario step', expectation: 'an expectation', playerStep: 'an effect step', pathStep: 'an effect step',
  damageSpec: 'a damage formula', continuousEffect: 'a continuous effect',
  // Abilities: `while COND: …` (continuous), `when … :` (triggerClause), their bodies and blocks.
  continuous: 'a `while` ability', triggerClause: 'a triggered ability', ability: 'an ability', abilityBody: 'an ability', abilityBlock: 'an ability',
  modifyOp: 'a stat change', propertyPath: 'a stat', countPhrase: 'a count', deckDecl: 'a deck', deckSlot: 'a deck line',
  scenarioDecl: 'a scenario', rarityDecl: 'a rarity', packDecl: 'a pack', speciesDecl: 'a species', growthDecl: 'a growth', setting: 'a setting', formulaDef: 'a formula definition', zoneDef: 'a zone', statEntry: 'a stat', growthEntry: 'a growth rate', modifierEntry: 'a stat modifier', critSpec: 'a crit rule', hitSpec: 'a hit rule',
};

export function describeToken(type: TokenType): string {
  const friendly = friendlyTokens.get(type);
  if (friendly) return friendly;
  const label = type.LABEL ?? type.name;
  return '`' + label.replace(/^'(.*)'$/, '$1') + '`';
}

export function showToken(token: IToken | undefined): string {
  if (token === undefined || token.tokenType === undefined || token.image === '' || !Number.isFinite(token.startOffset)) return 'the end of the file';
  return '`' + (token.image.length > 30 ? token.image.slice(0, 30) + '…' : token.image) + '`';
}

/** Each effect module's rule, described by how its step reads. */
const moduleRules = new Map(effectModules.map((m) => [effectRuleName(m.kind), `the step ${m.example}`]));

function describeRule(ruleName: string): string {
  return ruleDescriptions[ruleName] ?? moduleRules.get(ruleName) ?? 'this part';
}

function listOf(types: TokenType[]): string {
  const unique = [...new Set(types)].map(describeToken);
  const shown = unique.slice(0, 8);
  const more = unique.length > shown.length ? ', …' : '';
  return orList(shown) + more;
}

/**
 * "Unexpected `x` in <rule>; expected …". A first word that fits one of the paths the parser still refused
 * begins a form only with other words after it (`the RULE is …`, gated on the `is`; `crit xN` without its
 * number): listing it among the words expected read "Unexpected `the` …; expected … `the`", so it is left
 * out of the list and the message says so.
 */
function unexpected(paths: readonly TokenType[][], actual: readonly IToken[], ruleName: string): string {
  const first = actual[0];
  const all = paths.map((p) => p[0]).filter((t): t is TokenType => t !== undefined);
  // By type, or by the word shown (`x` lexed as a name where the form's `x` is the multiplier's).
  const firsts = all.filter((t) => first === undefined || !(tokenMatcher(first, t) || describeToken(t) === showToken(first)));
  const fits = firsts.length < all.length ? ` (${showToken(first)} begins a form here only with other words after it)` : '';
  return `Unexpected ${showToken(first)} in ${describeRule(ruleName)}${fits}; expected ${listOf(firsts)}${nearMiss(first, firsts)}`;
}

/** Every keyword's token type (tokens.ts fills the map as it loads, before this module runs). */
const keywordTypes = new Set(T.keywords.values());

/** "; did you mean `summoned`?" when the word is a typo of one of the keywords expected (`summond`). */
function nearMiss(token: IToken | undefined, expected: readonly TokenType[]): string {
  if (token === undefined || !/^[a-z]/i.test(token.image)) return '';
  const words = expected.filter((t) => keywordTypes.has(t)).map((t) => describeToken(t).slice(1, -1));
  const near = closest(token.image, words);
  return near === undefined ? '' : `; did you mean \`${near}\`?`;
}

/** The steps a message names as examples where any step could stand (designer-errors.ts names a game's own). */
export const everyGameStepExamples: readonly string[] = ['attack', 'heal', 'move'];

/** The end of the message for a word that starts no step where a step or the block's `}` could stand. */
export function stepOrBlockEndTail(examples: readonly string[]): string {
  return examples.length === 0 ? 'expected `}` to end the block (this game has no effect steps)' : `expected an effect step such as ${orList(examples.map((w) => `\`${w}\``))}, or \`}\` to end the block`;
}

/** A block of steps stops at the first thing that starts no step: say so, not only that `}` was expected. */
export function stepOrBlockEnd(actual: IToken): string {
  return `Unexpected ${showToken(actual)}: ${stepOrBlockEndTail(everyGameStepExamples)}`;
}

/** A card's body stops at the first line that starts no clause: say so, not only that `}` was expected. */
export function clauseOrCardEnd(actual: IToken): string {
  return `Unexpected ${showToken(actual)}: expected a clause of the card (a property such as \`mana 2\`, a choice, \`effect { … }\`, an ability) or \`}\` to end the card`;
}

/** What a card list expected where a line is no `COUNT "Card Name"` (the end of `cardLineOrListEnd`, which designer-errors recognises). */
export const cardListEndTail = 'expected a card line, `3 "Card Name"`, or `}` to end the list';

/** A card list stops at the first line that is no `COUNT "Card Name"`: say so. */
export function cardLineOrListEnd(actual: IToken): string {
  return `Unexpected ${showToken(actual)}: ${cardListEndTail}`;
}

/** The start of `endsBeforeLine`'s message (designer-errors names the `{` left open from it). */
export const endsBeforeLinePrefix = 'Missing `}`: the ';

/** A block, card or list that ends before `next`, a line no further in than its own first line (opened on `line`). */
export function endsBeforeLine(what: string, line: number, next: IToken): string {
  return `${endsBeforeLinePrefix}${what} opened on line ${line} ends before ${showToken(next)} (a line no further in than the ${what}'s first line is outside it)`;
}

/**
 * The parser's message for prose's `the` before a word (`to the opponent`, `until the end of turn`), which
 * the language leaves out; designer-errors recognises it by this text and adds the line as it reads
 * without it, and the fix.
 */
export const articleLeftIn = 'The language writes no `the`';

/**
 * A value tested with `is` (`you.stance is Reckless`, `caster.hp is 3`, `is less than 10`): the comparison
 * it meant. The checker says it of a name after `is`, the parser's rephrasing of a number or of prose's
 * comparisons (which `is` cannot take).
 */
export function valueTestedWithIs(subject: string, value: string, op = '='): string {
  return `\`is\` tests what a thing is (\`target is stunned\`); a value is compared with \`${op}\`: \`${subject} ${op} ${value}\``;
}

/** `a, b or c` of words already shown as the message shows them. */
export function orList(shown: readonly string[]): string {
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/** The end of the message for text left over after the last declaration (a stray `}` among them). */
export const declarationExpected = 'expected a declaration such as `action "Name" { … }`';

/**
 * What a message of `errorMessages` said was expected where it found `found` (as `showToken` shows it):
 * the `X` of "Expected X but found …" and of "Unexpected … in a rule; expected X". Undefined for every
 * other message. parse.ts says it again at the token before a `}` that stands a line below a line cut
 * short; the provider cannot, since it is not told that token.
 */
export function expectedWhereFound(message: string, found: string): string | undefined {
  const mismatch = `but found ${found}`;
  if (message.startsWith('Expected ') && message.endsWith(` ${mismatch}`)) return message.slice('Expected '.length, -mismatch.length - 1);
  const unexpectedStart = `Unexpected ${found} in `;
  const list = message.indexOf('; expected ');
  return message.startsWith(unexpectedStart) && list >= 0 ? message.slice(list + '; expected '.length) : undefined;
}

export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    if (expected.name === 'EOF') return `Unexpected ${showToken(actual)}: ${declarationExpected}`;
    if (expected === T.RBrace && (ruleName === 'block' || ruleName === 'abilityBlockBody')) return stepOrBlockEnd(actual);
    if (expected === T.RBrace && ruleName === 'cardList') return cardLineOrListEnd(actual);
    return `Expected ${describeToken(expected)} but found ${showToken(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `Unexpected ${showToken(firstRedundant)}: ${declarationExpected}`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    return unexpected(expectedPathsPerAlt.flat(), actual, ruleName);
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    return unexpected(expectedIterationPaths, actual, ruleName);
  },
};
