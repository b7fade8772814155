/** For table tests: a draft's cells as the language worker reads them, from the AST of exactly that text. */
import { parse } from '../../../dsl/parse';
import { declaredCard } from '../../cards/card-face';
import { cardCells, type CardCells } from '../card-cells';

export function draftCells(source: string): CardCells | undefined {
  const decl = declaredCard(parse(source).document.decls);
  return decl ? cardCells(decl, source) : undefined;
}
