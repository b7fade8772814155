/**
 * Syntax errors in a designer's words. The parser reports which tokens it expected; here the statement
 * the error stands in (effect steps and clauses are written one per line) is read again to say what the
 * designer probably meant:
 *  - a wording newcomers try, `caster gains +2 SPD until end of turn`, gets the right form
 *    (`caster.SPD + 2 until end of turn`) and a quick fix;
 *  - a word that starts no step (`blast target`) gets "expected an effect step such as `attack`, `heal` or
 *    `move`" (and the closest step word);
 *  - two steps joined on one line (`draw 2 cards then discard 1`) get one per line, with the fix; a word
 *    left after a whole step is "more than the step takes";
 *  - `with damage = …` asks for the damage type;
 *  - any other error inside a step or clause ends with how that step reads (its form in the reference).
 * Steps, examples and forms are a game's (`DesignerWords`): a parse, which knows no game, tells every game's
 * (`everyGamesWords`), and the project tells each file's errors again in its game's.
 * The errors the parser's recovery reports after a rephrased one on the same statement, and the braces it
 * then trips over, are dropped: they are consequences, not further mistakes.
 */
import type { IToken } from 'chevrotain';
import { replaceWith, type Diagnostic } from '../diagnostics';
import { everyGamesWords, type DesignerWords } from '../reference/designer-words';
import { numberWordValue } from '../number-words';
import { keywords } from '../tokens';
import { closest } from '../validate/suggest';
import { articleLeftIn, expectedWhereFound, showToken, valueTestedWithIs, cardListEndTail, clauseOrCardEnd, declarationExpected, endsBeforeLinePrefix, everyGameStepExamples, orList, stepOrBlockEndTail } from './messages';
import type { LineMap } from '../position';
import { unclosedBrace } from './unclosed-brace';
import { amountBeforeType, expectedWord, levelUpEntry, levelUpStep, linkWordFix, listedProperty, listedWithAnd, proseComparison } from './prose-forms';
import { firstAtOrAfter, lineIndent, lineStartOf, spanText, statementAfter, statementOf, statementRange, tokensRange, type Statement } from './statement-tokens';
import { isSide } from './grammar-declarations';
import { selectorStarts } from './grammar-effects';
import { languageEntries } from '../reference/language-entries';

/** How a scenario's scripted action reads (its reference entry). */
const scenarioAction = languageEntries.find((e) => e.id === 'scenario-action') ?? { id: 'scenario-action', form: 'A VERB …' };

/** How a change's duration reads (its reference entry). */
const durations = languageEntries.find((e) => e.id === 'duration-until') ?? { id: 'duration-until', form: 'until end of turn' };

/** Whether the parser's error ended a card list there, or skipped a line of it (messages.ts, `cardLineOrListEnd`). */
function brokeList(d: Diagnostic): boolean {
  return d.message.startsWith('Expected `}`') || d.message.endsWith(cardListEndTail);
}

/** The step word a verb of rules text stands for (`deals` → `deal`, `searches` → `search`), if it is one of `stepWords`. */
function commandOf(word: string, stepWords: readonly string[]): string | undefined {
  if (!word.endsWith('s')) return undefined;
  return [word.slice(0, -1), word.endsWith('es') ? word.slice(0, -2) : ''].find((w) => w !== '' && stepWords.includes(w));
}

/** Whose rule a continuous effect changes (`your hand-limit is 8`, `the …`). */
const ruleOwners = new Set(['your', "opponent's", 'the']);

/** What a stats list is written with in prose (`,`) or data (`:`, `=`), which the language leaves out. */
const statSeparators = new Map([
  [',', { one: 'comma', plural: 'commas' }],
  [':', { one: '`:`', plural: '`:`s' }],
  ['=', { one: '`=`', plural: '`=`s' }],
]);

/** The parser's message at the end of a file with a `{` left open. */
const fileEndsOpen = 'Expected `}` but found the end of the file';

/** Words that open an ability or a block, for a misspelt first word (`at` is left out: `atk` is a stat). */
const abilityOpeners = ['when', 'whenever', 'while', 'effect'];

/** Operators a programmer joins to `=` (`+=`), which a stat change writes alone. */
const compoundOps = new Set(['+', '-', '*', '/', 'x']);

const gainWords = new Set(['gains', 'gain', 'gets', 'get', 'loses', 'lose']);
const levelWords = new Set(['level', 'levels']);

/** `caster gains +2 SPD …` → the tokens' parts, when the statement has that shape. */
function statGain(statement: IToken[]): { subject: IToken[]; verb: string; sign: string; amount: IToken; stat: IToken; rest: IToken[] } | undefined {
  const verb = statement.findIndex((t) => gainWords.has(t.image));
  if (verb < 1) return undefined;
  let i = verb + 1;
  let sign = statement[verb]?.image.startsWith('lose') ? '-' : '+';
  const signToken = statement[i];
  if (signToken?.image === '+' || signToken?.image === '-') {
    if (signToken.image === '-') sign = sign === '-' ? '+' : '-';
    i++;
  }
  const amount = statement[i];
  const stat = statement[i + 1];
  if (amount === undefined || !/^\d/.test(amount.image) || stat === undefined || !/^[A-Za-z]/.test(stat.image) || levelWords.has(stat.image)) return undefined;
  return { subject: statement.slice(0, verb), verb: statement[verb]?.image ?? '', sign, amount, stat, rest: statement.slice(i + 2) };
}

/**
 * Whether the error is in the stat change itself rather than in a trigger before it: in `when this enters
 * battle: you gain 2 atk` the parser stopped at `battle`, an event the language lacks, and `you gain 2
 * atk` reads as it is. The change's subject starts after the statement's last colon.
 */
function errorInGain(d: Diagnostic, subject: readonly IToken[]): boolean {
  const start = changed(subject)[0];
  return start === undefined || d.range.start.offset >= start.startOffset;
}

/** The stat change's own subject: what follows the statement's last colon (`you` in `when …: you gains +2 atk`). */
function changed(subject: readonly IToken[]): readonly IToken[] {
  return subject.slice(subject.map((t) => t.image).lastIndexOf(':') + 1);
}

/**
 * A line of a deck's (or pack's) card list written another way: `3 Tall Paper Crane` (a name of several words
 * unquoted) or `"Tall Paper Crane" x3` / `Tall Paper Crane 3` (the count after the name). The list reads `COUNT NAME`.
 */
function cardListLine(tokens: readonly IToken[], text: string): { why: string; written: string } | undefined {
  const words = (from: number, to: number) => tokens.slice(from, to).every((t) => /^[A-Za-z]/.test(t.image) && !keywords.has(t.image));
  const [first, second] = tokens;
  if (first === undefined || second === undefined) return undefined;
  // `3x "Tall Crane"`, `x3 "Tall Crane"`, `three "Tall Crane"`: the count written another way, before the name.
  const last = tokens[tokens.length - 1] as IToken;
  // (`x3` reads as the sign `x` and the number 3.)
  const timesFirst = first.image === 'x' && /^\d+$/.test(second.image);
  const leading = timesFirst ? second.image : (/^(\d+)$/.exec(first.image)?.[1] ?? numberWordValue(first.image));
  const quotedName = last.image.startsWith('"') ? last.image : undefined;
  if (leading !== undefined && quotedName !== undefined && (tokens.length === 2 ? first.image !== leading : tokens.length === 3 && (second.image === 'x' || timesFirst))) {
    return { why: 'A card list gives the count as a number, then the card', written: `${leading} ${quotedName}` };
  }
  if (/^\d+$/.test(first.image) && tokens.length >= 3 && words(1, tokens.length)) {
    return { why: 'A card name of several words is written in quotes', written: `${first.image} "${spanText(text, tokens.slice(1))}"` };
  }
  // The count at the end: `x3`, `x 3` or `3`.
  const tail = (tokens[tokens.length - 1] as IToken).image;
  let nameEnd = tokens.length - 1;
  let count: string | undefined;
  if (/^x\d+$/.test(tail)) count = tail.slice(1);
  else if (/^\d+$/.test(tail)) {
    count = tail;
    if (tokens[nameEnd - 1]?.image === 'x') nameEnd--;
  }
  if (count === undefined || nameEnd < 1) return undefined;
  const name = first.image.startsWith('"') && nameEnd === 1 ? first.image : words(0, nameEnd) ? `"${spanText(text, tokens.slice(0, nameEnd))}"` : undefined;
  return name === undefined ? undefined : { why: 'A card list gives the count first, then the card', written: `${count} ${name}` };
}

/** The verbs of a player's gain step when the stat change's subject (after a trigger's colon) is a player. */
function playerOf(subject: readonly IToken[]): { gain: string; lose: string } | undefined {
  const words = changed(subject).map((t) => t.image).join(' ');
  if (words === 'you') return { gain: 'gain', lose: 'lose' };
  if (words === 'opponent' || words === 'that player') return { gain: 'gains', lose: 'loses' };
  return undefined;
}

/** A rephrased error; `whole` when it is about the whole statement (what the parser said after it there is its echo). */
interface Rephrased {
  diagnostic: Diagnostic;
  whole: boolean;
}

function rephrase(d: Diagnostic, statement: Statement, allTokens: readonly IToken[], text: string, lines: LineMap, words: DesignerWords): Rephrased | undefined {
  const tokens = statement.tokens;
  const lead = tokens[0];
  if (lead === undefined) return undefined;
  const gain = statGain(tokens);
  // A player has a step of its own (`you gain 2 health`, `opponent loses 1 VP`); a unit's stat is a path (and has no VP).
  const player = gain ? playerOf(gain.subject) : undefined;
  const rest = gain && gain.rest.length > 0 ? ` ${spanText(text, gain.rest)}` : '';
  // What a selector picks (`your fighters get +2 ATK`) is changed by a continuous effect: `SELECTOR get STAT +N`.
  const group = gain !== undefined && !player && selectorStarts.has(changed(gain.subject)[0]?.image ?? '');
  const written = gain === undefined ? undefined : player
    ? `${spanText(text, gain.subject)} ${gain.sign === '+' ? player.gain : player.lose} ${gain.amount.image} ${gain.stat.image}${rest}`
    : group
      ? `${spanText(text, gain.subject)} ${gain.verb.endsWith('s') ? 'gets' : 'get'} ${gain.stat.image} ${gain.sign}${gain.amount.image}${rest}`
      : `${spanText(text, gain.subject)}.${gain.stat.image} ${gain.sign} ${gain.amount.image}${rest}`;
  // Rewritten as it already reads, the form is not the mistake (a fix that changes nothing is no fix).
  if (gain && written !== undefined && written !== spanText(text, tokens) && errorInGain(d, gain.subject) && (player || gain.stat.image !== 'VP')) {
    const range = statementRange(lines, tokens);
    return {
      diagnostic: {
        ...d,
        message: player
          ? `To change a player's stat, write the player, gain or lose, then the amount (a number, no sign) and the stat: \`${written}\``
          : group
            ? `To change a stat of what a selector picks, write \`get\`, the stat, then + or - the amount: \`${written}\``
            : `To change a stat, write the unit, a dot and the stat, then + or - the amount: \`${written}\``,
        range,
        fixes: [replaceWith(range, written)],
        reference: player ? 'step-gain-vp' : group ? 'ability-continuous' : 'step-modify',
      },
      whole: true,
    };
  }
  const at = tokens.findIndex((t) => t.startOffset >= d.range.start.offset);
  const before = tokens[at - 1];
  /** The token the error is at. */
  const atToken = tokens[at];
  const joined = stepsAfterColon(tokens, at);
  if (joined !== undefined) return asBlock(d, joined, statement, text, lines);
  const leftover = at > 0 && d.message.endsWith(stepOrBlockEndTail(everyGameStepExamples)) ? tokens[at] : undefined;
  if (leftover !== undefined && before !== undefined) return afterStep(d, leftover, before, tokens.slice(at + 1), statement, text, lines, words);
  // `if … then STEP`: the condition ends with `:` (or a block); `then` is a formula's `if … then … else`.
  if (atToken?.image === 'then' && before !== undefined && tokens.slice(0, at).some((t) => t.image === 'if') && d.message.includes('expected `:`')) {
    const range = lines.range((before.endOffset ?? before.startOffset) + 1, (atToken.endOffset ?? atToken.startOffset) + 1);
    const written = `${spanText(text, tokens.slice(tokens.map((t) => t.image).lastIndexOf('if', at), at))}: ${spanText(text, tokens.slice(at + 1))}`;
    return { diagnostic: { ...d, message: `An \`if\` step's condition ends with \`:\`, not \`then\`: \`${written}\``, range: tokensRange(lines, atToken, atToken), fixes: [replaceWith(range, ':', 'Replace `then` with `:`')], reference: 'step-if' }, whole: true };
  }
  const prose = proseComparison(tokens, at);
  if (prose !== undefined) {
    const { is, last, op, subject, value } = prose;
    const message = valueTestedWithIs(spanText(text, subject), spanText(text, value), op);
    const phrase = spanText(text, tokens.slice(tokens.indexOf(is), tokens.indexOf(last) + 1));
    return { diagnostic: { ...d, message, range: tokensRange(lines, is, value[value.length - 1] ?? last), fixes: [replaceWith(tokensRange(lines, is, last), op, `Replace \`${phrase}\` with \`${op}\``)] }, whole: true };
  }
  // `until end of next turn`: whose next turn, which the duration says.
  if (atToken?.image === 'next' && before?.image === 'of' && tokens[at + 1]?.image === 'turn') {
    const range = lines.range(atToken.startOffset, atToken.startOffset);
    return { diagnostic: { ...d, message: 'A duration says whose next turn it lasts to: `until end of your next turn` or `until end of opponent\'s next turn`', range: tokensRange(lines, atToken, atToken), fixes: [replaceWith(range, 'your ', 'Insert `your`')], reference: durations.id }, whole: true };
  }
  // `… for this turn`: the `for` was read as a `for each` step's, so the error is at `this`; it is the step's duration.
  const forWord = tokens[at - 1];
  const beforeFor = tokens[at - 2];
  if (forWord?.image === 'for' && beforeFor !== undefined && atToken?.image === 'this' && tokens[at + 1]?.image === 'turn') return afterStep(d, forWord, beforeFor, tokens.slice(at), statement, text, lines, words);
  const second = tokens[1];
  // A step's first word: the line's, or the first after an `if`'s or an ability's `:`.
  const stepStart = at === 0 || before?.image === ':';
  const noStepHere = stepStart && d.message.includes('an effect step');
  const command = atToken !== undefined && noStepHere ? commandOf(atToken.image, words.stepWords) : undefined;
  if (atToken !== undefined && command !== undefined) {
    // Rules text says what a card does (`deals 3 damage`); a step says what to do (`deal 3 damage`).
    const range = tokensRange(lines, atToken, atToken);
    const written = `${command}${text.slice((atToken.endOffset ?? atToken.startOffset) + 1, (tokens[tokens.length - 1]?.endOffset ?? 0) + 1)}`;
    return {
      diagnostic: { ...d, message: `A step is written as a command: \`${command}\`, not \`${atToken.image}\` (\`${written}\`)`, range, fixes: [replaceWith(range, command)] },
      whole: true,
    };
  }
  const levelUp = noStepHere ? levelUpStep(tokens.slice(at), text, words) : undefined;
  if (levelUp !== undefined) {
    const range = statementRange(lines, tokens.slice(at));
    return { diagnostic: { ...d, message: `A unit is given a level by the step \`${levelUp}\` (\`levels up\` is a trigger's moment: \`when this levels up: …\`)`, range, fixes: [replaceWith(range, levelUp)], reference: levelUpEntry }, whole: true };
  }
  const plainWord = !keywords.has(lead.image) && /^[a-z]/.test(lead.image);
  if (plainWord && d.message.includes('an effect step') && second?.image !== '.' && second?.image !== ':') {
    const near = closest(lead.image, words.stepWords);
    const expected = words.stepExamples.length === 0 ? 'this game has no effect steps' : `expected an effect step such as ${orList(words.stepExamples.map((w) => `\`${w}\``))}`;
    return {
      diagnostic: {
        ...d,
        message: `\`${lead.image}\` does not start an effect step: ${expected}${near ? `; did you mean \`${near}\`?` : ''}${words.statChange ? ` (or a unit's stat: \`${words.statChange}\`)` : ''}`,
        range: tokensRange(lines, lead, lead),
      },
      whole: true,
    };
  }
  if (isSide(lead) && at > 1 && d.message.startsWith('Expected `}`')) {
    const word = tokens[at] as IToken;
    return { diagnostic: { ...d, message: `\`${word.image}\` is more than the action takes: an action reads \`${scenarioAction.form.split('|')[0]?.trim()}\` (a choice is given by name: \`target: NAME\`)`, reference: scenarioAction.id }, whole: true };
  }
  const comma = tokens[tokens.length - 1];
  if (comma?.image === ',' && tokens.length === 3 && /^\d+$/.test(lead.image) && tokens[1]?.image.startsWith('"') && brokeList(d)) {
    const written = spanText(text, tokens.slice(0, 2));
    const range = tokensRange(lines, lead, comma);
    return { diagnostic: { ...d, message: `A card list has one card per line, with no commas: \`${written}\``, range, fixes: [replaceWith(range, written, 'Remove the comma')] }, whole: true };
  }
  const separator = atToken === undefined ? undefined : statSeparators.get(atToken.image);
  const list = atToken !== undefined && separator !== undefined ? statsListAround(allTokens, atToken) : undefined;
  if (atToken !== undefined && separator !== undefined && list !== undefined) {
    // `stats { AGI 6, ATK 1 }`, `stats { AGI: 6 … }`: a list as prose or data writes it. A list on one line
    // gets one fix for all its separators.
    const message = atToken.image === ',' ? 'Stats are listed with no commas between them' : `A stat's number follows its name, with no ${separator.one} between them`;
    if (list.close === undefined || list.close.startLine !== list.stats.startLine) {
      const range = tokensRange(lines, atToken, atToken);
      // One space is left between the name and the number (`AGI: 6`, `AGI = 6`, `AGI:6` → `AGI 6`).
      const spaceBefore = /\s/.test(text[atToken.startOffset - 1] ?? ' ');
      const spaceAfter = /\s/.test(text[range.end.offset] ?? ' ');
      const removed = spaceBefore && spaceAfter && text[range.end.offset] === ' ' ? lines.range(range.start.offset, range.end.offset + 1) : range;
      return { diagnostic: { ...d, message, range, fixes: [replaceWith(removed, spaceBefore || spaceAfter ? '' : ' ', `Remove the ${separator.one}`)] }, whole: false };
    }
    const range = tokensRange(lines, list.stats, list.close);
    const written = text.slice(range.start.offset, range.end.offset).replace(/\s*[,:=]\s*/g, ' ');
    return { diagnostic: { ...d, message: `${message}: \`${written}\``, range, fixes: [replaceWith(range, written, `Remove the ${separator.plural}`)] }, whole: true };
  }
  const listed = cardListLine(tokens, text);
  if (listed !== undefined && brokeList(d)) {
    const range = statementRange(lines, tokens);
    return {
      diagnostic: { ...d, message: `${listed.why}: \`${listed.written}\``, range, fixes: [replaceWith(range, listed.written)] },
      whole: true,
    };
  }
  const unknownClause = at === 0 ? cardLineStartingNone(d, lead, second, words) : undefined;
  if (unknownClause !== undefined) return { diagnostic: { ...d, message: unknownClause, range: tokensRange(lines, lead, lead) }, whole: true };
  // `wen this is summoned: …`: the first word is read as a card property and the line breaks further on.
  const opener = plainWord && second?.image !== '.' ? closest(lead.image, abilityOpeners) : undefined;
  if (opener !== undefined) {
    return {
      diagnostic: { ...d, message: `\`${lead.image}\` starts no clause or ability; did you mean \`${opener}\`?`, range: tokensRange(lines, lead, lead) },
      whole: true,
    };
  }
  const equals = tokens[at];
  if (equals?.image === '=' && before?.image === '=' && before.startOffset + 1 === equals.startOffset) {
    const range = lines.range(before.startOffset, equals.startOffset + 1);
    return { diagnostic: { ...d, message: 'A comparison is written with one `=` (`you.health = 3`), or `!=`, `<`, `<=`, `>`, `>=`', range, fixes: [replaceWith(range, '=', 'Replace `==` with `=`')] }, whole: false };
  }
  if (equals?.image === '=' && before !== undefined && compoundOps.has(before.image) && before.startOffset + 1 === equals.startOffset) {
    // `caster.SPD += 2`: a programmer's compound assignment; a stat change is already one.
    const range = lines.range(before.startOffset, equals.startOffset + 1);
    const op = before.image;
    return { diagnostic: { ...d, message: `A stat change is written with \`${op}\` alone: \`${op}=\` is not needed (\`caster.SPD ${op} 2\`)`, range, fixes: [replaceWith(range, op, `Replace \`${op}=\` with \`${op}\``)] }, whole: false };
  }
  // `your RCC = 0.7`: a game rule changed as an assignment writes it; the continuous effect says `is`.
  const owner = tokens[at - 2];
  if (equals?.image === '=' && owner !== undefined && ruleOwners.has(owner.image) && (at === 2 || tokens[at - 3]?.image === ':') && tokens[at + 1] !== undefined) {
    const range = tokensRange(lines, equals, equals);
    const written = `${spanText(text, tokens.slice(at - 2, at))} is ${spanText(text, tokens.slice(at + 1))}`;
    return { diagnostic: { ...d, message: `A game rule's value is given with \`is\`: \`${written}\``, range, fixes: [replaceWith(range, 'is')], reference: 'ability-continuous' }, whole: true };
  }
  if (tokens[at]?.image === 'damage' && tokens[at - 1]?.image === 'with') {
    return { diagnostic: { ...d, message: 'Name the damage type before `damage`: `with physical damage = …` or `with magical damage = …` (the ruleset\'s `damage-type`s)', reference: 'ruleset-damage-type' }, whole: false };
  }
  const wordList = listedProperty(tokens, at, words);
  if (wordList !== undefined) {
    const range = statementRange(lines, tokens);
    return { diagnostic: { ...d, message: wordList.message, range, fixes: [replaceWith(range, wordList.written)] }, whole: true };
  }
  const signed = signedProperty(tokens, at, words);
  if (signed !== undefined) {
    const range = statementRange(lines, tokens);
    return { diagnostic: { ...d, message: signed.message, range, fixes: [replaceWith(range, signed.written)] }, whole: true };
  }
  const trigger = inGameTrigger(d, tokens, at, words);
  if (trigger !== undefined) return { diagnostic: { ...d, message: trigger }, whole: false };
  const entry = words.ledBy.get(lead.image);
  const typed = atToken !== undefined && expectedWord(d.message, atToken) === 'damage' ? amountBeforeType(tokens, at, text, entry?.form) : undefined;
  if (typed !== undefined) {
    const range = statementRange(lines, tokens);
    return { diagnostic: { ...d, message: `This game's damage names its type first and its amount after \`=\`: \`${typed}\``, range, fixes: [replaceWith(range, typed)], reference: entry?.id }, whole: true };
  }
  const message = inGameTail(d.message, words);
  const fixes = linkWordFix(d, tokens, at, lines, entry?.form);
  if (entry && !message.includes(entry.form)) {
    return { diagnostic: { ...d, message: `${message} — the ${entry.category === 'effect-step' ? 'step' : entry.category === 'step-option' ? 'option' : 'clause'} reads \`${entry.form}\``, reference: entry.id, ...fixes }, whole: false };
  }
  return message === d.message && fixes.fixes === undefined ? undefined : { diagnostic: { ...d, message, ...fixes }, whole: false };
}

/**
 * A file's syntax diagnostics (L0003) in the designer's words; `structural` ones (the builder's, such as
 * L0404 "not part of an action card") pass unchanged, except on a statement with a syntax error, where they
 * only echo it (the builder judged what the recovery made of the line: `wen this is summoned` read as a
 * property whose value "is a condition").
 */
export function inDesignerWords(syntax: Diagnostic[], structural: Diagnostic[], tokens: readonly IToken[], text: string, lines: LineMap, words: DesignerWords = everyGamesWords): Diagnostic[] {
  const out: Diagnostic[] = [];
  /** The last error rephrased a statement as a whole: a brace the parser then trips over is its echo too. */
  let braceEcho = false;
  /**
   * The last token of a statement the last error rephrased as a whole: the recovery may read its last word
   * on as the start of something (`wing` in `traits fire, wing`, taken for a property whose value is the
   * next line's `stats`), and an error that still wanted more of it, at the next token, is that misreading.
   */
  let wholeEnd: IToken | undefined;
  /**
   * Statements that already have their error: the parser's recovery reads the rest of a broken line as
   * something else and trips again (after `when this enters battle:` it tried `you gain 2 atk` as a
   * choice), so a second error on the same statement is that misreading, not a second mistake.
   */
  const reported = new Set<number>();
  const articles = new Set(syntax.filter((d) => d.code === 'L0014').map((d) => d.range.start.offset));
  for (const d of syntax) {
    if (d.code === 'L0014') {
      // The parser skipped the word and read the line on: a mistake of its own, not one that ends the line's reading.
      out.push(articleMessage(d, articles, tokens, text, lines));
      continue;
    }
    if (d.code !== 'L0003') {
      out.push(d);
      continue;
    }
    if (d.message === fileEndsOpen) {
      // Told whatever came before: a `{` really left open is a mistake of its own (and the last line's).
      const open = unclosedBrace(d, tokens, text, lines);
      if (open !== undefined) out.push(open);
      else if (reported.size === 0) out.push(d);
      continue;
    }
    if (d.message.startsWith(endsBeforeLinePrefix)) {
      // A card or block that ends before a line as far left as its own (its `}` left out): which `{` it is, as at the end of a file.
      const open = unclosedBrace(d, tokens, text, lines, d.range.start.offset);
      out.push(open ?? d);
      if (open !== undefined) braceEcho = true;
      continue;
    }
    const statement = statementOf(tokens, d.range.start.offset);
    if (statement !== undefined && reported.has(statement.line)) continue;
    if (braceEcho && isBraceAt(tokens, d.range.start.offset)) continue;
    if (wholeEnd !== undefined && readOnFrom(wholeEnd, d, tokens)) continue;
    wholeEnd = undefined;
    // A `}` left over at the end after an error inside the card: the recovery closed the card early.
    if (reported.size > 0 && isBraceAt(tokens, d.range.start.offset) && d.message.endsWith(declarationExpected)) continue;
    braceEcho = false;
    if (statement !== undefined) reported.add(statement.line);
    const unlisted = statement ? (deckCardsOutsideList(tokens, statement, d, text, lines) ?? deckListMisnamed(tokens, statement, d, lines)) : undefined;
    if (unlisted !== undefined) {
      out.push(unlisted);
      braceEcho = true;
      continue;
    }
    // A choice written without its `:` breaks its own line or, read on, the next one's first word.
    const choice = statement ? choiceWithoutColon(tokens, statement, d, words.stepWords) : undefined;
    if (choice !== undefined) {
      // Told once: from the line's own error, or from the next line's when the line itself read.
      if (choice !== statement && reported.has(choice.line)) continue;
      reported.add(choice.line);
      out.push(choiceMessage(d, choice, text, lines));
      braceEcho = true;
      continue;
    }
    const better = statement ? rephrase(d, statement, tokens, text, lines, words) : undefined;
    out.push(better?.diagnostic ?? d);
    if (better?.whole) {
      braceEcho = true;
      wholeEnd = statement?.tokens[statement.tokens.length - 1];
    }
  }
  const continuing = reported.size > 0 && structural.length > 0 ? continuationLines(tokens, reported) : new Set<number>();
  const unechoed = structural.filter((d) => !reported.has(d.range.start.line) && !continuing.has(d.range.start.line));
  return [...out, ...inWordsStructural(unechoed, tokens, text, lines, words)];
}

/**
 * The lines that continue a broken statement: further in than its first word, up to the next line as far
 * left (a step's options, `crit x1.5` under `heal target for 10`). The recovery read such a line as a
 * statement of its own, and what the builder said of it ("Say which property of `crit` changes") echoes
 * the broken line. A statement that opens a block (`… {`) has lines of its own below it, not continuations.
 * One pass over the tokens, however many diagnostics.
 */
function continuationLines(tokens: readonly IToken[], reported: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  let owner: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as IToken;
    const previous = tokens[i - 1];
    if (previous !== undefined && previous.startLine === t.startLine) continue;
    const column = t.startColumn ?? 0;
    if (owner !== undefined && column > owner) {
      out.add(t.startLine ?? 0);
      continue;
    }
    owner = reported.has(t.startLine ?? 0) && lastOnLine(tokens, i)?.image !== '{' ? column : undefined;
  }
  return out;
}

/** The last token on the line of `tokens[first]`. */
function lastOnLine(tokens: readonly IToken[], first: number): IToken | undefined {
  let i = first;
  while (tokens[i + 1] !== undefined && tokens[i + 1]?.startLine === tokens[first]?.startLine) i++;
  return tokens[i];
}

/** True when `d` is at the token right after `end` and is the message of a construct that wanted more (which began at or before `end`). */
function readOnFrom(end: IToken, d: Diagnostic, tokens: readonly IToken[]): boolean {
  const at = firstAtOrAfter(tokens, d.range.start.offset);
  return tokens[at - 1] === end && expectedWhereFound(d.message, showToken(tokens[at])) !== undefined;
}

/**
 * The builder's diagnostics, with two changes joined by `and` in a continuous effect (`your fighter gets
 * ATK +1 and DEF +1`: read as one value `1 and DEF + 1`, which gave "Expected a condition here …" twice
 * and "Expected a value here …" once) told as one mistake, with the fix that writes them on two lines.
 */
function inWordsStructural(structural: Diagnostic[], tokens: readonly IToken[], text: string, lines: LineMap, words: DesignerWords): Diagnostic[] {
  const told = new Set<number>();
  /** Lines not of that shape: a line is looked at once, however many mix-ups it has (a 5,000-term formula can have thousands). */
  const other = new Set<number>();
  const out: Diagnostic[] = [];
  for (const d of structural) {
    const line = d.range.start.line;
    const kindMismatch = d.code === 'L0010' || d.code === 'L0011';
    if (kindMismatch && told.has(line)) continue;
    const statement = kindMismatch && !other.has(line) ? statementOf(tokens, d.range.start.offset) : undefined;
    const joined = statement ? (joinedChanges(d, statement, text, lines) ?? listedWithAnd(d, statement, lines, words)) : undefined;
    if (joined !== undefined) told.add(line);
    else if (kindMismatch) other.add(line);
    out.push(joined ?? d);
  }
  return out;
}

const getsWords = new Set(['get', 'gets']);

/** `SUBJECT gets A and B` → one diagnostic: one change per line, with the fix `SUBJECT gets A` / `SUBJECT gets B`. */
function joinedChanges(d: Diagnostic, statement: Statement, text: string, lines: LineMap): Diagnostic | undefined {
  const tokens = statement.tokens;
  const gets = tokens.findIndex((t) => getsWords.has(t.image));
  const and = tokens.findIndex((t, i) => i > gets + 1 && t.image === 'and');
  const lead = tokens[0];
  if (gets < 1 || and < 0 || and + 1 >= tokens.length || lead === undefined) return undefined;
  const subject = spanText(text, tokens.slice(0, gets + 1));
  const first = spanText(text, tokens.slice(gets + 1, and));
  const second = spanText(text, tokens.slice(and + 1));
  const indent = lineIndent(text, lead.startOffset);
  const written = `${subject} ${first}\n${indent}${subject} ${second}`;
  const range = statementRange(lines, tokens);
  const joiner = tokens[and] as IToken;
  return {
    ...d,
    message: `One change per line: \`and\` joins conditions, not changes; write \`${subject} ${second}\` on a line of its own`,
    range: tokensRange(lines, joiner, joiner),
    fixes: [replaceWith(range, written, 'Write each change on its own line')],
  };
}

/** Words a designer joins two steps on one line with (`draw 2 cards then discard 1`). */
const joiners = new Set(['then', 'and']);

/**
 * What is left of a line after its step, where no step starts: two steps joined on one line (`draw 2
 * cards then discard 1`) get one per line, with the fix; anything else is more than the step takes.
 */
function afterStep(d: Diagnostic, leftover: IToken, before: IToken, rest: readonly IToken[], statement: Statement, text: string, lines: LineMap, words: DesignerWords): Rephrased {
  const lead = statement.tokens[0] as IToken;
  const next = rest[0];
  // The step is what follows the last `:` before the leftover (`when …: deal 2 damage …`), or the line.
  const colon = statement.tokens.slice(0, statement.tokens.indexOf(leftover)).map((t) => t.image).lastIndexOf(':');
  const stepLead = statement.tokens[colon + 1] ?? lead;
  if (joiners.has(leftover.image) && next !== undefined) {
    const indent = lineIndent(text, lead.startOffset);
    const range = lines.range((before.endOffset ?? before.startOffset) + 1, next.startOffset);
    const step = spanText(text, statement.tokens.slice(0, statement.tokens.indexOf(leftover)));
    return {
      diagnostic: { ...d, message: `One step per line: \`${step}\` ends here, and \`${spanText(text, [...rest])}\` goes on the next line (no \`${leftover.image}\`: steps happen in order)`, range: tokensRange(lines, leftover, leftover), fixes: [replaceWith(range, `\n${indent}`, 'Put the next step on its own line')] },
      whole: true,
    };
  }
  const afterLead = statement.tokens[colon + 2];
  const entry = words.ledBy.get(stepLead.image) ?? (afterLead !== undefined && afterLead !== leftover ? words.afterUnit.get(afterLead.image) : undefined);
  const form = entry ? `: the ${entry.category === 'effect-step' ? 'step' : 'clause'} reads \`${entry.form}\`` : '';
  // `this turn`, `for this turn`: the rest of the turn, which the language writes `until end of turn`.
  const thisTurn = (leftover.image === 'for' ? rest.slice(0, 2) : [leftover, ...rest.slice(0, 1)]).map((t) => t.image).join(' ') === 'this turn';
  if (thisTurn && entry?.form.includes('[DURATION]')) {
    const last = leftover.image === 'for' ? rest[1] : rest[0];
    const range = tokensRange(lines, leftover, last ?? leftover);
    const step = spanText(text, statement.tokens.slice(colon + 1, statement.tokens.indexOf(leftover)));
    return {
      diagnostic: { ...d, message: `A change for the rest of the turn lasts \`until end of turn\`: \`${step} until end of turn\``, range, fixes: [replaceWith(range, 'until end of turn')], reference: durations.id },
      whole: true,
    };
  }
  // `for 1 turn`, the way a card's text might say it: the step takes a duration, written another way.
  const duration = leftover.image === 'for' && entry?.form.includes('[DURATION]') ? `, where a duration is \`${durations.form.split(' | ').slice(0, 3).join('`, `')}\` …` : '';
  return { diagnostic: { ...d, message: `\`${leftover.image}\` is more than the step takes${form}${duration}`, reference: entry?.id ?? d.reference }, whole: true };
}

/** Words that open a triggered ability, whose `:` takes one step (`when this is summoned: draw 1 card`). */
const triggerOpeners = new Set(['when', 'whenever', 'at']);

/** A triggered ability's `:` followed by two steps joined by `and`/`then`, when the error (at index `at`) is at the joiner or just after it. */
function stepsAfterColon(tokens: readonly IToken[], at: number): { head: IToken[]; first: IToken[]; joiner: IToken; second: IToken[] } | undefined {
  const lead = tokens[0];
  if (lead === undefined || !triggerOpeners.has(lead.image)) return undefined;
  const colon = tokens.findIndex((t) => t.image === ':');
  const join = tokens.findIndex((t, i) => i > colon + 1 && joiners.has(t.image));
  const joiner = tokens[join];
  if (colon < 1 || joiner === undefined || join + 1 >= tokens.length || (at !== join && at !== join + 1)) return undefined;
  return { head: tokens.slice(0, colon), first: tokens.slice(colon + 1, join), joiner, second: tokens.slice(join + 1) };
}

/** `when …: a and b` → the same ability with a block of the two steps, one per line (message and fix). */
function asBlock(d: Diagnostic, joined: NonNullable<ReturnType<typeof stepsAfterColon>>, statement: Statement, text: string, lines: LineMap): Rephrased {
  const tokens = statement.tokens;
  const lead = tokens[0] as IToken;
  const indent = lineIndent(text, lead.startOffset);
  const head = spanText(text, joined.head);
  const written = `${head} {\n${indent}  ${spanText(text, joined.first)}\n${indent}  ${spanText(text, joined.second)}\n${indent}}`;
  const range = statementRange(lines, tokens);
  return {
    diagnostic: {
      ...d,
      message: `After \`:\` an ability takes one step; for more, write them in a block, one per line (no \`${joined.joiner.image}\`): \`${head} { … }\``,
      range: tokensRange(lines, joined.joiner, joined.joiner),
      fixes: [replaceWith(range, written, 'Write the steps in a block')],
    },
    whole: true,
  };
}

/** A property written with a sign, `atk +1` (the error at the `+`): the value as the game writes it. */
function signedProperty(tokens: readonly IToken[], at: number, words: DesignerWords): { message: string; written: string } | undefined {
  const [property, plus, amount] = tokens;
  if (tokens.length !== 3 || at !== 1 || plus?.image !== '+' || property === undefined || amount === undefined || !/^[a-z][\w-]*$/i.test(property.image) || !/^\d+$/.test(amount.image)) return undefined;
  const own = words.signedValue(property.image, amount.image);
  const written = `${property.image} ${own?.written ?? amount.image}`;
  return { written, message: own ? `\`+${amount.image}\` is written \`${own.written}\` here (${own.meaning}): \`${written}\`` : `A value is written without \`+\`: \`${written}\`` };
}

/**
 * An error in the trigger of a game whose abilities begin in a few ways (the mana duel's monsters know
 * three moments): those ways, instead of every event the grammar reads (`dies` → "this game's triggered
 * abilities begin `when this is summoned:`, …"), and the closest word of them; after the parser's
 * "Expected `play` but found `battle`", which already names the word that fits.
 */
function inGameTrigger(d: Diagnostic, tokens: readonly IToken[], at: number, words: DesignerWords): string | undefined {
  const [lead] = tokens;
  const word = tokens[at];
  const colon = tokens.findIndex((t) => t.image === ':');
  if (words.triggerForms.length === 0 || lead === undefined || word === undefined || !triggerOpeners.has(lead.image) || (colon >= 0 && at > colon)) return undefined;
  const forms = `this game's triggered abilities begin ${orList(words.triggerForms.map((f) => `\`${f}\``))}`;
  // "Expected `play` but found `battle`" names the one word that fits: kept, with the forms after it.
  if (d.message.startsWith('Expected')) return `${d.message}: ${forms}`;
  if (!d.message.startsWith('Unexpected')) return undefined;
  const formWords = [...new Set(words.triggerForms.flatMap((f) => f.replace(':', '').split(' ')))];
  const near = formWords.includes(word.image) ? undefined : closest(word.image, formWords);
  return `Unexpected \`${word.image}\` in a trigger: ${forms}${near ? `; did you mean \`${near}\`?` : ''}`;
}

/**
 * A deck whose cards are listed straight inside it (`deck "X" {` then `3 "Tall Crane"`): the list goes in
 * `main { … }`. The fix wraps the card lines that follow the deck's `{` in one.
 */
function deckCardsOutsideList(tokens: readonly IToken[], statement: Statement, d: Diagnostic, text: string, lines: LineMap): Diagnostic | undefined {
  const first = statement.tokens[0];
  if (first === undefined || !d.message.startsWith('Expected `}`') || !isCountLine(statement.tokens)) return undefined;
  const at = firstAtOrAfter(tokens, first.startOffset);
  if (tokens[at - 1]?.image !== '{' || tokens[at - 3]?.image !== 'deck') return undefined;
  let last = statement;
  for (let next = statementAfter(tokens, last); next !== undefined && isCountLine(next.tokens); next = statementAfter(tokens, next)) last = next;
  const lineStart = lineStartOf(text, first.startOffset);
  const indent = lineIndent(text, first.startOffset);
  const lastToken = last.tokens[last.tokens.length - 1] as IToken;
  const end = (lastToken.endOffset ?? lastToken.startOffset) + 1;
  const listed = text.slice(lineStart, end).split('\n').map((l) => `  ${l}`).join('\n');
  const range = lines.range(lineStart, end);
  return {
    ...d,
    message: 'A deck lists its cards in `main { … }`: `main {` before the first card, `}` after the last',
    range: tokensRange(lines, first, first),
    fixes: [replaceWith(range, `${indent}main {\n${listed}\n${indent}}`, 'Put the cards in `main { … }`')],
  };
}

/** A deck's list under another name (`cards {`, `list {`): the list is `main { … }`, and the fix renames it. */
function deckListMisnamed(tokens: readonly IToken[], statement: Statement, d: Diagnostic, lines: LineMap): Diagnostic | undefined {
  const [word, brace] = statement.tokens;
  if (word === undefined || brace?.image !== '{' || !d.message.startsWith('Expected `}`') || word.startOffset !== d.range.start.offset || !/^[a-z]/.test(word.image)) return undefined;
  const at = firstAtOrAfter(tokens, word.startOffset);
  if (tokens[at - 1]?.image !== '{' || tokens[at - 3]?.image !== 'deck') return undefined;
  const range = tokensRange(lines, word, word);
  return { ...d, message: `A deck lists its cards in \`main { … }\`, not \`${word.image} { … }\``, range, fixes: [replaceWith(range, 'main')] };
}

/** A card list's line: a count, then a quoted name (`3 "Tall Crane"`). */
function isCountLine(line: readonly IToken[]): boolean {
  return line.length === 2 && /^\d+$/.test(line[0]?.image ?? '') && (line[1]?.image.startsWith('"') ?? false);
}


/**
 * The line of a choice written without its `:` (`target your summon`, `target = any monster`), when the
 * error is on that line or at the first word of the next (what the line was read as went on there).
 */
function choiceWithoutColon(tokens: readonly IToken[], statement: Statement, d: Diagnostic, stepWords: readonly string[]): Statement | undefined {
  if (isChoiceShape(statement.tokens, stepWords)) return statement;
  const first = statement.tokens[0];
  if (first === undefined || first.startOffset !== d.range.start.offset) return undefined;
  const previous = tokens[firstAtOrAfter(tokens, first.startOffset) - 1];
  const above = previous ? statementOf(tokens, previous.startOffset) : undefined;
  return above && isChoiceShape(above.tokens, stepWords) ? above : undefined;
}

/** A choice's tokens from its name on: a `choose` step's choice follows `choose`. */
function fromChoiceName(line: readonly IToken[]): readonly IToken[] {
  return line[0]?.image === 'choose' ? line.slice(1) : line;
}

/** A line that reads as a choice without its `:`: a lowercase name, not a step's word (`search your deck …` is a step gone wrong), then a selector. */
function isChoiceShape(line: readonly IToken[], stepWords: readonly string[]): boolean {
  const [name, second, third] = fromChoiceName(line);
  return name !== undefined && second !== undefined && third !== undefined && /^[a-z][\w-]*$/.test(name.image) && selectorStarts.has(second.image) && !line.some((t) => t.image === ':' || t.image === '{') && !stepWords.includes(name.image) && commandOf(name.image, stepWords) === undefined;
}

function choiceMessage(d: Diagnostic, choice: Statement, text: string, lines: LineMap): Diagnostic {
  const own = fromChoiceName(choice.tokens);
  const [name, second] = own as [IToken, IToken, ...IToken[]];
  const selector = spanText(text, own.slice(second.image === '=' ? 2 : 1));
  const written = `${own === choice.tokens ? '' : 'choose '}${name.image}: ${selector}`;
  const range = statementRange(lines, choice.tokens);
  return {
    ...d,
    message: `A choice is written with \`:\` after its name: \`${written}\``,
    range,
    fixes: [replaceWith(range, written)],
    reference: 'clause-choice',
  };
}

/**
 * Prose's `the` (`to the opponent`), or `this` in `until end of this turn`: the line as the language
 * writes it, without it (and without the line's other such words, at `articles`' offsets), and the fix
 * that takes this one out.
 */
function articleMessage(d: Diagnostic, articles: ReadonlySet<number>, tokens: readonly IToken[], text: string, lines: LineMap): Diagnostic {
  const at = firstAtOrAfter(tokens, d.range.start.offset);
  const article = tokens[at];
  const next = tokens[at + 1];
  const statement = statementOf(tokens, d.range.start.offset);
  if (article === undefined || next === undefined || statement === undefined) return d;
  // The statement's text in runs between the articles left out, joined by one space; on a line holding a
  // whole block (`reaction R { when the … }`), only the part between its braces.
  const own = statement.tokens.indexOf(article);
  const opened = statement.tokens.slice(0, own).findLastIndex((t) => t.image === '{');
  const closed = statement.tokens.findIndex((t, i) => i > own && t.image === '}');
  const runs: IToken[][] = [[]];
  for (const t of statement.tokens.slice(opened + 1, closed < 0 ? undefined : closed)) {
    if (articles.has(t.startOffset)) runs.push([]);
    else runs[runs.length - 1]?.push(t);
  }
  const shown = runs.map((run) => spanText(text, run)).filter((s) => s !== '').join(' ');
  const message = article.image === 'the' ? articleLeftIn : `The language writes no \`${article.image}\` here`;
  return { ...d, message: `${message}: \`${shown}\``, fixes: [replaceWith(lines.range(article.startOffset, next.startOffset), '', `Remove \`${article.image}\``)] };
}

/**
 * A card's line whose first word starts no clause (`attack 3` for the chain duel's `atk 3`), as the
 * parser says it (`clauseOrCardEnd`, or the clause alternatives' "in a card clause"): said with the
 * nearest of the game's clause words, not the list of every clause keyword of every game.
 */
function cardLineStartingNone(d: Diagnostic, lead: IToken, second: IToken | undefined, words: DesignerWords): string | undefined {
  if (!d.message.includes(' in a card clause') && !d.message.startsWith(clauseOrCardEnd(lead))) return undefined;
  // `hp 7`: a stat whose name is a keyword (a plain word is read as a property line, which the checker tells).
  if (words.statWords.includes(lead.image)) return `\`${lead.image}\` is a stat: a card's stats are written together in \`stats { … }\` (\`stats { ${lead.image} ${second?.image ?? 'N'} … }\`), not as lines of their own`;
  const near = closest(lead.image, [...abilityOpeners, ...words.cardWords]);
  if (near !== undefined) return `\`${lead.image}\` starts no clause of the card; did you mean \`${near}\`?`;
  if (words.stepWords.includes(lead.image)) return `\`${lead.image}\` starts an effect step, which is written inside the card's \`effect { … }\` (or after an ability's \`:\`)`;
  return `\`${lead.image}\` starts no clause of the card: a card's lines are its properties, choices, \`effect { … }\` and abilities, one on each line`;
}

/** The `stats { … }` list `token` is inside: its `stats` and its `}` (undefined when the `}` is missing); undefined outside one. */
function statsListAround(tokens: readonly IToken[], token: IToken): { stats: IToken; close: IToken | undefined } | undefined {
  const at = firstAtOrAfter(tokens, token.startOffset);
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= 0 && open < 0; i--) {
    const image = (tokens[i] as IToken).image;
    if (image === '}') depth++;
    else if (image === '{' && depth-- === 0) open = i;
  }
  const stats = tokens[open - 1];
  if (open < 0 || stats?.image !== 'stats') return undefined;
  for (let i = at + 1; i < tokens.length; i++) {
    const image = (tokens[i] as IToken).image;
    if (image === '}') return { stats, close: tokens[i] };
    if (image === '{') break;
  }
  return { stats, close: undefined };
}

/** The parser's "expected an effect step such as …, or `}`" (messages.ts) with the game's own steps as examples. */
function inGameTail(message: string, words: DesignerWords): string {
  const parsers = stepOrBlockEndTail(everyGameStepExamples);
  return message.endsWith(parsers) ? message.slice(0, -parsers.length) + stepOrBlockEndTail(words.stepExamples) : message;
}

function isBraceAt(tokens: readonly IToken[], offset: number): boolean {
  return tokens.find((t) => t.startOffset >= offset)?.image === '}';
}
