/**
 * The language service the studio's editor runs (in a Web Worker): diagnostics, completion, hover,
 * go-to-definition, references, document symbols, formatting edits and rename over a Project (the editor's worker and
 * `cardsmith lsp` both answer from it). Pure; positions are offsets
 * into the file's text, with `position()`/`offsetAt()` to convert from and to line/column.
 */
import type { Decl, Pos, Range } from '../ast';
import type { Diagnostic, TextEdit } from '../diagnostics';
import { blocksFormatting, formatParsed } from '../format/format';
import { Project } from '../project';
import { brokenLines } from '../recovery-echoes';
import { complete, type CompletionResult } from './completion';
import { withReferences } from './keyword-docs';
import { gameIdOf } from '../vocabulary';
import { definitionAt, hoverAt, type Hover, type Location } from './hover';
import { referencesAt } from './references';
import { renameAt, renameSpot, type RenameResult, type RenameSpot } from './rename';
import { cardTypeOf } from '../card-type';

export interface DocumentSymbol {
  name: string;
  /** `action`, `role`, `species`, `ruleset`, `choice`, `parameter`, `setting`, `formula`, `unit` … */
  kind: string;
  range: Range;
  selectionRange: Range;
  children: DocumentSymbol[];
}

export class LanguageService {
  constructor(readonly project: Project = new Project()) {}

  /** Sets a file's text (the editor's keystroke path) and returns the paths whose diagnostics changed. */
  update(path: string, text: string): string[] {
    return this.project.update(path, text);
  }

  /** The file's diagnostics, each with the reference entry it is about where there is one. */
  diagnostics(path: string): Diagnostic[] {
    const file = this.project.file(path);
    return file ? withReferences(file, gameIdOf(this.project.symbols(file.game).ruleset()), this.project.diagnostics(path)) : [];
  }

  completions(path: string, offset: number): CompletionResult | undefined {
    const file = this.project.file(path);
    return file ? complete(file, this.project.symbols(file.game), offset) : undefined;
  }

  hover(path: string, offset: number): Hover | undefined {
    const file = this.project.file(path);
    return file ? hoverAt(file, this.project.symbols(file.game), offset) : undefined;
  }

  definition(path: string, offset: number): Location | undefined {
    const file = this.project.file(path);
    return file ? definitionAt(file, this.project.symbols(file.game), offset) : undefined;
  }

  /** Every use, across the files of the game, of the name, word or keyword at the offset ("find cards that use this"). */
  references(path: string, offset: number): Location[] {
    return referencesAt(this.project, path, offset);
  }

  /** The renameable name at the offset (its range and text), if any. */
  renameSpot(path: string, offset: number): RenameSpot | undefined {
    return renameSpot(this.project, path, offset);
  }

  /** Edits, per file, that rename the name at the offset everywhere in its game; an error value when it cannot be renamed. */
  rename(path: string, offset: number, newName: string): RenameResult {
    return renameAt(this.project, path, offset, newName);
  }

  /** The outline: each declaration and its parts, less the parts the parser's recovery made of a broken line. */
  documentSymbols(path: string): DocumentSymbol[] {
    const file = this.project.file(path);
    if (!file) return [];
    const broken = brokenLines(file.parsed.diagnostics);
    return file.parsed.document.decls.map(symbolOf).map((s) => (broken.size === 0 ? s : { ...s, children: s.children.filter((c) => !broken.has(c.selectionRange.start.line)) }));
  }

  /** Edits that format the file: one replacement of the changed middle, none when already formatted or broken. */
  formattingEdits(path: string): TextEdit[] {
    const file = this.project.file(path);
    if (!file || file.parsed.diagnostics.some(blocksFormatting)) return [];
    const formatted = formatParsed(file.parsed, file.text);
    if (formatted === file.text) return [];
    let start = 0;
    while (start < file.text.length && start < formatted.length && file.text[start] === formatted[start]) start++;
    let endOld = file.text.length;
    let endNew = formatted.length;
    while (endOld > start && endNew > start && file.text[endOld - 1] === formatted[endNew - 1]) {
      endOld--;
      endNew--;
    }
    return [{ range: file.parsed.lines.range(start, endOld), newText: formatted.slice(start, endNew) }];
  }

  position(path: string, offset: number): Pos | undefined {
    return this.project.file(path)?.parsed.lines.pos(offset);
  }

  offsetAt(path: string, line: number, column: number): number | undefined {
    return this.project.file(path)?.parsed.lines.offsetAt(line, column);
  }
}

function leaf(name: string, kind: string, range: Range, selectionRange: Range = range): DocumentSymbol {
  return { name, kind, range, selectionRange, children: [] };
}

function symbolOf(decl: Decl): DocumentSymbol {
  const children: DocumentSymbol[] = [];
  // A game's own card type (a mana duel `monster`) names its cards as a keyword type names Summoner's Grid's.
  const kind = decl.kind === 'Card' && decl.cardType === 'equipment' ? decl.slot : (cardTypeOf(decl) ?? decl.kind.toLowerCase());
  if (decl.kind === 'Card' || decl.kind === 'GameCard') {
    if (decl.kind === 'Card') for (const p of decl.params) children.push(leaf(p.name.text, 'parameter', p.range, p.name.range));
    else for (const p of decl.properties) children.push(leaf(p.name.text, 'property', p.range, p.name.range));
    for (const b of decl.bindings) children.push(leaf(b.name.text, 'choice', b.range, b.name.range));
    decl.abilities.forEach((a, i) => children.push(leaf(a.kind === 'Triggered' ? `${a.trigger.event.text} ability` : `continuous ability ${i + 1}`, 'ability', a.range)));
  } else if (decl.kind === 'Ruleset') {
    for (const s of decl.settings) children.push(leaf(s.name.text, 'setting', s.range, s.name.range));
    for (const f of decl.formulas) children.push(leaf(f.name.text, 'formula', f.range, f.name.range));
  } else if (decl.kind === 'Scenario') {
    for (const p of decl.players) for (const u of p.units) children.push(leaf(u.handle.text, 'unit', u.range, u.handle.range));
  }
  return { name: decl.name.text, kind, range: decl.range, selectionRange: decl.name.range, children };
}
