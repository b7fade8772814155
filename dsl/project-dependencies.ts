/**
 * Which files an edit can affect: the index behind the project's incremental validation.
 *
 * A file's diagnostics depend on its own text and on three things outside it, all within its game:
 * - the declarations it looked up by name (`refKey`): a deck's cards, a scenario's `summon "Name"`, a
 *   card's rarity; recorded by the validator as it resolves them, whether they were found or not;
 * - the names of a kind it drew a "did you mean" suggestion from (`namesKey`), for a name it did not find;
 * - the declarations that share an id or name with one of its own (duplicate reports).
 * And everything depends on the game's vocabulary: its ruleset (stats, statuses, formulas …), growth
 * kinds and the role tree, which validation reads as a whole rather than name by name.
 *
 * So an edit that turns declarations `before` into `after` affects: the files that refer to or declare any
 * id or name in either, the files that took suggestions from a kind whose names changed, and, when any of
 * them is vocabulary, every file of the game. The index keeps the files by the keys they depend on, and
 * the game's symbol table finds the files declaring a name, so finding them costs the size of the answer,
 * not a scan of the project.
 */
import type { ProjectFile } from './project';
import type { SymbolEntry, SymbolKind, SymbolTable } from './symbols';

/** Declarations validation reads as a whole (the game's vocabulary and role tree): a change to one affects every file of the game. */
const vocabularyKinds: ReadonlySet<SymbolKind> = new Set<SymbolKind>(['ruleset', 'growth', 'role']);

const MAX_SHARED_KEYS = 100_000;
const sharedKeys = new Map<SymbolKind, Map<string, string>>();
let sharedKeyCount = 0;

/**
 * The key of a reference to a declaration of `kind` by id or name. Each key is made once and shared:
 * every card of a 10,000-card game looks up its rarity, species and the like, and a key concatenated per
 * lookup was two strings more per reference for the project to keep (the concatenation and its
 * flattened copy, made when a Set hashes it). The table is emptied when it grows past `MAX_SHARED_KEYS`
 * (an editor session types many names that never existed), which only costs making keys again.
 */
export function refKey(kind: SymbolKind, text: string): string {
  let byText = sharedKeys.get(kind);
  if (byText === undefined) sharedKeys.set(kind, (byText = new Map()));
  const found = byText.get(text);
  if (found !== undefined) return found;
  if (sharedKeyCount >= MAX_SHARED_KEYS) {
    sharedKeys.clear();
    sharedKeys.set(kind, (byText = new Map()));
    sharedKeyCount = 0;
  }
  const key = `${kind}\u0000${text}`;
  byText.set(text, key);
  sharedKeyCount++;
  return key;
}

/** The key of a dependency on every name of a kind (suggestions); the leading NUL keeps it apart from any `refKey`. */
export function namesKey(kind: SymbolKind): string {
  return `\u0000names\u0000${kind}`;
}

/** The keys a reference to this entry could use: its id and its name. Role cards are also cards. */
export function entryKeys(entry: SymbolEntry): string[] {
  const kinds: SymbolKind[] = entry.kind === 'role' ? ['role', 'card'] : [entry.kind];
  return kinds.flatMap((k) => [refKey(k, entry.id), refKey(k, entry.name)]);
}

/**
 * The files depending on each key. Most keys (a card's name) have one dependent: the file itself is
 * stored until a second one comes, which spares a Set per key in a 10,000-card set.
 */
type Dependents = Map<string, ProjectFile | Set<ProjectFile>>;

/** One game's files, by path and by the keys they depend on. */
class GameDependencies {
  readonly files = new Map<string, ProjectFile>();
  readonly referring: Dependents = new Map();
}

export class DependencyIndex {
  private readonly games = new Map<string, GameDependencies>();

  /** Indexes a file and what it depends on (`file.refs`). */
  add(file: ProjectFile): void {
    const game = this.game(file.game);
    game.files.set(file.path, file);
    for (const k of file.refs) addTo(game.referring, k, file);
  }

  remove(file: ProjectFile): void {
    const game = this.game(file.game);
    game.files.delete(file.path);
    for (const k of file.refs) removeFrom(game.referring, k, file);
  }

  /** Replaces what an indexed file depends on (after it was validated again). */
  setRefs(file: ProjectFile, refs: ReadonlySet<string>): void {
    const game = this.game(file.game);
    for (const k of file.refs) if (!refs.has(k)) removeFrom(game.referring, k, file);
    for (const k of refs) if (!file.refs.has(k)) addTo(game.referring, k, file);
    file.refs = refs;
  }

  /**
   * The files of `game` whose diagnostics can change when its declarations `before` become `after` (see
   * the top of this file); `table` is the game's symbol table, already holding `after`.
   */
  affected(game: string, table: SymbolTable, before: readonly SymbolEntry[], after: readonly SymbolEntry[]): Set<ProjectFile> {
    const index = this.game(game);
    if (before.some((e) => vocabularyKinds.has(e.kind)) || after.some((e) => vocabularyKinds.has(e.kind))) return new Set(index.files.values());
    const out = new Set<ProjectFile>();
    const collect = (key: string): void => {
      const found = index.referring.get(key);
      if (found instanceof Set) for (const f of found) out.add(f);
      else if (found !== undefined) out.add(found);
    };
    for (const entry of [...before, ...after]) {
      for (const k of entryKeys(entry)) collect(k);
      for (const text of [entry.id, entry.name]) {
        for (const other of table.withIdOrName(entry.kind, text)) {
          const file = index.files.get(other.path);
          if (file !== undefined) out.add(file);
        }
      }
    }
    for (const kind of renamedKinds(before, after)) collect(namesKey(kind));
    return out;
  }

  private game(id: string): GameDependencies {
    let game = this.games.get(id);
    if (game === undefined) this.games.set(id, (game = new GameDependencies()));
    return game;
  }
}

/** The kinds whose set of names and ids may differ between `before` and `after`. */
function renamedKinds(before: readonly SymbolEntry[], after: readonly SymbolEntry[]): Set<SymbolKind> {
  const named = (entries: readonly SymbolEntry[]): Set<string> => new Set(entries.flatMap((e) => [refKey(e.kind, e.id), refKey(e.kind, e.name)]));
  const was = named(before);
  const is = named(after);
  const kinds = new Set<SymbolKind>();
  for (const e of before) if (!is.has(refKey(e.kind, e.id)) || !is.has(refKey(e.kind, e.name))) kinds.add(e.kind);
  for (const e of after) if (!was.has(refKey(e.kind, e.id)) || !was.has(refKey(e.kind, e.name))) kinds.add(e.kind);
  return kinds;
}

function addTo(map: Dependents, key: string, file: ProjectFile): void {
  const found = map.get(key);
  if (found === undefined) map.set(key, file);
  else if (found instanceof Set) found.add(file);
  else if (found !== file) map.set(key, new Set([found, file]));
}

function removeFrom(map: Dependents, key: string, file: ProjectFile): void {
  const found = map.get(key);
  if (found === file) map.delete(key);
  else if (found instanceof Set) {
    found.delete(file);
    if (found.size === 0) map.delete(key);
  }
}
