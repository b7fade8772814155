/**
 * The project model (pure, browser-safe): a set of `.smith` files, parsed, indexed into one symbol table
 * per game (`content/<game>/…`) and validated. Editing one file re-parses it and re-validates only the
 * files whose results can change: the file itself and the files that depend on what it declares or
 * declared (found through an index, project-dependencies.ts, without scanning the project). The
 * diagnostics after any sequence of edits are those of a fresh project of the same files.
 *
 * Ids: a file under `content/<game>/cards/` holds one card, whose id is the file's base name
 * (`blast-bolt.smith` → `blast-bolt`); other declarations get the slug of their name unless they declare
 * `id`.
 */
import type { Decl } from './ast';
import type { Diagnostic, FileDiagnostic } from './diagnostics';
import { capDiagnostics, sortDiagnostics } from './diagnostics';
import { withoutRecoveryEchoes } from './recovery-echoes';
import { designerWordsOf, withRulesetWords } from './reference/designer-words';
import { gameIdOf } from './vocabulary';
import { parse, type ParseResult } from './parse';
import { DependencyIndex } from './project-dependencies';
import { slug } from './slug';
import { symbolKindOf, SymbolTable, type SymbolEntry, type SymbolKind } from './symbols';
import { validateFile } from './validate/validate-file';

export interface SourceFile {
  path: string;
  text: string;
  /**
   * Why the file could not be read from disk, when it could not (`this file: permission denied`): the
   * project keeps it as an empty file with one error (L0006) saying so, so one bad file is reported where
   * every other problem is and the rest of its folder is read as usual.
   */
  unreadable?: string;
  /**
   * `text` already parsed (`parse(text)`), when the caller has it: a set import's check thread parses each
   * source as it arrives, while the importing thread is still reading the rest of the bundle.
   */
  parsed?: ParseResult;
}

export interface ProjectFile {
  path: string;
  text: string;
  game: string;
  parsed: ParseResult;
  /** What this file declares (indexed in its game's table). */
  entries: SymbolEntry[];
  /** Diagnostics about declarations themselves (file layout, ids), computed when the file is read. */
  declarationDiagnostics: Diagnostic[];
  /** Diagnostics from validation against the symbol table. */
  semantic: Diagnostic[];
  /** What this file's diagnostics depend on besides its text (keys of project-dependencies.ts), so a change to them re-validates it. */
  refs: ReadonlySet<string>;
}

/** The references of a file not validated yet: one shared empty set (each file's own set comes with its validation). */
const noRefs: ReadonlySet<string> = new Set();

export interface ProjectCounts {
  files: number;
  cards: number;
  species: number;
  roles: number;
  growth: number;
  rarities: number;
  packs: number;
  decks: number;
  scenarios: number;
  rulesets: number;
}

/** Normalizes a path to forward slashes without a leading `./`. */
export function normalizePath(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\.\//, '');
}

/** Where a file sits: its game, whether it is a one-card file, and its base name (one split of the path, for `read`). */
interface PathInfo {
  game: string;
  cardFile: boolean;
  base: string;
}

function pathInfo(path: string): PathInfo {
  const parts = normalizePath(path).split('/');
  const i = parts.lastIndexOf('content');
  const name = parts[parts.length - 1] ?? '';
  return {
    game: i >= 0 && i + 2 < parts.length ? (parts[i + 1] ?? '') : '',
    cardFile: i >= 0 && parts[i + 2] === 'cards' && parts.length > i + 3,
    base: name.replace(/\.smith$/, ''),
  };
}

/** The game a path belongs to: the directory after `content/` (`content/summoners-grid/…` → `summoners-grid`). */
export function gameOf(path: string): string {
  return pathInfo(path).game;
}

/** A one-card file: under `content/<game>/cards/`. */
export function isCardFile(path: string): boolean {
  return pathInfo(path).cardFile;
}

export function baseName(path: string): string {
  return pathInfo(path).base;
}

/**
 * A file's declarations as the games play them. A one-card file's card is known by its file's name
 * (L0410 holds a stated id to it), which is the id the project, the studio and the database use; left to
 * itself a game would derive the id from the name, so a card renamed in its file would be played, and its
 * statistics reported, under an id the studio does not know.
 */
export function declsAsPlayed(file: Pick<ProjectFile, 'path' | 'parsed'>): readonly Decl[] {
  const decls = file.parsed.document.decls;
  if (!isCardFile(file.path)) return decls;
  const id = baseName(file.path);
  return decls.map((d) => ((d.kind === 'Card' || d.kind === 'GameCard') && d.id === undefined ? { ...d, id } : d));
}

/** The parse handed in with a file, when it is the parse of the file's text. */
function handedParse(file: SourceFile): ParseResult | undefined {
  return file.parsed?.text === file.text ? file.parsed : undefined;
}

/** One file's change in a batch (`Project.change`): its game, the declarations it had and has, and the file now (none when removed). */
interface Change {
  game: string;
  before: SymbolEntry[];
  after: SymbolEntry[];
  file: ProjectFile | undefined;
}

export class Project {
  private readonly fileMap = new Map<string, ProjectFile>();
  private readonly tables = new Map<string, SymbolTable>();
  private readonly dependencies = new DependencyIndex();
  /** The parse of each file's previous text: undoing an edit (or restoring a file) costs no parse. */
  private readonly previous = new Map<string, ParseResult>();

  constructor(files: SourceFile[] = []) {
    for (const f of files) this.read(f.path, f.text, handedParse(f), f.unreadable);
    for (const file of this.fileMap.values()) this.revalidate(file);
  }

  /** Adds or replaces a file; returns the paths whose diagnostics were recomputed. */
  update(path: string, text: string): string[] {
    return this.change([{ path, text }]);
  }

  remove(path: string): string[] {
    return this.change([], [path]);
  }

  /**
   * Removes the files at `remove`, adds or replaces the files `put`, then re-validates what the changes
   * can affect, each file once; returns the paths whose diagnostics were recomputed. Many files are
   * changed here at once, not one at a time: a file that names something not declared yet (a card whose
   * file comes later) depends on the list of names, for its "did you mean", and was re-validated at every
   * declaration after it. The studio's language worker, given 1,000 drafts in order of id, took a minute
   * that way (2,000: four), and a project of all of them a third of a second.
   */
  change(put: readonly SourceFile[], remove: readonly string[] = []): string[] {
    const changes: Change[] = [];
    for (const path of remove) {
      const normalized = normalizePath(path);
      const previous = this.fileMap.get(normalized);
      if (!previous) continue;
      this.unindex(previous);
      this.fileMap.delete(normalized);
      changes.push({ game: previous.game, before: previous.entries, after: [], file: undefined });
    }
    for (const f of put) {
      const normalized = normalizePath(f.path);
      const previous = this.fileMap.get(normalized);
      if (previous) this.unindex(previous);
      const cached = this.previous.get(normalized);
      if (previous) this.previous.set(normalized, previous.parsed);
      // A file is read here as the constructor reads it: with the parse or the read error handed in.
      const file = this.read(normalized, f.text, handedParse(f) ?? (cached?.text === f.text ? cached : undefined), f.unreadable);
      changes.push({ game: file.game, before: previous?.entries ?? [], after: file.entries, file });
    }
    return this.afterChanges(changes);
  }

  file(path: string): ProjectFile | undefined {
    return this.fileMap.get(normalizePath(path));
  }

  files(): ProjectFile[] {
    return [...this.fileMap.values()];
  }

  games(): string[] {
    return [...this.tables.keys()];
  }

  symbols(game: string): SymbolTable {
    let table = this.tables.get(game);
    if (table === undefined) this.tables.set(game, (table = new SymbolTable()));
    return table;
  }

  /** The diagnostics of one file (syntax, declarations, validation), sorted, at most MAX_LISTED_DIAGNOSTICS of them listed. */
  diagnostics(path: string): Diagnostic[] {
    const file = this.file(path);
    if (!file) return [];
    const ruleset = this.symbols(file.game).ruleset();
    const words = withRulesetWords(designerWordsOf(gameIdOf(ruleset)), ruleset);
    const told = file.parsed.diagnosticsIn(words);
    // A line is broken if it is in either telling: the game's words can make a mix-up a line that does not
    // read (`traits fire and wing`), and drop an echo the recovery made (which still marks a line it misread).
    const broken = told === file.parsed.diagnostics ? told : [...file.parsed.diagnostics, ...told];
    return capDiagnostics(sortDiagnostics([...told, ...file.declarationDiagnostics, ...this.cardIdsElsewhere(file), ...withoutRecoveryEchoes(broken, file.semantic)]));
  }

  /**
   * A card whose id another game's card has too (L0419). Everything else validates within one game, but
   * the card database keys cards by id alone, so two games' `feint.smith` cannot both be stored. Worked
   * out when asked (a lookup per card in each other game's table), so it is never stale.
   */
  private cardIdsElsewhere(file: ProjectFile): Diagnostic[] {
    return file.entries.flatMap((entry) => {
      const other = entry.kind === 'card' ? this.sameCardIdElsewhere(file.game, entry.id)[0] : undefined;
      if (other === undefined) return [];
      const game = gameOf(other.path);
      return [{ code: 'L0419', severity: 'error', message: `Card id \`${entry.id}\` is also a card of the game ${game} (${other.path}): card ids are unique across games, because the card database keys cards by id; rename one of the files`, range: entry.nameNode.range }];
    });
  }

  /** The cards of games other than `game` with this id. */
  private sameCardIdElsewhere(game: string, id: string): SymbolEntry[] {
    return [...this.tables].flatMap(([g, table]) => (g === game ? [] : table.withIdOrName('card', id).filter((e) => e.id === id)));
  }

  allDiagnostics(): FileDiagnostic[] {
    return this.files()
      .sort((a, b) => a.path.localeCompare(b.path))
      .flatMap((f) => this.diagnostics(f.path).map((d) => ({ ...d, path: f.path })));
  }

  counts(): ProjectCounts {
    const sum = (kind: SymbolKind): number => [...this.tables.values()].reduce((n, t) => n + t.count(kind), 0);
    return {
      files: this.fileMap.size, cards: sum('card'), species: sum('species'), roles: sum('role'), growth: sum('growth'),
      rarities: sum('rarity'), packs: sum('pack'), decks: sum('deck'), scenarios: sum('scenario'), rulesets: sum('ruleset'),
    };
  }

  private read(path: string, text: string, reuse?: ParseResult, unreadable?: string): ProjectFile {
    const parsed = reuse ?? parse(text);
    const where = pathInfo(path);
    const game = where.game;
    const declarationDiagnostics: Diagnostic[] = [];
    if (unreadable !== undefined) declarationDiagnostics.push(unreadableFile(unreadable));
    const entries = entriesOf(path, where, parsed.document.decls, declarationDiagnostics);
    const file: ProjectFile = { path, text, game, parsed, entries, declarationDiagnostics, semantic: [], refs: noRefs };
    this.fileMap.set(path, file);
    const table = this.symbols(game);
    for (const e of entries) table.add(e);
    this.dependencies.add(file);
    return file;
  }

  private unindex(file: ProjectFile): void {
    const table = this.symbols(file.game);
    for (const e of file.entries) table.remove(e);
    this.dependencies.remove(file);
  }

  /**
   * Re-validates what the changes can affect, once each: the changed files and the files that depend on
   * the names they declared or declare. A file changed twice in one batch is validated as it is now (its
   * earlier version is out of the project, and out of `redo`).
   */
  private afterChanges(changes: readonly Change[]): string[] {
    const redo = new Set<ProjectFile>();
    for (const { game, before, after, file } of changes) {
      for (const affected of this.dependencies.affected(game, this.symbols(game), before, after)) redo.add(affected);
      if (file) redo.add(file);
    }
    const current = [...redo].filter((file) => this.fileMap.get(file.path) === file);
    for (const file of current) this.revalidate(file);
    // Another game's card with an id a change gave or took away: its L0419 came or went (nothing of it
    // is re-validated, since that report is worked out when asked, but its diagnostics are new).
    const elsewhere = new Set<string>();
    for (const { game, before, after } of changes) {
      const cardIds = new Set([...before, ...after].filter((e) => e.kind === 'card').map((e) => e.id));
      for (const id of cardIds) for (const e of this.sameCardIdElsewhere(game, id)) elsewhere.add(e.path);
    }
    return [...new Set([...current.map((f) => f.path), ...elsewhere])];
  }

  private revalidate(file: ProjectFile): void {
    const result = validateFile(file, this.symbols(file.game));
    file.semantic = result.diagnostics;
    this.dependencies.setRefs(file, result.refs);
  }
}

/** L0006, at the start of a file that could not be read (it counts as empty: it declares nothing). */
function unreadableFile(reason: string): Diagnostic {
  const start = { offset: 0, line: 1, column: 1 };
  return { code: 'L0006', severity: 'error', message: `Could not read ${reason}; nothing in it was loaded, the other files were`, range: { start, end: start } };
}

function entriesOf(path: string, { cardFile, base }: PathInfo, decls: Decl[], diagnostics: Diagnostic[]): SymbolEntry[] {
  let cards = 0;
  const entries: SymbolEntry[] = [];
  for (const decl of decls) {
    if (decl.name.text === '') continue;
    const kind = symbolKindOf(decl);
    let id = decl.id;
    if (cardFile) {
      if (decl.kind !== 'Card' && decl.kind !== 'GameCard') {
        diagnostics.push({ code: 'L0403', severity: 'error', message: `Files under cards/ hold one card each; move this ${decl.kind.toLowerCase()} to a family file such as \`${decl.kind.toLowerCase()}.smith\``, range: decl.name.range });
        continue;
      }
      cards++;
      if (cards > 1) {
        diagnostics.push({ code: 'L0403', severity: 'error', message: `Files under cards/ hold one card each: move "${decl.name.text}" to its own file, \`${slug(decl.name.text)}.smith\``, range: decl.name.range });
      } else {
        if (decl.id !== undefined && decl.id !== base) {
          diagnostics.push({ code: 'L0410', severity: 'error', message: `A card's id is its file name: this file gives it the id \`${base}\`, so \`id ${decl.id}\` contradicts it (rename the file to change the id)`, range: decl.name.range });
        }
        id = base;
      }
    }
    entries.push({ kind, id: id ?? slug(decl.name.text), name: decl.name.text, path, decl, nameNode: decl.name });
  }
  return entries.slice(); // sized to its contents (see `parse`): the project keeps it
}
