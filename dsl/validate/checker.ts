/**
 * The state of validating one file: its diagnostics, the names it looked up, the game it belongs to, and
 * the scopes of names visible inside formulas.
 */
import type { Expr, Name, Range } from '../ast';
import { codes, type Code } from '../codes';
import { replaceWith, type Diagnostic, type QuickFix } from '../diagnostics';
import { namesKey, refKey } from '../project-dependencies';
import type { ProjectFile } from '../project';
import type { SymbolEntry, SymbolKind, SymbolTable } from '../symbols';
import type { GameInfo } from './game-info';
import { closest } from './suggest';

/** What a formula value is: a number, or a game object a path can walk into. `any`: unknown, never reported. */
export type VType = 'number' | 'unit' | 'space' | 'card' | 'building' | 'player' | 'event' | 'equipment' | 'label' | 'role' | 'species' | 'any';

/** Names visible in a formula. Scopes nest: a card's, then an ability's, then a `for each` body's. */
export class Scope {
  readonly names = new Map<string, VType>();
  readonly used: Set<string>;

  constructor(
    readonly parent: Scope | undefined,
    /** Card (or weapon, formula) parameters: numbers by name. */
    readonly params: Map<string, Expr> = parent?.params ?? new Map(),
    /** When true, bare stats and unit properties (`INT`, `level`) read an implicit unit. */
    readonly subject: boolean = false,
  ) {
    this.used = parent?.used ?? new Set();
  }

  child(subject = this.subject): Scope {
    return new Scope(this, this.params, subject);
  }

  define(name: string, type: VType): void {
    this.names.set(name, type);
  }

  lookup(name: string): VType | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const found = s.names.get(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Every name visible here, for suggestions. */
  visible(): string[] {
    const out: string[] = [...this.params.keys()];
    for (let s: Scope | undefined = this; s; s = s.parent) out.push(...s.names.keys());
    return out;
  }

  hasSubject(): boolean {
    for (let s: Scope | undefined = this; s; s = s.parent) if (s.subject) return true;
    return false;
  }
}

const kindWords: Record<SymbolKind, string> = {
  ruleset: 'ruleset', species: 'species', role: 'role', growth: 'growth kind', rarity: 'rarity', pack: 'pack', card: 'card',
  deck: 'deck', scenario: 'scenario',
};

export class Checker {
  readonly diagnostics: Diagnostic[] = [];
  /** What this file's results depend on besides itself (see project-dependencies.ts). */
  readonly refs = new Set<string>();

  constructor(readonly file: ProjectFile, readonly table: SymbolTable, readonly info: GameInfo) {}

  /** True when the game has a ruleset; without one, ruleset vocabulary (stats, statuses …) is not checked. */
  get hasRuleset(): boolean {
    return this.info.ruleset !== undefined;
  }

  /**
   * Has an error been reported since the diagnostics numbered `mark` (`diagnostics.length` before)? A
   * game's own rules read only what the language accepts: on a card, deck or ruleset with errors they
   * would only repeat them.
   */
  errorsSince(mark: number): boolean {
    return this.diagnostics.slice(mark).some((d) => d.severity === 'error');
  }

  report(code: Code, message: string, range: Range, fixes?: QuickFix[]): void {
    const { severity } = codes[code];
    this.diagnostics.push(fixes === undefined || fixes.length === 0 ? { code, severity, message, range } : { code, severity, message, range, fixes });
  }

  /** A quick fix that replaces the text at `range`. */
  replace(range: Range, text: string): QuickFix {
    return replaceWith(range, text);
  }

  /** Resolves a reference to a declaration, remembering it so the file is re-validated when it changes. */
  lookup(kind: SymbolKind, name: Name): SymbolEntry | undefined {
    if (name.text === '') return undefined;
    this.refs.add(refKey(kind, name.text));
    if (kind === 'card') {
      this.refs.add(refKey('role', name.text));
      return this.table.resolveCard(name.text);
    }
    return kind === 'growth' ? this.table.resolveGrowth(name.text) : this.table.resolve(kind, name.text);
  }

  /** Resolves and reports an unknown name with the closest known one as a fix. */
  need(kind: SymbolKind, name: Name, code: Code): SymbolEntry | undefined {
    const found = this.lookup(kind, name);
    if (found || name.text === '') return found;
    const candidates = kind === 'card' ? [...this.namesOf('card'), ...this.namesOf('role')] : this.namesOf(kind);
    this.unknown(code, `Unknown ${kindWords[kind]} "${name.text}"`, name, candidates);
    return undefined;
  }

  /**
   * Every name and id of a kind, for suggestions; remembered, so that the file is re-validated when a
   * declaration of that kind comes, goes or is renamed (its suggestion may change).
   */
  namesOf(kind: SymbolKind): readonly string[] {
    this.refs.add(namesKey(kind));
    return this.table.namesOf(kind);
  }

  /** Reports an unknown word, suggesting the closest of `candidates`. */
  unknown(code: Code, message: string, name: Name, candidates: Iterable<string>): void {
    const suggestion = closest(name.text, candidates);
    if (suggestion === undefined) {
      this.report(code, message, name.range);
      return;
    }
    const text = name.quoted || !/^[A-Za-z][A-Za-z0-9_-]*$/.test(suggestion) ? `"${suggestion}"` : suggestion;
    this.report(code, `${message}; did you mean \`${suggestion}\`?`, name.range, [this.replace(name.range, text)]);
  }
}
