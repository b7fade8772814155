/**
 * One bad file never blocks work that does not use it. A game's sources are checked as a project; a
 * card, deck or scenario file with errors is left out and reported, and the check
 * runs again without it (a deck that names a left-out card now has an error of its own and is left out
 * in turn), until what remains has no such errors. Errors in the game's definitions (ruleset, species,
 * roles …) stay: every game needs them, so the caller reports them as fatal.
 *
 * Used by every tool that plays content: Balance runs and `cardsmith simulate` (balance/match-from-spec.ts)
 * and the sandbox (app/sandbox/model/compile.ts). Pure: no file system, no database.
 */
import type { Decl } from '../dsl/ast';
import type { FileDiagnostic } from '../dsl/diagnostics';
import { declsAsPlayed, Project, type SourceFile } from '../dsl/project';
import { declId } from '../dsl/slug';

export interface SkippedSource {
  path: string;
  /** The file's errors (at most a few listed), with their positions. */
  errors: FileDiagnostic[];
  /** The decks the file declares (their names): a run that asks for one is told why it cannot play. */
  decks: string[];
  /** The ids of the cards the file declares. */
  cards: string[];
}

export interface PlayableSources {
  /** The project without the skipped files. */
  project: Project;
  skipped: SkippedSource[];
  /** Errors in files that cannot be skipped (definitions): the content cannot be played at all. */
  fatal: FileDiagnostic[];
}

const SKIPPABLE = new Set<Decl['kind']>(['Deck', 'Scenario']);
const SKIPPABLE_FOLDER = /(^|\/)(cards|decks|scenarios)\//;

/** `keep`: paths never left out (the card under test in the sandbox: its errors are the caller's to report). */
export function playableSources(sources: readonly SourceFile[], keep: ReadonlySet<string> = new Set()): PlayableSources {
  const project = new Project([...sources]);
  const skipped: SkippedSource[] = [];
  // Each round leaves out at least one file, so this ends; a chain of dependants is a few rounds long.
  for (;;) {
    const bad = new Map<string, FileDiagnostic[]>();
    for (const d of project.allDiagnostics()) if (d.severity === 'error') bad.set(d.path, [...(bad.get(d.path) ?? []), d]);
    const leave = [...bad].filter(([path]) => !keep.has(path) && skippable(project, path));
    if (leave.length === 0) {
      const fatal = [...bad].filter(([path]) => !keep.has(path)).flatMap(([, errors]) => errors);
      return { project, skipped, fatal };
    }
    for (const [path, errors] of leave) {
      const file = project.file(path);
      // As the games would have played them: a card file's card by the file's id.
      const decls = file ? declsAsPlayed(file) : [];
      skipped.push({
        path,
        errors: errors.slice(0, 5),
        decks: decls.flatMap((d) => (d.kind === 'Deck' ? [d.name.text] : [])),
        cards: decls.flatMap((d) => (d.kind === 'Card' || d.kind === 'GameCard' ? [declId(d)] : [])),
      });
      project.remove(path);
    }
  }
}

/**
 * A file of the cards, decks or scenarios folder, or one that declares only decks and scenarios. Cards
 * declared elsewhere are definitions (the roles of roles.smith are cards every summon slot needs).
 */
function skippable(project: Project, path: string): boolean {
  if (SKIPPABLE_FOLDER.test(path)) return true;
  const decls = project.file(path)?.parsed.document.decls ?? [];
  return decls.length > 0 && decls.every((d) => SKIPPABLE.has(d.kind));
}

/** One line per skipped file for a report: `content/…/decks/x.smith: 3:12 unknown card "Foo" (deck "X")`. */
export function describeSkipped(s: SkippedSource): string {
  const first = s.errors[0];
  const where = first ? `${first.range.start.line}:${first.range.start.column} ${first.message}` : 'errors';
  const what = [...s.decks.map((d) => `deck "${d}"`), ...s.cards.map((c) => `card ${c}`)].join(', ');
  return `${s.path}: ${where}${s.errors.length > 1 ? ` (and ${s.errors.length - 1} more)` : ''}${what ? ` — skipped ${what}` : ''}`;
}
