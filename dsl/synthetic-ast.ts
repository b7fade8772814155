/**
 * Syntax built in code rather than parsed: the seed rules a game falls back on when a ruleset is read
 * without them (the mana duel's formulas, a win line), and the nodes an engine makes up for a default (a
 * weapon's standard hit). They carry no source position: `NOWHERE` is line 0, which no file has.
 */
import type { Expr, Name, Range } from './ast';

export const NOWHERE: Range = { start: { offset: 0, line: 0, column: 0 }, end: { offset: 0, line: 0, column: 0 } };

export function nameNode(text: string): Name {
  return { kind: 'Name', text, range: NOWHERE };
}

/** `opponent.health`, `victory-points`: a reference by its parts. */
export function refNode(...path: string[]): Expr {
  return { kind: 'Ref', path: path.map(nameNode), range: NOWHERE };
}

export function numberNode(value: number): Expr {
  return { kind: 'Number', value, range: NOWHERE };
}
