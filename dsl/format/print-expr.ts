/**
 * Printing formulas, conditions, selectors and durations back to canonical `.smith` text.
 * Parentheses are added exactly where re-parsing would otherwise group differently, so
 * `parse(print(ast))` gives the same AST.
 */
import type { Condition, Duration, Expr, Filter, Name, Selector } from '../ast';

const binaryPrecedence: Record<string, number> = { '+': 5, '-': 5, '*': 6, '/': 6, '^': 8 };
const atomPrecedence = 10;
const wordPattern = /^[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:'s)?$/;

export function printName(name: Name): string {
  if (name.quoted || !wordPattern.test(name.text)) return quote(name.text);
  return name.text;
}

export function quote(text: string): string {
  return '"' + text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
}

export function printNumber(value: number): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(15)));
}

/** Precedence of an expression as printed (higher binds tighter). */
function exprPrecedence(expr: Expr): number {
  switch (expr.kind) {
    case 'Binary': return binaryPrecedence[expr.op] ?? 5;
    case 'Unary': return 7;
    case 'If': return 0;
    default: return atomPrecedence;
  }
}

export function printExpr(expr: Expr, minPrecedence = 0): string {
  const text = printExprBare(expr);
  return exprPrecedence(expr) < minPrecedence ? `(${text})` : text;
}

function printExprBare(expr: Expr): string {
  switch (expr.kind) {
    case 'Number': return printNumber(expr.value);
    case 'Percent': return `${printNumber(expr.value)}%`;
    case 'Ref': return expr.path.map(printName).join('.');
    case 'Call': return `${printName(expr.fn)}(${expr.args.map((a) => printExpr(a)).join(', ')})`;
    case 'Unary': return `-${printExpr(expr.operand, 8)}`;
    case 'If': return `if ${printCondition(expr.condition)} then ${printExpr(expr.then)} else ${printExpr(expr.else)}`;
    case 'Binary': {
      const prec = binaryPrecedence[expr.op] ?? 5;
      const rightAssoc = expr.op === '^';
      const left = printExpr(expr.left, rightAssoc ? prec + 1 : prec);
      const right = printExpr(expr.right, rightAssoc ? prec : prec + 1);
      return `${left} ${expr.op} ${right}`;
    }
  }
}

/** An operand position (`within 6 of caster`, the subject of `is`): anything but a plain atom is parenthesized. */
export function printOperand(expr: Expr): string {
  return printExpr(expr, atomPrecedence);
}

function conditionPrecedence(cond: Condition): number {
  switch (cond.kind) {
    case 'Or': return 1;
    case 'And': return 2;
    case 'Not': return 3;
    case 'Compare': return 4;
    case 'Is': return 4;
    default: return atomPrecedence;
  }
}

export function printCondition(cond: Condition, minPrecedence = 0): string {
  let text = printConditionBare(cond);
  let prec = conditionPrecedence(cond);
  // A selector ending in `where …` would swallow a following `and`/`or`: keep it in parentheses when nested.
  if (minPrecedence > 0 && endsWithWhere(cond)) prec = 0;
  if (prec < minPrecedence) text = `(${text})`;
  return text;
}

function endsWithWhere(cond: Condition): boolean {
  if (cond.kind === 'Exists') return cond.selector.filters.some((f) => f.kind === 'Where');
  if (cond.kind === 'Is') return cond.filters.some((f) => f.kind === 'Where');
  if (cond.kind === 'Not') return endsWithWhere(cond.item);
  return false;
}

function printConditionBare(cond: Condition): string {
  switch (cond.kind) {
    case 'Compare': return `${printExpr(cond.left, 5)} ${cond.op} ${printExpr(cond.right, 5)}`;
    case 'And': return cond.items.map((c, i) => printCondition(c, i === 0 ? 2 : 3)).join(' and ');
    case 'Or': return cond.items.map((c, i) => printCondition(c, i === 0 ? 1 : 2)).join(' or ');
    case 'Not':
      if (cond.item.kind === 'Is' && !isStatusOnly(cond.item)) return printIs(cond.item, true);
      return `not ${printCondition(cond.item, 4)}`;
    case 'Is': return printIs(cond, false);
    case 'Exists': return printExists(cond);
    case 'Outcome': return cond.label ? `${printName(cond.label)}.${cond.outcome.text}` : cond.outcome.text;
  }
}

function isStatusOnly(cond: Extract<Condition, { kind: 'Is' }>): boolean {
  return cond.owner === undefined && cond.entity === undefined && cond.filters.length === 1 && cond.filters[0]?.kind === 'Status';
}

function printIs(cond: Extract<Condition, { kind: 'Is' }>, negated: boolean): string {
  const subject = printOperand(cond.subject);
  if (isStatusOnly(cond)) {
    const status = cond.filters[0];
    if (status?.kind === 'Status') return `${subject} is ${status.negated ? 'not ' : ''}${status.status.text}`;
  }
  const descriptor = printSelectorParts({ entity: cond.entity, noun: cond.noun, owner: cond.owner, filters: cond.filters, article: true, descriptor: true });
  return `${subject} is ${negated ? 'not ' : ''}${descriptor}`;
}

function printExists(cond: Extract<Condition, { kind: 'Exists' }>): string {
  const { selector, count } = cond;
  const plural = count !== undefined && !(count.op === '=' && count.value.kind === 'Number' && count.value.value === 1);
  let countText = '';
  if (count !== undefined) {
    const zero = count.op === '=' && count.value.kind === 'Number' && count.value.value === 0;
    if (zero) countText = 'no ';
    else {
      const words: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'fewer than', '=': 'exactly', '!=': 'exactly' };
      countText = `${words[count.op] ?? 'exactly'} ${printOperand(count.value)} `;
    }
  }
  const body = printSelectorParts({ entity: selector.entity, noun: selector.noun, implied: selector.implied, owner: undefined, filters: selector.filters, zone: selector.zone, plural, article: count === undefined });
  const lead = selector.owner === 'you' ? 'you control' : selector.owner === 'opponent' ? 'opponent controls' : plural ? 'there are' : 'there is';
  return `${lead} ${countText}${body}`;
}

export interface SelectorPrint {
  entity: Selector['entity'] | undefined;
  /**
   * An `is …` descriptor rather than a selector: its noun and owner are printed exactly when set (they
   * are optional there), where a selector leaves out what its defaults imply.
   */
  descriptor?: boolean;
  owner: Selector['owner'] | undefined;
  /** A declared card type as the noun (`monster`): printed instead of the entity's word. */
  noun?: Name | undefined;
  /** No noun was written (Selector.implied): none is printed, so the text reads back the same. */
  implied?: boolean | undefined;
  filters: Filter[];
  zone?: Name | undefined;
  plural?: boolean;
  /** Prefix `a`/`an` when the selector has no owner word and names one thing. */
  article?: boolean;
}

const prefixKinds = new Set(['Tier', 'Empty', 'CardType', 'Species', 'Role']);

export function printSelector(selector: Selector, options: { plural?: boolean; article?: boolean } = {}): string {
  return printSelectorParts({ entity: selector.entity, noun: selector.noun, implied: selector.implied, owner: selector.owner, filters: selector.filters, zone: selector.zone, plural: options.plural ?? false, article: options.article ?? false });
}

export function printSelectorParts(s: SelectorPrint): string {
  const words: string[] = [];
  if (s.owner === 'you') words.push('your');
  else if (s.owner === 'opponent') words.push('enemy');
  // A declared card type needs a word before it to be read as a noun (`any monster`, see the grammar's selector).
  else if (s.owner === 'any' && (s.descriptor === true || s.noun !== undefined)) words.push('any');
  const prefix = s.filters.filter((f) => prefixKinds.has(f.kind));
  const post = s.filters.filter((f) => !prefixKinds.has(f.kind));
  let species: Name | undefined;
  let role: Name | undefined;
  let cardType: string | undefined;
  for (const f of prefix) {
    if (f.kind === 'Tier') words.push(f.op === '=' ? `tier ${f.value}` : `tier ${f.op} ${f.value}`);
    else if (f.kind === 'Empty') words.push('empty');
    else if (f.kind === 'CardType') cardType = f.cardType;
    else if (f.kind === 'Species') species = f.species;
    else if (f.kind === 'Role') role = f.role;
  }
  const entity = s.entity;
  if (cardType !== undefined) words.push(`${cardType} ${s.plural ? 'cards' : 'card'}`);
  if (species) words.push(printName(species));
  if (role) words.push(printName(role));
  const noun = s.noun ? typeNoun(s.noun.text, s.plural ?? false) : nounFor(entity, s.plural ?? false);
  const needsNoun = s.noun !== undefined || (entity !== undefined && cardType === undefined && s.implied !== true && (s.descriptor === true || entity !== 'summon' || role === undefined));
  if (needsNoun && noun !== '') words.push(noun);
  for (const f of post) words.push(printPostFilter(f));
  if (s.zone) words.push(`in ${printName(s.zone)}`);
  const text = words.join(' ');
  // `a`/`an` reads better before a bare name ("when a summon is defeated"); the parser ignores it.
  const ownerless = s.owner === undefined || (s.owner === 'any' && s.descriptor !== true);
  if (s.article === true && ownerless && s.plural !== true && startsWithWord(prefix, cardType, species, role, needsNoun)) {
    return (/^[aeiouAEIOU]/.test(text) ? 'an ' : 'a ') + text;
  }
  return text;
}

function startsWithWord(prefix: Filter[], cardType: string | undefined, species: Name | undefined, role: Name | undefined, noun: boolean): boolean {
  return prefix.length > 0 || cardType !== undefined || species !== undefined || role !== undefined || noun;
}

/** A declared card type as written; a plural context adds the `s` (`every enemy monsters` is not written). */
function typeNoun(word: string, plural: boolean): string {
  return plural && !word.endsWith('s') ? `${word}s` : word;
}

function nounFor(entity: Selector['entity'] | undefined, plural: boolean): string {
  switch (entity) {
    case 'summon': return plural ? 'summons' : 'summon';
    case 'removed-summon': return plural ? 'removed summons' : 'removed summon';
    case 'space': return plural ? 'spaces' : 'space';
    case 'card': return plural ? 'cards' : 'card';
    case 'building': return plural ? 'buildings' : 'building';
    case 'player': return plural ? 'players' : 'player';
    default: return '';
  }
}

function printPostFilter(f: Filter): string {
  switch (f.kind) {
    case 'Within': return `within ${printOperand(f.distance)} of ${printOperand(f.of)}`;
    case 'Adjacent': return `adjacent to ${printOperand(f.of)}`;
    case 'Territory': return `in ${f.whose === 'you' ? 'your' : f.whose === 'opponent' ? 'enemy' : 'unclaimed'} territory`;
    case 'OnSpaces':
      return f.of.kind === 'Ref' && f.of.path.length === 1 && f.of.path[0]?.text === 'this' ? 'on these spaces' : `on spaces of ${printOperand(f.of)}`;
    case 'Status': return `that is ${f.negated ? 'not ' : ''}${f.status.text}`;
    case 'CompletedQuest': return f.quest ? `that has completed ${printName(f.quest)}` : 'that has completed a quest';
    case 'OtherThan': return `other than ${printOperand(f.other)}`;
    case 'Where': return `where ${printCondition(f.condition)}`;
    case 'Named': return `named ${printName(f.name)}`;
    // Prefix filters out of their usual place (only in hand-built ASTs) are written as a `where` test.
    case 'Tier': return `where it is tier ${f.op === '=' ? '' : f.op + ' '}${f.value}`;
    case 'Empty': return 'where it is empty';
    case 'CardType': return `where it is ${f.cardType} card`;
    case 'Species': return `where it is a ${printName(f.species)} summon`;
    case 'Role': return `where it is a ${printName(f.role)}`;
  }
}

export function printDuration(duration: Duration): string {
  const parts: string[] = [];
  switch (duration.until) {
    case 'end-of-turn': parts.push('until end of turn'); break;
    case 'start-of-your-next-turn': parts.push('until start of your next turn'); break;
    case 'end-of-your-next-turn': parts.push('until end of your next turn'); break;
    case 'end-of-opponents-next-turn': parts.push("until end of opponent's next turn"); break;
    case 'permanent': break;
  }
  if (duration.while) parts.push(`while ${printCondition(duration.while)}`);
  let text = parts.join(' ');
  if (duration.endsWhen.length > 0) {
    const events = duration.endsWhen.map((n) => (n.text === 'changes-position' ? 'changes position' : n.text === 'leaves-play' ? 'leaves play' : n.text)).join(' or ');
    text = `${text}, ends when it ${events}`;
  }
  return text;
}

/** ` until end of turn` with a leading space, or '' for a permanent effect. */
export function durationSuffix(duration: Duration): string {
  const text = printDuration(duration);
  if (text === '') return '';
  return text.startsWith(',') ? text : ` ${text}`;
}
