/**
 * CST → AST for formulas, conditions, selectors and filters.
 *
 * The grammar parses formulas and conditions with one flat rule; here precedence is applied (Pratt) and
 * each sub-term is classified as a value or a condition. Using one where the other is needed is reported
 * (L0010/L0011) and replaced by a harmless placeholder so the rest of the file still builds.
 */
import type { CstNode, IToken } from 'chevrotain';
import type {
  BinaryOp, CardType, CompareOp, Condition, EntityKind, Expr, Filter, Name, Owner, Range, RefExpr, Selector,
} from '../ast';
import { spanRange, tokenRange } from '../position';
import { MAX_TREE_DEPTH } from '../tree-depth';
import * as T from '../tokens';
import type { BuildContext } from './build-context';
import { child, nameOf, nodeRange, nodes, syntheticName, token, tokens } from './cst';
import { outcomeWords } from './grammar-expressions';

/** A built sub-term: either a value (formula) or a condition. */
export type Term = { type: 'expr'; value: Expr } | { type: 'cond'; value: Condition };

const binaryPrecedence = new Map<string, number>([
  ['or', 1], ['and', 2],
  ['<', 4], ['<=', 4], ['>', 4], ['>=', 4], ['=', 4], ['!=', 4],
  ['+', 5], ['-', 5], ['*', 6], ['/', 6], ['^', 8],
]);
const notPrecedence = 3;
const negatePrecedence = 7;
const comparisonOps = new Set(['<', '<=', '>', '>=', '=', '!=']);

type Item = { kind: 'prefix'; token: IToken } | { kind: 'atom'; node: CstNode } | { kind: 'op'; token: IToken };

export class ExpressionBuilder {
  constructor(protected readonly ctx: BuildContext) {}

  /** A formula (value). `fallback` locates placeholders when the CST node is missing. */
  expr(node: CstNode | undefined, fallback: Range): Expr {
    return this.asExpr(this.term(node, fallback));
  }

  condition(node: CstNode | undefined, fallback: Range): Condition {
    return this.asCond(this.term(node, fallback));
  }

  /** A single operand (used where the grammar takes one operand, e.g. `within 6 of caster`). */
  operandExpr(node: CstNode | undefined, fallback: Range): Expr {
    return node === undefined ? placeholderExpr(fallback) : this.asExpr(this.operandTerm(node, fallback));
  }

  term(node: CstNode | undefined, fallback: Range): Term {
    if (node === undefined) return { type: 'expr', value: placeholderExpr(fallback) };
    const operands = nodes(node, 'operand');
    const only = operands.length === 1 ? operands[0] : undefined;
    // One operand without a sign (most formulas: `2`, `power`, `target.DEF`): what the precedence
    // climbing below would make of it, without its list of items.
    if (only !== undefined && token(only, 'prefix') === undefined) return this.operandTerm(only, nodeRange(node, fallback));
    const items: Item[] = [];
    const ops = tokens(node, 'op');
    for (let i = 0; i < operands.length; i++) {
      const operand = operands[i];
      if (operand === undefined) continue;
      for (const p of tokens(operand, 'prefix')) items.push({ kind: 'prefix', token: p });
      items.push({ kind: 'atom', node: operand });
      const op = ops[i];
      if (op !== undefined && i < operands.length - 1) items.push({ kind: 'op', token: op });
    }
    if (items.length === 0) return { type: 'expr', value: placeholderExpr(nodeRange(node, fallback)) };
    const state = { items, index: 0 };
    return this.pratt(state, 0, nodeRange(node, fallback), 0);
  }

  /**
   * `depth` counts this method's own recursion (signs in a row, right-nested `^`): past MAX_TREE_DEPTH the
   * rest of the formula is refused with L0004 rather than overflowing the stack.
   */
  private pratt(state: { items: Item[]; index: number }, minPrec: number, fallback: Range, depth: number): Term {
    const item = state.items[state.index];
    let left: Term;
    if (item === undefined) return { type: 'expr', value: placeholderExpr(fallback) };
    if (depth > MAX_TREE_DEPTH) {
      const range = item.kind === 'atom' ? nodeRange(item.node, fallback) : tokenRange(item.token);
      this.ctx.error('L0004', `nesting too deep: more than ${MAX_TREE_DEPTH} signs or powers inside one another in this formula. Simplify it`, range);
      state.index = state.items.length;
      return { type: 'expr', value: placeholderExpr(range) };
    }
    state.index++;
    if (item.kind === 'prefix') {
      const isNot = item.token.tokenType === T.KwNot;
      const operand = this.pratt(state, (isNot ? notPrecedence : negatePrecedence) + 1, tokenRange(item.token), depth + 1);
      const range = spanRange(tokenRange(item.token), operand.value.range);
      left = isNot
        ? { type: 'cond', value: { kind: 'Not', item: this.asCond(operand), range } }
        : { type: 'expr', value: { kind: 'Unary', op: '-', operand: this.asExpr(operand), range } };
    } else if (item.kind === 'atom') {
      left = this.operandTerm(item.node, fallback);
    } else {
      return { type: 'expr', value: placeholderExpr(tokenRange(item.token)) };
    }
    for (;;) {
      const next = state.items[state.index];
      if (next === undefined || next.kind !== 'op') break;
      const op = next.token.image;
      const prec = binaryPrecedence.get(op) ?? 0;
      if (prec < minPrec || prec === 0) break;
      state.index++;
      const right = this.pratt(state, op === '^' ? prec : prec + 1, tokenRange(next.token), depth + 1);
      left = this.combine(op, left, right);
    }
    return left;
  }

  private combine(op: string, left: Term, right: Term): Term {
    const range = spanRange(left.value.range, right.value.range);
    if (op === 'and' || op === 'or') {
      const kind = op === 'and' ? 'And' : 'Or';
      const l = this.asCond(left);
      const r = this.asCond(right);
      // `a and b and c` is one And with three items (so the formatter and the AST agree on nesting).
      const items = [...(l.kind === kind ? l.items : [l]), r];
      return { type: 'cond', value: kind === 'And' ? { kind: 'And', items, range } : { kind: 'Or', items, range } };
    }
    if (comparisonOps.has(op)) {
      return { type: 'cond', value: { kind: 'Compare', op: op as CompareOp, left: this.asExpr(left), right: this.asExpr(right), range } };
    }
    return { type: 'expr', value: { kind: 'Binary', op: op as BinaryOp, left: this.asExpr(left), right: this.asExpr(right), range } };
  }

  asExpr(term: Term): Expr {
    if (term.type === 'expr') return term.value;
    this.ctx.error('L0011', 'Expected a value here, but this is a condition', term.value.range);
    return placeholderExpr(term.value.range);
  }

  asCond(term: Term): Condition {
    if (term.type === 'cond') return term.value;
    this.ctx.error('L0010', 'Expected a condition here (a comparison such as `level >= 10`, or `target is immobilized`), but this is a value', term.value.range);
    return { kind: 'Compare', op: '!=', left: term.value, right: { kind: 'Number', value: 0, range: term.value.range }, range: term.value.range };
  }

  /** One operand: its atom plus an optional `is …` tail. Prefix operators are handled by the caller. */
  private operandTerm(operand: CstNode, fallback: Range): Term {
    const range = nodeRange(operand, fallback);
    const atom = this.atom(operand, range);
    const isTail = child(operand, 'isTail');
    if (isTail === undefined) return atom;
    return { type: 'cond', value: this.isCondition(this.asExpr(atom), isTail, range) };
  }

  private atom(operand: CstNode, range: Range): Term {
    const num = token(operand, 'NumberLit');
    if (num) return { type: 'expr', value: { kind: 'Number', value: Number(num.image), range: tokenRange(num) } };
    const pct = token(operand, 'PercentLit');
    if (pct) return { type: 'expr', value: { kind: 'Percent', value: Number(pct.image.slice(0, -1)), range: tokenRange(pct) } };
    const paren = child(operand, 'parenthesized');
    if (paren) return this.term(child(paren, 'expression'), nodeRange(paren, range));
    const ifNode = child(operand, 'ifExpression');
    if (ifNode) {
      const r = nodeRange(ifNode, range);
      return {
        type: 'expr',
        value: {
          kind: 'If',
          condition: this.condition(child(ifNode, 'condition'), r),
          then: this.expr(child(ifNode, 'then'), r),
          else: this.expr(child(ifNode, 'else'), r),
          range: r,
        },
      };
    }
    const exists = child(operand, 'exists');
    if (exists) return { type: 'cond', value: this.exists(exists, range) };
    const outcome = child(operand, 'outcome');
    if (outcome) {
      const r = nodeRange(outcome, range);
      const word = token(outcome, 'outcome');
      return { type: 'cond', value: { kind: 'Outcome', outcome: word ? nameOf(word) : syntheticName('hit', r), range: r } };
    }
    const callOrRef = child(operand, 'callOrRef');
    if (callOrRef) {
      // `bolt.hit`: the outcome of the step labelled `bolt`.
      const segments = tokens(callOrRef, 'segment');
      const [label, outcomeWord] = segments;
      if (segments.length === 2 && label && outcomeWord && outcomeWords.includes(outcomeWord.tokenType) && !token(callOrRef, 'LParen')) {
        return { type: 'cond', value: { kind: 'Outcome', outcome: nameOf(outcomeWord), label: nameOf(label), range: nodeRange(callOrRef, range) } };
      }
      return { type: 'expr', value: this.callOrRef(callOrRef, range) };
    }
    return { type: 'expr', value: placeholderExpr(range) };
  }

  private callOrRef(node: CstNode, fallback: Range): Expr {
    const range = nodeRange(node, fallback);
    const segments = tokens(node, 'segment').map(nameOf);
    if (token(node, 'LParen')) {
      const args = nodes(node, 'arg').map((a) => this.expr(a, range));
      return { kind: 'Call', fn: segments[0] ?? syntheticName('', range), args, range };
    }
    return refOf(segments, range);
  }

  private exists(node: CstNode, fallback: Range): Condition {
    const range = nodeRange(node, fallback);
    const who = token(node, 'who');
    const selector = this.selector(child(node, 'selector'), range);
    if (who?.tokenType === T.KwYou) selector.owner = 'you';
    else if (who?.tokenType === T.KwOpponent) selector.owner = 'opponent';
    const count = child(node, 'countPhrase');
    if (count === undefined) return { kind: 'Exists', selector, range };
    const kind = token(count, 'kind');
    const countRange = nodeRange(count, range);
    if (kind?.tokenType === T.KwNo) {
      return { kind: 'Exists', selector, count: { op: '=', value: { kind: 'Number', value: 0, range: countRange } }, range };
    }
    const op: CompareOp = kind?.tokenType === T.KwLeast ? '>=' : kind?.tokenType === T.KwMost ? '<=' : kind?.tokenType === T.KwMore ? '>' : kind?.tokenType === T.KwFewer ? '<' : '=';
    return { kind: 'Exists', selector, count: { op, value: this.operandExpr(child(count, 'value'), countRange) }, range };
  }

  private isCondition(subject: Expr, isTail: CstNode, fallback: Range): Condition {
    const range = spanRange(subject.range, nodeRange(isTail, fallback));
    const negated = token(isTail, T.KwNot.name) !== undefined;
    const status = token(isTail, 'status');
    if (status) {
      return { kind: 'Is', subject, filters: [{ kind: 'Status', status: nameOf(status), negated, range: tokenRange(status) }], range };
    }
    const descriptor = child(isTail, 'descriptor');
    const selector = this.selector(descriptor, range);
    const is: Condition = { kind: 'Is', subject, filters: selector.filters, range };
    if (token(descriptor, 'owner')) is.owner = selector.owner;
    if (child(descriptor, 'noun') || child(descriptor, 'cardTypePrefix')) is.entity = selector.entity;
    if (selector.noun) is.noun = selector.noun;
    if (selector.zone) this.ctx.error('L0013', 'A zone (`in hand`) cannot be tested with `is`; use `… is a card in hand` only in selectors', selector.zone.range);
    return negated ? { kind: 'Not', item: is, range } : is;
  }

  selector(node: CstNode | undefined, fallback: Range): Selector {
    const range = nodeRange(node, fallback);
    const ownerToken = token(node, 'owner');
    const owner: Owner = ownerToken === undefined || ownerToken.tokenType === T.KwAny ? 'any' : ownerToken.tokenType === T.KwYour ? 'you' : 'opponent';
    const filters: Filter[] = [];
    const tier = token(node, 'tier');
    if (tier) {
      const op = token(node, 'tierOp');
      filters.push({ kind: 'Tier', op: (op?.image ?? '=') as CompareOp, value: Number(tier.image), range: spanRange(tokenRange(token(node, T.KwTier.name) ?? tier), tokenRange(tier)) });
    }
    const empty = token(node, T.KwEmpty.name);
    if (empty) filters.push({ kind: 'Empty', range: tokenRange(empty) });
    const cardTypePrefix = child(node, 'cardTypePrefix');
    let entity: EntityKind = 'summon';
    let hasNoun = false;
    if (cardTypePrefix) {
      const typeToken = token(cardTypePrefix, 'cardType');
      if (typeToken) filters.push({ kind: 'CardType', cardType: cardTypeOfToken(typeToken), range: tokenRange(typeToken) });
      entity = 'card';
      hasNoun = true;
    }
    const noun = child(node, 'noun');
    if (noun) {
      hasNoun = true;
      entity = entityOfNoun(noun);
    }
    const typeNoun = token(noun, 'typeNoun');
    const words = tokens(node, 'word').map(nameOf);
    if (hasNoun) {
      if (words[0]) filters.push({ kind: 'Species', species: words[0], range: words[0].range });
      if (words[1]) filters.push({ kind: 'Role', role: words[1], range: words[1].range });
    } else if (words.length === 1 && words[0]) {
      filters.push({ kind: 'Role', role: words[0], range: words[0].range });
    } else if (words[0] && words[1]) {
      filters.push({ kind: 'Species', species: words[0], range: words[0].range });
      filters.push({ kind: 'Role', role: words[1], range: words[1].range });
    }
    const extra = words[2];
    if (extra) {
      this.ctx.error('L0012', `Too many names in this selector: \`${extra.text}\`. A selector names at most a species and a role (\`your Elf Mage\`)`, spanRange(extra.range, (words[words.length - 1] ?? extra).range));
    }
    const selector: Selector = { kind: 'Selector', entity, owner, filters, range };
    if (typeNoun) selector.noun = nameOf(typeNoun);
    if (!hasNoun) selector.implied = true;
    for (const pf of nodes(node, 'postFilter')) this.postFilter(pf, selector, range);
    return selector;
  }

  postFilter(node: CstNode, selector: Selector, fallback: Range): void {
    const range = nodeRange(node, fallback);
    const filters = selector.filters;
    if (token(node, T.KwWithin.name)) {
      filters.push({ kind: 'Within', distance: this.operandExpr(child(node, 'distance'), range), of: this.operandExpr(child(node, 'of'), range), range });
    } else if (token(node, T.KwAdjacent.name)) {
      filters.push({ kind: 'Adjacent', of: this.operandExpr(child(node, 'of'), range), range });
    } else if (token(node, T.KwIn.name)) {
      const whose = token(node, 'whose');
      const zone = token(node, 'zone');
      if (whose) filters.push({ kind: 'Territory', whose: whose.tokenType === T.KwYour ? 'you' : whose.tokenType === T.KwUnclaimed ? 'unclaimed' : 'opponent', range });
      else if (zone) {
        if (selector.zone) this.ctx.error('L0013', 'A selector can name only one zone', tokenRange(zone));
        selector.zone = nameOf(zone);
      }
    } else if (token(node, T.KwOn.name)) {
      const these = token(node, T.KwThese.name);
      if (these) filters.push({ kind: 'OnSpaces', of: refOf([syntheticName('this', tokenRange(these))], tokenRange(these)), range });
      else filters.push({ kind: 'OnSpaces', of: this.operandExpr(child(node, 'spacesOf'), range), range });
    } else if (token(node, T.KwThat.name)) {
      const status = token(node, 'status');
      if (status) filters.push({ kind: 'Status', status: nameOf(status), negated: token(node, T.KwNot.name) !== undefined, range });
      else {
        const quest = token(node, 'quest');
        filters.push(quest ? { kind: 'CompletedQuest', quest: nameOf(quest), range } : { kind: 'CompletedQuest', range });
      }
    } else if (token(node, T.KwOther.name)) {
      filters.push({ kind: 'OtherThan', other: this.operandExpr(child(node, 'other'), range), range });
    } else if (token(node, T.KwWhere.name)) {
      filters.push({ kind: 'Where', condition: this.condition(child(node, 'where'), range), range });
    } else if (token(node, T.KwNamed.name)) {
      const named = token(node, 'named');
      if (named) filters.push({ kind: 'Named', name: nameOf(named), range });
    }
  }

  /** Path segments as names (`target.weapon.power`). */
  pathNames(node: CstNode | undefined): Name[] {
    return tokens(node, 'segment').map(nameOf);
  }
}

export function refOf(path: Name[], range: Range): RefExpr {
  return { kind: 'Ref', path, range };
}

export function placeholderExpr(range: Range): Expr {
  return { kind: 'Number', value: 0, range };
}

export function entityOfNoun(noun: CstNode): EntityKind {
  if (token(noun, T.KwRemoved.name)) return 'removed-summon';
  const word = token(noun, 'noun') ?? token(noun, 'typeNoun');
  switch (word?.tokenType) {
    case T.KwSpace:
    case T.KwSpaces:
      return 'space';
    case T.KwCard:
    case T.KwCards:
      return 'card';
    case T.KwBuilding:
    case T.KwBuildings:
      return 'building';
    case T.KwPlayer:
    case T.KwPlayersPlural:
      return 'player';
    case T.Ident:
      // A card type the game declares (`enemy monster`): a card, found in the zone that holds its type.
      return 'card';
    default:
      return 'summon';
  }
}

export function cardTypeOfToken(t: IToken): CardType {
  switch (t.tokenType) {
    case T.KwReaction: return 'reaction';
    case T.KwCounter: return 'counter';
    case T.KwBuilding: return 'building';
    case T.KwQuest: return 'quest';
    case T.KwAdvance: return 'advance';
    case T.KwSummon: return 'summon';
    case T.KwRole: return 'role';
    case T.KwEquipment: return 'equipment';
    default: return 'action';
  }
}
