/**
 * The symbol table of one game (`content/<game>/`): every declaration by kind, id and display name.
 * References resolve by id first, then by name. When several declarations share an id or a name, the
 * first in source order (path, then position) wins, whatever order the files were read or edited in: an
 * edited project resolves exactly as a fresh one of the same files.
 */
import type { CardDecl, Decl, Name, RulesetDecl } from './ast';

export type SymbolKind = 'ruleset' | 'species' | 'role' | 'growth' | 'rarity' | 'pack' | 'card' | 'deck' | 'scenario';

export interface SymbolEntry {
  kind: SymbolKind;
  id: string;
  name: string;
  path: string;
  decl: Decl;
  /** The declaration's name, for go-to-definition and duplicate reports. */
  nameNode: Name;
}

export function symbolKindOf(decl: Decl): SymbolKind {
  switch (decl.kind) {
    case 'Card': return decl.cardType === 'role' ? 'role' : 'card';
    case 'GameCard': return 'card';
    case 'Ruleset': return 'ruleset';
    case 'Species': return 'species';
    case 'Growth': return 'growth';
    case 'Rarity': return 'rarity';
    case 'Pack': return 'pack';
    case 'Deck': return 'deck';
    case 'Scenario': return 'scenario';
  }
}

/** Entries of one kind by a text (id or name). Kept per kind, so a lookup hashes the name itself, not a concatenated key. */
type ByText = Map<SymbolKind, Map<string, SymbolEntry[]>>;

export class SymbolTable {
  private readonly byId: ByText = new Map();
  private readonly byName: ByText = new Map();
  private readonly bySymbol = new Map<string, SymbolEntry[]>();
  private readonly byKind = new Map<SymbolKind, Set<SymbolEntry>>();
  /**
   * Increases when a ruleset or role is added or removed, so data derived from them (the role tree, the
   * ruleset vocabulary) can be cached across edits of other files.
   */
  version = 0;
  /** `namesOf` per kind, dropped when a declaration of that kind comes or goes. */
  private readonly names = new Map<SymbolKind, readonly string[]>();

  private touch(entry: SymbolEntry): void {
    if (entry.kind === 'ruleset' || entry.kind === 'role') this.version++;
    this.names.delete(entry.kind);
  }

  add(entry: SymbolEntry): void {
    this.touch(entry);
    push(ofKind(this.byId, entry.kind), entry.id, entry);
    push(ofKind(this.byName, entry.kind), entry.name, entry);
    if (entry.decl.kind === 'Growth') push(this.bySymbol, entry.decl.symbol, entry);
    let set = this.byKind.get(entry.kind);
    if (set === undefined) this.byKind.set(entry.kind, (set = new Set()));
    set.add(entry);
  }

  remove(entry: SymbolEntry): void {
    this.touch(entry);
    pull(ofKind(this.byId, entry.kind), entry.id, entry);
    pull(ofKind(this.byName, entry.kind), entry.name, entry);
    if (entry.decl.kind === 'Growth') pull(this.bySymbol, entry.decl.symbol, entry);
    this.byKind.get(entry.kind)?.delete(entry);
  }

  /** The declaration a reference means: by id first, then by display name. */
  resolve(kind: SymbolKind, text: string): SymbolEntry | undefined {
    return this.byId.get(kind)?.get(text)?.[0] ?? this.byName.get(kind)?.get(text)?.[0];
  }

  /** A card reference: any card, role cards included. */
  resolveCard(text: string): SymbolEntry | undefined {
    return this.resolve('card', text) ?? this.resolve('role', text);
  }

  /** A growth kind by name or by symbol (`++`). */
  resolveGrowth(text: string): SymbolEntry | undefined {
    return this.resolve('growth', text) ?? this.bySymbol.get(text)?.[0];
  }

  all(kind: SymbolKind): SymbolEntry[] {
    return [...(this.byKind.get(kind) ?? [])];
  }

  /** Every declaration of a kind in source order (path, then position): for checks where the first one counts. */
  ordered(kind: SymbolKind): SymbolEntry[] {
    return this.all(kind).sort(sourceOrder);
  }

  count(kind: SymbolKind): number {
    return this.byKind.get(kind)?.size ?? 0;
  }

  /** The first other declaration (in source order) of the same kind with the same id. */
  sameId(entry: SymbolEntry): SymbolEntry | undefined {
    return firstOther(this.byId.get(entry.kind)?.get(entry.id), entry);
  }

  /** The first other declaration (in source order) of the same kind with the same display name. */
  sameName(entry: SymbolEntry): SymbolEntry | undefined {
    return firstOther(this.byName.get(entry.kind)?.get(entry.name), entry);
  }

  /** Every declaration of a kind whose id or display name is `text`. */
  withIdOrName(kind: SymbolKind, text: string): SymbolEntry[] {
    return [...(this.byId.get(kind)?.get(text) ?? []), ...(this.byName.get(kind)?.get(text) ?? [])];
  }

  /** The game's ruleset (the first one, if several are declared: that is reported). */
  ruleset(): RulesetDecl | undefined {
    const first = this.ordered('ruleset')[0];
    return first?.decl.kind === 'Ruleset' ? first.decl : undefined;
  }

  /**
   * Every display name and id of a kind, for "did you mean" suggestions and completion. Cached until a
   * declaration of the kind comes or goes: every unknown card name in a 10,000-card set asks for it.
   */
  namesOf(kind: SymbolKind): readonly string[] {
    const cached = this.names.get(kind);
    if (cached !== undefined) return cached;
    const out = new Set<string>();
    for (const e of this.byKind.get(kind) ?? []) {
      out.add(e.name);
      out.add(e.id);
    }
    const names = [...out];
    this.names.set(kind, names);
    return names;
  }
}

export function cardOf(entry: SymbolEntry | undefined): CardDecl | undefined {
  return entry?.decl.kind === 'Card' ? entry.decl : undefined;
}

function ofKind(map: ByText, kind: SymbolKind): Map<string, SymbolEntry[]> {
  let byText = map.get(kind);
  if (byText === undefined) map.set(kind, (byText = new Map()));
  return byText;
}

function firstOther(list: readonly SymbolEntry[] | undefined, entry: SymbolEntry): SymbolEntry | undefined {
  for (const e of list ?? []) if (e !== entry) return e;
  return undefined;
}

/** Source order: by path, then by position in the file. */
export function sourceOrder(a: SymbolEntry, b: SymbolEntry): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : a.nameNode.range.start.offset - b.nameNode.range.start.offset;
}

/** Adds `entry` to the list under `k`, keeping the list in source order (lists are nearly always one long). */
function push(map: Map<string, SymbolEntry[]>, k: string, entry: SymbolEntry): void {
  const list = map.get(k);
  if (!list) {
    map.set(k, [entry]);
    return;
  }
  let i = list.length;
  while (i > 0 && sourceOrder(list[i - 1] as SymbolEntry, entry) > 0) i--;
  list.splice(i, 0, entry);
}

function pull(map: Map<string, SymbolEntry[]>, k: string, entry: SymbolEntry): void {
  const list = map.get(k);
  if (!list) return;
  const i = list.indexOf(entry);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) map.delete(k);
}
