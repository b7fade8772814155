/**
 * Re-validates a set version with the DSL, as one project: every entry's source is parsed and checked
 * against all the others (a card's role must be in the set, a named summon's species too …), and every
 * entry's AST must be what its source parses to (ignoring source positions: a definition's source is
 * cut out of its family file). Freezing and importing both run this; any error refuses the version.
 *
 * `SetRevalidation` holds the project of the entries' sources and checks one entry's AST at a time, so a
 * caller need not hand it every AST at once: an import runs it in a thread of its own
 * (revalidate-thread.ts) and sends the ASTs a batch at a time.
 */
import type { Decl } from '../dsl/ast';
import { sameAst } from '../dsl/ast-compare';
import { JsonText, jsonValue } from '../lib/json-text';
import { Project } from '../dsl/project';
import type { ParseResult } from '../dsl/parse';
import { declId } from '../dsl/slug';
import type { Problem } from './problem';

/** What the check reads of an entry: a definition is an entry with no publication; an import's card AST is text (import-entry.ts). */
export interface RevalidatedEntry {
  id: string;
  source: string;
  ast: Decl | JsonText;
  published?: unknown;
}

/** What the project is built from: an entry's id, its source, and whether it is a card (published) or a definition. */
export interface RevalidatedSource {
  id: string;
  source: string;
  card: boolean;
}

/**
 * A DSL check handed each entry's source as soon as the bundle's check has passed it (definitions, then
 * cards, in the snapshot's order), before it is asked for every entry's `problems`: revalidate-thread.ts
 * parses them in another thread meanwhile. `close` stops it when the import is refused before the check.
 */
export interface StreamedRevalidation {
  source(source: RevalidatedSource): void;
  problems(game: string, entries: readonly RevalidatedEntry[]): Promise<Problem[]>;
  close(): Promise<void>;
}

export function sourceOf(entry: RevalidatedEntry): RevalidatedSource {
  return { id: entry.id, source: entry.source, card: entry.published !== undefined };
}

export class SetRevalidation {
  private readonly project: Project;

  /** `parsed[i]`, when given, is `parse(entries[i].source)`, done already (revalidate-worker.ts parses each source as it arrives). */
  constructor(
    private readonly game: string,
    private readonly entries: readonly RevalidatedSource[],
    parsed: readonly (ParseResult | undefined)[] = [],
  ) {
    this.project = new Project(entries.map((e, i) => ({ path: this.pathOf(e), text: e.source, parsed: parsed[i] })));
  }

  get count(): number {
    return this.entries.length;
  }

  /** Every problem of entry `index` (its source's errors, then its AST against its source), given its AST. */
  problemsOf(index: number, ast: unknown): Problem[] {
    const entry = this.entries[index];
    if (entry === undefined) throw new RangeError(`no entry ${index} in a set of ${this.entries.length}`);
    const path = this.pathOf(entry);
    const problems: Problem[] = [];
    for (const d of this.project.diagnostics(path)) {
      if (d.severity === 'error') problems.push({ card: entry.id, at: `${d.range.start.line}:${d.range.start.column}`, message: `${d.code} ${d.message}` });
    }
    const decls = this.project.file(path)?.parsed.document.decls ?? [];
    const [decl] = decls;
    if (decls.length !== 1 || decl === undefined) {
      problems.push({ card: entry.id, message: `its source declares ${decls.length} declarations; an entry holds exactly one` });
    } else if (!sameAst(decl, ast)) {
      problems.push({ card: entry.id, message: 'its AST is not what its source parses to' });
    } else if (!entry.card && declId(decl) !== entry.id) {
      problems.push({ card: entry.id, message: `its source declares the id "${declId(decl)}"` });
    }
    return problems;
  }

  /**
   * Virtual paths give the DSL the layout it expects: cards one per file under cards/ (id = file name),
   * definitions in other files of the same game.
   */
  private pathOf(e: RevalidatedSource): string {
    return `content/${this.game}/${e.card ? 'cards' : 'rules'}/${e.id}.smith`;
  }
}

export function revalidateEntries(game: string, entries: readonly RevalidatedEntry[]): Problem[] {
  const check = new SetRevalidation(game, entries.map(sourceOf));
  return entries.flatMap((entry, i) => check.problemsOf(i, jsonValue(entry.ast)));
}
