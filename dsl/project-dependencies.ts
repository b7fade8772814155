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
 * them is vocabulary, every file of the game. The index keeps these sets by key, so finding them costs
 * the size of the answer, not a scan of the project.
 */
import type { ProjectFile } from './project';
import type { SymbolEntry, SymbolKind } from './symbols';

/** Declarations validation reads as a whole (the game's vocabulary and role tree): a change to one affects every file of the game. */
const vocabularyKinds: ReadonlySet<SymbolKind> = new Set<SymbolKind>(['ruleset', 'growth', 'role']);

/** The key of a reference to a declaration of `kind` by id or name. */
export function refKey(kind: SymbolKind, text: string): string {
  return `${kind}\u0000${text}`;
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

/** One game's files, by the keys they declare and the keys they depend on. */
class GameDependencies {
  readonly files = new Set<ProjectFile>();
  readonly declaring = new Map<string, Set<ProjectFile>>();
  readonly referring = new Map<string, Set<ProjectFile>>();
}

export class DependencyIndex {
  private readonly games = new Map<string, GameDependencies>();

  /** Indexes a file: what it declares (`file.keys`) and what it depends on (`file.refs`). */
  add(file: ProjectFile): void {
    const game = this.game(file.game);
    game.files.add(file);
    for (const k of file.keys) addTo(game.declaring, k, file);
    for (const k of file.refs) addTo(game.referring, k, file);
  }

  remove(file: ProjectFile): void {
    const game = this.game(file.game);
    game.files.delete(file);
    for (const k of file.keys) removeFrom(game.declaring, k, file);
    for (const k of file.refs) removeFrom(game.referring, k, file);
  }

  /** Replaces what an indexed file depends on (after it was validated again). */
  setRefs(file: ProjectFile, refs: Set<string>): void {
    const game = this.game(file.game);
    for (const k of file.refs) if (!refs.has(k)) removeFrom(game.referring, k, file);
    for (const k of refs) if (!file.refs.has(k)) addTo(game.referring, k, file);
    file.refs = refs;
  }

  /** The files of `game` whose diagnostics can change when its declarations `before` become `after` (see the top of this file). */
  affected(game: string, before: readonly SymbolEntry[], after: readonly SymbolEntry[]): Set<ProjectFile> {
    const index = this.game(game);
    if (before.some((e) => vocabularyKinds.has(e.kind)) || after.some((e) => vocabularyKinds.has(e.kind))) return new Set(index.files);
    const out = new Set<ProjectFile>();
    const collect = (from: Map<string, Set<ProjectFile>>, key: string): void => {
      for (const f of from.get(key) ?? []) out.add(f);
    };
    for (const entry of [...before, ...after]) {
      for (const k of entryKeys(entry)) {
        collect(index.referring, k);
        collect(index.declaring, k);
      }
    }
    for (const kind of renamedKinds(before, after)) collect(index.referring, namesKey(kind));
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

function addTo(map: Map<string, Set<ProjectFile>>, key: string, file: ProjectFile): void {
  const set = map.get(key);
  if (set === undefined) map.set(key, new Set([file]));
  else set.add(file);
}

function removeFrom(map: Map<string, Set<ProjectFile>>, key: string, file: ProjectFile): void {
  const set = map.get(key);
  if (set === undefined) return;
  set.delete(file);
  if (set.size === 0) map.delete(key);
}
