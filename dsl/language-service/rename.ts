/**
 * Rename: every use of the name under the cursor, across the files of its game, as text edits per file.
 * What counts as "the same name" comes from the name index (name-index.ts) and the symbol table:
 *  - a declared thing (card, role, species, growth, rarity, ruleset, pack, deck, scenario): its
 *    declaration and every reference that resolves to the same declaration, written by its name (a
 *    reference by id, e.g. a card file's base name, stays valid and is left alone);
 *  - a ruleset setting or formula: its definition and every formula reference or call to it in the game
 *    (where the card does not declare a choice or parameter of that name itself);
 *  - a card's choice, parameter or step label, and a scenario's unit handle: the uses inside that declaration.
 * Anything else (keywords, stats, statuses, zones …) is not renameable. Pure.
 */
import type { Decl, Document, Name, Range } from '../ast';
import type { TextEdit } from '../diagnostics';
import type { Project, ProjectFile } from '../project';
import type { SymbolEntry, SymbolKind, SymbolTable } from '../symbols';
import { keywords } from '../tokens';
import { resolveUse } from './hover';
import { nameAt, nameUses, type NameUse } from './name-index';

export interface FileEdits {
  path: string;
  edits: TextEdit[];
}

export type RenameResult = { ok: true; files: FileEdits[] } | { ok: false; message: string };

/** What the cursor names, for `prepareRename`: the name's range and its text. */
export interface RenameSpot {
  range: Range;
  placeholder: string;
}

type Target =
  | { kind: 'entry'; entry: SymbolEntry }
  | { kind: 'ruleset-name'; name: string }
  | { kind: 'local'; decl: Decl; name: string };

const declaredKinds: SymbolKind[] = ['ruleset', 'species', 'role', 'growth', 'rarity', 'pack', 'card', 'deck', 'scenario'];
const entryRoles = new Set<NameUse['role']>(['role', 'species', 'card', 'growth', 'rarity', 'ruleset']);
const localRoles = new Set<NameUse['role']>(['binding', 'param', 'label', 'handle']);
/** A word the lexer reads as one name: letters, digits, `_`, joined by single hyphens. */
const wordPattern = /^[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/;

function usesOf(decl: Decl): NameUse[] {
  const doc: Document = { kind: 'Document', decls: [decl], range: decl.range };
  return nameUses(doc);
}

/** Names a declaration defines for its own use: its choices, parameters, step labels and unit handles. */
function definesLocally(decl: Decl, name: string): boolean {
  return usesOf(decl).some((u) => u.name.text === name && localRoles.has(u.role) && u.index === undefined);
}

function isRulesetName(table: SymbolTable, name: string): boolean {
  const ruleset = table.ruleset();
  return ruleset !== undefined && (ruleset.settings.some((s) => s.name.text === name) || ruleset.formulas.some((f) => f.name.text === name));
}

function targetOf(table: SymbolTable, use: NameUse): Target | undefined {
  if (use.role === 'decl') {
    const entry = declaredKinds.flatMap((k) => table.all(k)).find((e) => e.decl === use.decl && e.nameNode === use.name);
    return entry ? { kind: 'entry', entry } : undefined;
  }
  if (entryRoles.has(use.role)) {
    const entry = resolveUse(table, use);
    return entry && entry.name === use.name.text ? { kind: 'entry', entry } : undefined;
  }
  const name = use.name.text;
  const head = use.role === 'ref' && (use.index ?? 0) === 0;
  if ((localRoles.has(use.role) || head) && definesLocally(use.decl, name)) return { kind: 'local', decl: use.decl, name };
  if ((use.role === 'setting' || use.role === 'formula' || head) && isRulesetName(table, name)) return { kind: 'ruleset-name', name };
  return undefined;
}

function matches(table: SymbolTable, target: Target, use: NameUse): boolean {
  const name = use.name.text;
  switch (target.kind) {
    case 'entry':
      if (use.role === 'decl') return use.name === target.entry.nameNode;
      return entryRoles.has(use.role) && name === target.entry.name && resolveUse(table, use)?.decl === target.entry.decl;
    case 'local':
      return use.decl === target.decl && name === target.name && (localRoles.has(use.role) || (use.role === 'ref' && (use.index ?? 0) === 0));
    case 'ruleset-name':
      if (name !== target.name) return false;
      if (use.role === 'setting' || use.role === 'formula') return true;
      return use.role === 'ref' && (use.index ?? 0) === 0 && !definesLocally(use.decl, name);
  }
}

function useAt(project: Project, path: string, offset: number): { file: ProjectFile; use: NameUse } | undefined {
  const file = project.file(path);
  const use = file ? nameAt(nameUses(file.parsed.document), offset) : undefined;
  return file && use ? { file, use } : undefined;
}

/** The renameable name at `offset`, or undefined when there is none. */
export function renameSpot(project: Project, path: string, offset: number): RenameSpot | undefined {
  const found = useAt(project, path, offset);
  if (!found || !targetOf(project.symbols(found.file.game), found.use)) return undefined;
  return { range: found.use.name.range, placeholder: found.use.name.text };
}

/** How a use is written after the rename: quoted where it was quoted or where the new name is not one word. */
function written(name: Name, newName: string): string {
  const bare = wordPattern.test(newName) && !keywords.has(newName);
  return name.quoted || !bare ? `"${newName}"` : newName;
}

/** Every use of the renameable name at `offset`, per file of its game (sorted by path, each file's uses in order); undefined when there is none there. */
export function symbolUses(project: Project, path: string, offset: number): Array<{ file: ProjectFile; uses: NameUse[] }> | undefined {
  const found = useAt(project, path, offset);
  const target = found ? targetOf(project.symbols(found.file.game), found.use) : undefined;
  if (!found || !target) return undefined;
  const table = project.symbols(found.file.game);
  const out: Array<{ file: ProjectFile; uses: NameUse[] }> = [];
  for (const file of project.files()) {
    if (file.game !== found.file.game) continue;
    const uses = nameUses(file.parsed.document)
      .filter((use) => matches(table, target, use))
      .sort((a, b) => a.name.range.start.offset - b.name.range.start.offset)
      .filter((use, i, all) => i === 0 || all[i - 1]?.name.range.start.offset !== use.name.range.start.offset);
    if (uses.length > 0) out.push({ file, uses });
  }
  return out.sort((a, b) => a.file.path.localeCompare(b.file.path));
}

export function renameAt(project: Project, path: string, offset: number, newName: string): RenameResult {
  const found = useAt(project, path, offset);
  const target = found ? targetOf(project.symbols(found.file.game), found.use) : undefined;
  const occurrences = symbolUses(project, path, offset);
  if (!found || !target || !occurrences) return { ok: false, message: 'There is no renameable name here (a card, role, species, ruleset setting or formula, choice or parameter).' };
  if (newName.trim() === '' || /["\\\n\r\t]/.test(newName)) return { ok: false, message: `"${newName}" cannot be a name: it must be non-empty, on one line, without quotes or backslashes.` };
  // Settings, formulas, choices and parameters are read inside formulas, where a name cannot be quoted.
  if (target.kind !== 'entry' && (!wordPattern.test(newName) || keywords.has(newName))) {
    return { ok: false, message: `"${newName}" cannot name a ${found.use.role === 'ref' ? 'value' : found.use.role}: use one word of letters, digits and hyphens that is not a keyword.` };
  }
  const files: FileEdits[] = occurrences.map(({ file, uses }) => ({ path: file.path, edits: uses.map((use) => ({ range: use.name.range, newText: written(use.name, newName) })) }));
  return { ok: true, files };
}
