/**
 * The rules content of a game — its ruleset, species, roles, growth kinds, rarities and pack tables —
 * as declared in the content folder outside `cards/` (family files such as `species.smith`). These are
 * not published cards, so a set version keeps a copy of each declaration it needs: its id (declared, or
 * the slug of its name, as the DSL gives it), its exact source text and its AST.
 */
import type { Decl } from '../dsl/ast';
import { parse } from '../dsl/parse';
import { isCardFile, type SourceFile } from '../dsl/project';
import { declId } from '../dsl/slug';
import type { Problem } from './problem';

export interface Definition {
  id: string;
  source: string;
  ast: Decl;
}

/** The definitions declared by a game's non-card files. A file with syntax errors is a problem. */
export function definitionsOfFiles(files: readonly SourceFile[]): { definitions: Definition[]; problems: Problem[] } {
  const definitions: Definition[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    if (isCardFile(file.path)) continue;
    if (file.unreadable !== undefined) {
      // A rules file missing from a set would change its game: it is a problem, as a syntax error is.
      problems.push({ file: file.path, at: '1:1', message: `L0006 Could not read ${file.unreadable}` });
      continue;
    }
    const parsed = parse(file.text);
    for (const d of parsed.diagnostics) {
      if (d.severity === 'error') problems.push({ file: file.path, at: `${d.range.start.line}:${d.range.start.column}`, message: `${d.code} ${d.message}` });
    }
    for (const decl of parsed.document.decls) {
      if (!isDefinition(decl)) continue;
      definitions.push({ id: declId(decl), source: file.text.slice(decl.range.start.offset, decl.range.end.offset), ast: decl });
    }
  }
  return { definitions, problems };
}

function isDefinition(decl: Decl): boolean {
  switch (decl.kind) {
    case 'Ruleset':
    case 'Species':
    case 'Growth':
    case 'Rarity':
    case 'Pack':
      return true;
    case 'Card':
      return decl.cardType === 'role';
    case 'GameCard':
    case 'Deck':
    case 'Scenario':
      return false;
  }
}
