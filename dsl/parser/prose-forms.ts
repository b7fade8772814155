/**
 * Forms prose writes where the language writes its own, recognised on a broken line's tokens for
 * designer-errors.ts, which tells them with the language's form and a fix: a comparison in words (`if
 * caster.hp is less than 10`), the word before a formula left out (`heal caster 10`), a list written with
 * commas or `and` (`traits fire, wing`), a trigger's moment written as a step (`caster levels up`).
 */
import type { IToken } from 'chevrotain';
import { replaceWith, type Diagnostic } from '../diagnostics';
import type { DesignerWords } from '../reference/designer-words';
import type { LineMap } from '../position';
import { keywords, NumberLit, PercentLit } from '../tokens';
import { expectedWhereFound, showToken } from './messages';
import { spanText, statementRange, tokensRange, type Statement } from './statement-tokens';

/** The step that gives levels, in the language reference. */
export const levelUpEntry = 'step-gains-levels';

/**
 * `caster levels up` (or `level up`) written as a step: the trigger's words for the moment. The step that
 * gives a level, as the game writes it (`caster gains 1 level`), or undefined in a game without it.
 */
export function levelUpStep(tokens: readonly IToken[], text: string, words: DesignerWords): string | undefined {
  const subject = pathAfter(tokens, 0);
  if (subject === undefined || words.afterUnit.get('gains')?.id !== levelUpEntry) return undefined;
  const verb = tokens[subject.length];
  if ((verb?.image !== 'levels' && verb?.image !== 'level') || tokens[subject.length + 1]?.image !== 'up') return undefined;
  const rest = tokens.slice(subject.length + 2);
  return `${spanText(text, subject)} gains 1 level${rest.length > 0 ? ` ${spanText(text, rest)}` : ''}`;
}

/**
 * `deal 10 physical damage to target`: the amount first, as prose (and the other games' `deal 3 damage`)
 * says it, where the game's step (`form`) names the type first and the amount after `=`. The error is at
 * the type word, where the short form wanted `damage`. The step as the game writes it, or undefined.
 */
export function amountBeforeType(tokens: readonly IToken[], at: number, text: string, form: string | undefined): string | undefined {
  const damage = tokens.findIndex((t, i) => i > at && t.image === 'damage');
  const [deal] = tokens;
  if (deal?.image !== 'deal' || !form?.includes('damage = FORMULA') || at < 2 || damage < 0 || damage - at > 2) return undefined;
  const type = tokens.slice(at, damage);
  if (!type.every(isPlainWord)) return undefined;
  const rest = tokens.slice(damage + 1);
  return `deal ${spanText(text, type)} damage = ${spanText(text, tokens.slice(1, at))}${rest.length > 0 ? ` ${spanText(text, rest)}` : ''}`;
}

/**
 * A comparison as prose says it after `is`, by its words, and the operator the language writes; the
 * longer phrases first (`is at least` before `is`). `is` alone only before a number: `is stunned` and
 * `is Reckless` parse, and the checker tells a value tested against a name.
 */
const proseComparisons: ReadonlyArray<[readonly string[], string]> = [
  [['equal', 'to'], '='], [['less', 'than'], '<'], [['fewer', 'than'], '<'], [['more', 'than'], '>'], [['greater', 'than'], '>'],
  [['at', 'least'], '>='], [['at', 'most'], '<='], [['not'], '!='], [['below'], '<'], [['above'], '>'], [[], '='],
];

/**
 * `if caster.hp is 3`, `is not 3`, `is less than 10`, `is at least 2`: a value compared in prose's words.
 * `is` tests what a thing is (a status, a role), so the parser stops at the number or at the second word
 * (`less` was read as a role). Found when the error (`tokens[at]`) is within the phrase or at the value
 * after it, and a path stands before `is`.
 */
export function proseComparison(tokens: readonly IToken[], at: number): { is: IToken; last: IToken; op: string; subject: IToken[]; value: IToken[] } | undefined {
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    const is = tokens[i];
    if (is?.image !== 'is') continue;
    const subject = pathBefore(tokens, i);
    if (subject === undefined) return undefined;
    for (const [words, op] of proseComparisons) {
      const valueAt = i + 1 + words.length;
      if (at > valueAt || !words.every((w, k) => tokens[i + 1 + k]?.image === w)) continue;
      const first = tokens[valueAt];
      const value = first === undefined ? [] : first.tokenType === NumberLit || first.tokenType === PercentLit ? [first] : words.length === 0 ? [] : (pathAfter(tokens, valueAt) ?? []);
      const last = tokens[valueAt - 1];
      if (value.length > 0 && last !== undefined) return { is, last, op, subject, value };
    }
    return undefined;
  }
  return undefined;
}

/** The path that starts at `tokens[start]` (`caster.MaxHP`): names joined by dots; undefined when none. */
function pathAfter(tokens: readonly IToken[], start: number): IToken[] | undefined {
  if (!isPlainWord(tokens[start])) return undefined;
  let end = start + 1;
  while (tokens[end]?.image === '.' && isPlainWord(tokens[end + 1])) end += 2;
  return tokens.slice(start, end);
}

function isPlainWord(t: IToken | undefined): boolean {
  return t !== undefined && /^[A-Za-z_]/.test(t.image);
}

/** The path that ends just before `tokens[end]` (`caster.hp`, `you.stance`): names joined by dots; undefined when none. */
function pathBefore(tokens: readonly IToken[], end: number): IToken[] | undefined {
  let start = end - 1;
  if (!isPlainWord(tokens[start])) return undefined;
  while (tokens[start - 1]?.image === '.' && isPlainWord(tokens[start - 2])) start -= 2;
  return tokens.slice(start, end);
}

/** The words that join a step's parts before its formula (`heal caster by 10`, `… damage = 10`), which prose leaves out. */
const linkWords = new Set(['by', '=']);

/** The words prose joins a heal's amount with, where the step's is `by` (`heal caster for 10`). */
const proseForBy = new Set(['for', 'with']);

/**
 * `heal caster 10`, `attack target with physical damage 10`: "Expected `by` but found `10`" gets the fix
 * that inserts the word before the formula; `heal caster for 10`, the fix that replaces `for`. Only where a
 * formula follows (a number, `(`, a name): before anything else the word is not all that is missing.
 * `form` is how the game writes the step the line starts.
 */
export function linkWordFix(d: Diagnostic, tokens: readonly IToken[], at: number, lines: LineMap, form: string | undefined): { fixes?: Diagnostic['fixes'] } {
  const found = tokens[at];
  const expected = found === undefined ? undefined : expectedWord(d.message, found);
  // `deal physical damage 10 to target`: the parser waits for the `to` of a step without a formula; the game's form says `damage = FORMULA`.
  const word = expected === 'to' && tokens[at - 1]?.image === 'damage' && form?.includes('damage = FORMULA') ? '=' : expected;
  if (word === undefined || !linkWords.has(word) || found === undefined || at === 0) return {};
  if (startsFormula(found)) return { fixes: [replaceWith(lines.range(found.startOffset, found.startOffset), `${word} `, `Insert \`${word}\``)] };
  const next = tokens[at + 1];
  if (word === 'by' && proseForBy.has(found.image) && next !== undefined && startsFormula(next)) return { fixes: [replaceWith(tokensRange(lines, found, found), word, `Replace \`${found.image}\` with \`${word}\``)] };
  return {};
}

/** The word a mismatch ("Expected `by` but found `10`") said it expected where it found `found`; undefined for any other message. */
export function expectedWord(message: string, found: IToken): string | undefined {
  const expected = message.startsWith('Expected ') ? expectedWhereFound(message, showToken(found)) : undefined;
  return expected === undefined ? undefined : /^`([^`]+)`$/.exec(expected)?.[1];
}

function startsFormula(t: IToken): boolean {
  return t.tokenType === NumberLit || t.tokenType === PercentLit || t.image === '(' || (/^[a-z]/i.test(t.image) && !keywords.has(t.image));
}

/**
 * `traits fire, wing` (or `fire, wing and claw`): a list written as prose writes it, in a property whose
 * value the game reads as words joined by its own joiner (`+` in the chain duel). Only where the error is at
 * a comma and the line is the property and plain words.
 */
export function listedProperty(tokens: readonly IToken[], at: number, words: DesignerWords): { message: string; written: string } | undefined {
  const [property, ...rest] = tokens;
  const joiner = property === undefined ? undefined : words.listJoiner(property.image);
  if (joiner === undefined || property === undefined || tokens[at]?.image !== ',') return undefined;
  const listed = rest.filter((t) => t.image !== ',' && t.image !== 'and');
  if (listed.length < 2 || !listed.every(isPlainWord) || rest.length !== listed.length * 2 - 1) return undefined;
  return joinedList(property, listed, joiner);
}

/** The property's words joined as the game joins them, and the message that says so. */
function joinedList(property: IToken, listed: readonly IToken[], joiner: string): { message: string; written: string } {
  const written = `${property.image} ${listed.map((t) => t.image).join(` ${joiner} `)}`;
  return { message: `\`${property.image}\` lists its words joined by \`${joiner}\`: \`${written}\``, written };
}

/**
 * `traits fire and wing`, in a property whose value the game reads as words joined by its own joiner (`+`
 * in the chain duel): read as a condition, it drew "Expected a condition here … but this is a value" for
 * each word and "Expected a value" for the whole, and the game's reading said the traits were not names
 * joined by `+`. One message, with the fix; told as the line's form (L0003), so the game's reading waits
 * for it as it does for any line that does not read.
 */
export function listedWithAnd(d: Diagnostic, statement: Statement, lines: LineMap, words: DesignerWords): Diagnostic | undefined {
  const [property, ...rest] = statement.tokens;
  const joiner = property === undefined ? undefined : words.listJoiner(property.image);
  const listed = rest.filter((_, i) => i % 2 === 0);
  const joined = rest.filter((_, i) => i % 2 === 1);
  if (joiner === undefined || property === undefined || listed.length < 2 || !listed.every(isPlainWord) || joined.some((t) => t.image !== 'and') || rest.length % 2 === 0) return undefined;
  const { message, written } = joinedList(property, listed, joiner);
  const range = statementRange(lines, statement.tokens);
  return { ...d, code: 'L0003', message, range, fixes: [replaceWith(range, written)] };
}
