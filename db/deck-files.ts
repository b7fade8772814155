/**
 * The deck files of a content folder: `<content>/<game>/decks/*.smith`. A file may declare several decks;
 * each becomes one deck (its leading comments and declaration, formatted), with the id it declares or the
 * slug of its name. Problems are reported per file, never thrown.
 */
import { join, relative } from 'node:path';
import type { DeckDecl } from '../dsl/ast';
import { isDirectory, readSmithFilesUnder, subfolders } from '../dsl/load-dir';
import { format } from '../dsl/format/format';
import { isSyntaxError } from '../dsl/diagnostics';
import { parse } from '../dsl/parse';
import { declId } from '../dsl/slug';
import { unreadableProblem, type ContentProblem } from './content-files';
import { DeckId, type NewDeck } from './decks';

export function scanContentDecks(contentDir: string): { decks: NewDeck[]; problems: ContentProblem[] } {
  const out: NewDeck[] = [];
  const problems: ContentProblem[] = [];
  const seen = new Map<string, string>();
  for (const game of subfolders(contentDir)) {
    const dir = join(contentDir, game, 'decks');
    if (!isDirectory(dir)) continue;
    for (const { path, text, unreadable } of readSmithFilesUnder(dir)) {
      if (unreadable !== undefined) {
        problems.push(unreadableProblem(contentDir, { path, reason: unreadable }));
        continue;
      }
      const file = relative(contentDir, path);
      const parsed = parse(text);
      const error = parsed.diagnostics.find(isSyntaxError);
      if (error) {
        problems.push({ file, line: error.range.start.line, column: error.range.start.column, message: error.message });
        continue;
      }
      let from = 0;
      for (const decl of parsed.document.decls) {
        const start = from;
        from = decl.range.end.offset;
        if (decl.kind !== 'Deck') continue;
        const id = declId(decl as DeckDecl);
        const valid = DeckId.safeParse(id);
        const where = { file, line: decl.name.range.start.line, column: decl.name.range.start.column };
        if (!valid.success) {
          problems.push({ ...where, message: `bad deck id "${id}": ${valid.error.issues[0]?.message ?? 'invalid'}` });
          continue;
        }
        const earlier = seen.get(id);
        if (earlier) {
          problems.push({ ...where, message: `duplicate deck id "${id}": ${earlier} already defines it` });
          continue;
        }
        seen.set(id, file);
        const source = format(text.slice(start, decl.range.end.offset).replace(/^\s+/, '')).text;
        out.push({ id, game, name: decl.name.text, source: source.endsWith('\n') ? source : `${source}\n` });
      }
    }
  }
  return { decks: out, problems };
}
