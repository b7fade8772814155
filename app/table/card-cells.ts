/**
 * What one card says in each column of the set table, read from its AST: numbers written as literals
 * carry their offsets in the draft (so an edit replaces exactly that text, as the editor would), anything
 * else (a formula such as `plus(2)`, a growth kind, a multiplier bonus `x2`) is text, shown and exported
 * but not edited here. Pure and browser-safe; `source` is the draft the AST was parsed from.
 */
import type { Expr, Param, StatModifier } from '../../dsl/ast';
import { printExpr, printNumber } from '../../dsl/format/print-expr';
import { tokenize } from '../../dsl/lexer';
import type { AnyCard } from '../cards/card-face';
import type { TableCell } from './table-schema';

export type CardCells = Record<string, TableCell>;

/** Column keys: one namespace per group, so a stat and a property of the same name stay apart. */
export const columnKey = {
  stat: (name: string) => `stat:${name}`,
  growth: (name: string) => `growth:${name}`,
  property: (name: string) => `property:${name}`,
  param: (name: string) => `param:${name}`,
  bonus: (name: string) => `bonus:${name}`,
};

const text = (value: string): TableCell => ({ text: value });

/**
 * A number cell, editable only when the draft's text at those offsets really is that number as written
 * (a parser recovering from a syntax error may make up a `0` whose range is some other text: `power`
 * without its value); otherwise the value is shown and not edited.
 */
function literalCell(source: string, value: number, start: number, end: number, style: 'plain' | 'signed' | 'percent'): TableCell {
  const written = source.slice(start, end).replace(/\s+/g, '');
  const pattern = style === 'percent' ? /^\d+(\.\d+)?%$/ : style === 'signed' ? /^[+-]\d+(\.\d+)?$/ : /^-?\d+(\.\d+)?$/;
  if (!pattern.test(written) || Number(written.replace('%', '')) !== value) return { text: printNumber(value) };
  return { text: printNumber(value), number: { value, start, end, style } };
}

/** A parameter's or property's value: a literal number (also `-60`, `85%`) is editable; a formula is text. */
function exprCell(source: string, expr: Expr): TableCell {
  if (expr.kind === 'Number') return literalCell(source, expr.value, expr.range.start.offset, expr.range.end.offset, 'plain');
  if (expr.kind === 'Percent') return literalCell(source, expr.value, expr.range.start.offset, expr.range.end.offset, 'percent');
  if (expr.kind === 'Unary' && expr.operand.kind === 'Number') return literalCell(source, -expr.operand.value, expr.range.start.offset, expr.range.end.offset, 'plain');
  return text(printExpr(expr));
}

/** The offset where the number that ends at `end` starts (the AST gives stats and bonuses one range). */
function numberStart(source: string, end: number): number {
  let start = end;
  while (start > 0 && /[0-9.]/.test(source[start - 1] ?? '')) start--;
  return start;
}

/** `END +2` and `SPD -1` are editable as signed numbers; `DEF x2`, `/2` and `= 3` are shown as written. */
function bonusCell(source: string, m: StatModifier): TableCell {
  const end = m.range.end.offset;
  const digits = numberStart(source, end);
  if (m.op === 'add' || m.op === 'sub') {
    const sign = source.lastIndexOf(m.op === 'add' ? '+' : '-', digits);
    if (sign >= m.stat.range.end.offset) return literalCell(source, m.op === 'add' ? m.value : -m.value, sign, end, 'signed');
  }
  const shown = { mul: `x${printNumber(m.value)}`, div: `/${printNumber(m.value)}`, set: `= ${printNumber(m.value)}`, add: `+${printNumber(m.value)}`, sub: `-${printNumber(m.value)}` }[m.op];
  return text(shown);
}

/**
 * A weapon's `power N` and `range N`: plain numbers in the AST, without positions. The clause is found
 * with the lexer among the card's own top-level tokens (depth 1 inside its braces), so a `power` inside
 * a formula or a comment is never taken for it.
 */
function topLevelNumber(source: string, card: AnyCard, keyword: string): TableCell | undefined {
  const from = card.range.start.offset;
  const { tokens } = tokenize(source.slice(from, card.range.end.offset));
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.image === '{') depth++;
    else if (token.image === '}') depth--;
    else if (depth === 1 && token.image === keyword) {
      const next = tokens[i + 1];
      if (next?.tokenType.name === 'NumberLit') return literalCell(source, Number(next.image), from + next.startOffset, from + next.startOffset + next.image.length, 'plain');
    }
  }
  return undefined;
}

function paramCells(source: string, cells: CardCells, params: readonly Param[], key: (name: string) => string): void {
  for (const p of params) cells[key(p.name.text)] = exprCell(source, p.value);
}

export function cardCells(card: AnyCard, source: string): CardCells {
  const cells: CardCells = {};
  if (card.rarity) cells['rarity'] = text(card.rarity.text);
  if (card.kind === 'GameCard') {
    cells['type'] = text(card.cardType.text);
    paramCells(source, cells, card.properties, columnKey.property);
    for (const s of card.stats) cells[columnKey.stat(s.stat.text)] = literalCell(source, s.value, numberStart(source, s.range.end.offset), s.range.end.offset, 'plain');
    return cells;
  }
  cells['type'] = text(card.cardType);
  if (card.attribute) cells['attribute'] = text(card.attribute.text);
  if ('speed' in card) cells['speed'] = text(card.speed);
  paramCells(source, cells, card.params, columnKey.param);
  const stats = card.cardType === 'summon' ? card : card.cardType === 'advance' && card.advance.kind === 'NamedSummon' ? card.advance : undefined;
  if (stats) {
    cells['species'] = text(stats.species.text);
    for (const s of stats.stats) cells[columnKey.stat(s.stat.text)] = literalCell(source, s.value, numberStart(source, s.range.end.offset), s.range.end.offset, 'plain');
    for (const g of stats.growth) cells[columnKey.growth(g.stat.text)] = text(g.growth.text);
  }
  if (card.cardType === 'equipment') {
    cells['slot'] = text(card.slot);
    if (card.weapon) {
      for (const keyword of ['power', 'range'] as const) {
        cells[columnKey.param(keyword)] = topLevelNumber(source, card, keyword) ?? text(printNumber(card.weapon[keyword]));
      }
    }
    for (const b of card.bonuses) cells[columnKey.bonus(b.stat.text)] = bonusCell(source, b);
  }
  if (card.cardType === 'role') {
    cells['tier'] = text(String(card.tier));
    for (const m of card.modifiers) cells[columnKey.bonus(m.stat.text)] = bonusCell(source, m);
  }
  return cells;
}
