/**
 * Re-validates a set version with the DSL, as one project: every entry's source is parsed and checked
 * against all the others (a card's role must be in the set, a named summon's species too …), and every
 * entry's AST must be what its source parses to (ignoring source positions: a definition's source is
 * cut out of its family file). Freezing and importing both run this; any error refuses the version.
 */
import { sameAst } from '../dsl/ast-compare';
import { Project } from '../dsl/project';
import { slug } from '../dsl/slug';
import type { SnapshotEntry } from './build-cards-file';
import type { Problem } from './problem';

/** What the check reads of an entry: a definition is an entry with no publication. */
export type RevalidatedEntry = Pick<SnapshotEntry, 'id' | 'source' | 'ast'> & { published?: unknown };

export function revalidateEntries(game: string, entries: readonly RevalidatedEntry[]): Problem[] {
  // Virtual paths give the DSL the layout it expects: cards one per file under cards/ (id = file name),
  // definitions in other files of the same game.
  const pathOf = (e: RevalidatedEntry) => `content/${game}/${e.published === undefined ? 'rules' : 'cards'}/${e.id}.smith`;
  const project = new Project(entries.map((e) => ({ path: pathOf(e), text: e.source })));
  const problems: Problem[] = [];
  for (const entry of entries) {
    const path = pathOf(entry);
    for (const d of project.diagnostics(path)) {
      if (d.severity === 'error') problems.push({ card: entry.id, at: `${d.range.start.line}:${d.range.start.column}`, message: `${d.code} ${d.message}` });
    }
    const decls = project.file(path)?.parsed.document.decls ?? [];
    const [decl] = decls;
    if (decls.length !== 1 || decl === undefined) {
      problems.push({ card: entry.id, message: `its source declares ${decls.length} declarations; an entry holds exactly one` });
    } else if (!sameAst(decl, entry.ast)) {
      problems.push({ card: entry.id, message: 'its AST is not what its source parses to' });
    } else if (entry.published === undefined && (decl.id ?? slug(decl.name.text)) !== entry.id) {
      problems.push({ card: entry.id, message: `its source declares the id "${decl.id ?? slug(decl.name.text)}"` });
    }
  }
  return problems;
}
