/**
 * Reads what the database needs from a card file: its kind and display name
 * (`action "Blast Bolt" {` → kind `action`, name `Blast Bolt`), with the DSL parser.
 *
 * This is the only place the database code looks inside a card's source. A card whose body has errors
 * still has a kind and a name as long as its declaration could be read: a broken draft is stored (and
 * fixed in the editor), never dropped.
 */
import type { Decl } from '../dsl/ast';
import { parse } from '../dsl/parse';
import { cardTypeOf } from '../dsl/card-type';

/** The kind the database stores for a declaration: a card's type (`action`, or the declared `monster`), else the declaration's kind. */
export function cardKindOf(decl: Decl): string {
  return cardTypeOf(decl) ?? decl.kind.toLowerCase();
}

export interface CardHeader {
  kind: string;
  name: string;
}

export type HeaderResult =
  | { ok: true; header: CardHeader }
  | { ok: false; message: string; line: number; column: number };

export function readCardHeader(source: string): HeaderResult {
  const { document, diagnostics } = parse(source);
  const card = document.decls.find((decl) => decl.kind === 'Card' || decl.kind === 'GameCard');
  // A card of a type its game declares (`monster`) has that word as its kind.
  if (card) return { ok: true, header: { kind: cardKindOf(card), name: card.name.text } };
  const error = diagnostics.find((d) => d.severity === 'error');
  if (error) return { ok: false, message: error.message, line: error.range.start.line, column: error.range.start.column };
  const other = document.decls[0];
  const start = other?.range.start ?? { line: 1, column: 1 };
  const message = other ? `a card file must declare a card, not a ${other.kind.toLowerCase()}` : 'the file declares no card';
  return { ok: false, message, line: start.line, column: start.column };
}
