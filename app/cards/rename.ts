/**
 * Renaming a card changes its display name in the source (the declaration's name), never its id (the
 * database key and file name). Pure: the editor applies the edit to its model (so it can be undone);
 * the server uses it to name a duplicate.
 */
import { parse } from '../../dsl/parse';
import type { Range } from '../../dsl/ast';
import { quote } from '../../dsl/format/print-expr';

/** How a name is written: bare when it is one capitalised word, quoted otherwise. */
export function nameLiteral(name: string): string {
  return /^[A-Z][A-Za-z0-9]*$/.test(name) ? name : quote(name);
}

/** The edit that renames the card declared in `source`, or undefined when it declares none. */
export function renameEdit(source: string, name: string): { range: Range; newText: string } | undefined {
  const card = parse(source).document.decls.find((d) => d.kind === 'Card');
  if (!card || card.name.text === '') return undefined;
  return { range: card.name.range, newText: nameLiteral(name) };
}

export function renamed(source: string, name: string): string | undefined {
  const edit = renameEdit(source, name);
  if (!edit) return undefined;
  return source.slice(0, edit.range.start.offset) + edit.newText + source.slice(edit.range.end.offset);
}
