/**
 * The `.smith` language in Monaco: highlighting (a Monarch grammar fed with the DSL's own keywords by the
 * worker) and the providers (completion, hover, go to definition, outline, formatting, quick fixes), each
 * a thin translation between Monaco's types and the language worker of the model's editor.
 * Registered once per page load; editors attach their model and worker with `attachModel`.
 */
import type { Range } from '../../../dsl/ast';
import type { Diagnostic, TextEdit } from '../../../dsl/diagnostics';
import type { CompletionKind } from '../../../dsl/language-service/completion';
import type { DocumentSymbol } from '../../../dsl/language-service/service';
import type { LanguageClient } from '../language/language-client';
import type { FileRename } from '../language/protocol';
import { referenceHref } from '../../../dsl/reference/href';
import type { IRange, editor, languages } from 'monaco-editor/editor/editor.api';
import type { Monaco } from './monaco';

export const SMITH = 'smith';

type Model = editor.ITextModel;

interface Attached {
  client: LanguageClient;
  /** The diagnostics last shown for the model (their quick fixes become code actions). */
  diagnostics: Diagnostic[];
}

const attached = new Map<string, Attached>();
let registered = false;
let highlighted = false;
/** Where "go to definition" in another file leads (the page of that card or definition file). */
let openOther: (path: string, at: { line: number; column: number }) => void = () => undefined;

/**
 * Where a rename's edits to other files go (the card editor saves them as the other cards' drafts): null
 * when they were written, else why not (then nothing is renamed, not even here).
 */
type RenameElsewhere = (files: FileRename[]) => Promise<string | null>;
let renameElsewhere: RenameElsewhere = async () => 'This editor cannot change other files.';

export function setRenameElsewhere(write: RenameElsewhere): void {
  renameElsewhere = write;
}

/** The model URI of a project path: `content/g/cards/x.smith` → `file:///content/g/cards/x.smith`. */
export function modelUri(monaco: Monaco, path: string) {
  return monaco.Uri.parse(`file:///${path}`);
}

function pathOf(uri: { path: string }): string {
  return uri.path.replace(/^\//, '');
}

export function toMonacoRange(range: Range): IRange {
  return { startLineNumber: range.start.line, startColumn: range.start.column, endLineNumber: range.end.line, endColumn: range.end.column };
}

function toMonacoEdit(edit: TextEdit) {
  return { range: toMonacoRange(edit.range), text: edit.newText };
}

function intersects(a: IRange, b: IRange): boolean {
  const before = (l1: number, c1: number, l2: number, c2: number) => l1 < l2 || (l1 === l2 && c1 <= c2);
  return before(a.startLineNumber, a.startColumn, b.endLineNumber, b.endColumn) && before(b.startLineNumber, b.startColumn, a.endLineNumber, a.endColumn);
}

/** Connects a model to its language worker; returns the function that detaches it. */
export function attachModel(model: Model, client: LanguageClient): () => void {
  const key = model.uri.toString();
  attached.set(key, { client, diagnostics: [] });
  return () => {
    if (attached.get(key)?.client === client) attached.delete(key);
  };
}

/** Shows a worker's diagnostics as the model's markers. */
export function showDiagnostics(monaco: Monaco, model: Model, diagnostics: Diagnostic[]): void {
  const entry = attached.get(model.uri.toString());
  if (entry) entry.diagnostics = diagnostics;
  const severity = { error: monaco.MarkerSeverity.Error, warning: monaco.MarkerSeverity.Warning, info: monaco.MarkerSeverity.Info };
  monaco.editor.setModelMarkers(
    model,
    SMITH,
    diagnostics.map((d) => ({
      ...toMonacoRange(d.range),
      severity: severity[d.severity],
      message: d.message,
      // A problem about a word of the language links its code to that word's reference entry.
      code: d.reference ? { value: d.code, target: monaco.Uri.parse(absoluteUrl(referenceHref(d.reference))) } : d.code,
      source: 'smith',
    })),
  );
}

/** A studio path as a full URL (Monaco opens links by URL). */
function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The language service links the reference by path (`/reference#…`); Monaco's Markdown needs full URLs. */
function withAbsoluteLinks(markdown: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_match, path: string) => `](${absoluteUrl(path)})`);
}

export function setDefinitionOpener(open: (path: string, at: { line: number; column: number }) => void): void {
  openOther = open;
}

/** Highlighting from the DSL's keyword list (sent by the worker, so the main thread needs no parser). */
export function highlight(monaco: Monaco, keywords: string[]): void {
  if (highlighted) return;
  highlighted = true;
  const declarations = ['ruleset', 'species', 'growth', 'rarity', 'pack', 'deck', 'scenario', 'action', 'reaction', 'counter', 'building', 'quest', 'advance', 'summon', 'role', 'weapon', 'offhand', 'armor', 'accessory'];
  monaco.languages.setMonarchTokensProvider(SMITH, {
    declarations,
    keywords: keywords.filter((k) => !declarations.includes(k)),
    tokenizer: {
      root: [
        [/\/\/.*$/, 'comment'],
        [/"(?:[^"\\]|\\.)*"/, 'string'],
        [/"(?:[^"\\]|\\.)*$/, 'string.invalid'],
        [/\d+(?:\.\d+)?%/, 'number.percent'],
        [/x(?=\d)|×/, 'operator'],
        [/\d+(?:\.\d+)?/, 'number'],
        [/[A-Z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:'s)?/, 'type.identifier'],
        [/[a-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:'s)?/, { cases: { '@declarations': 'keyword.declaration', '@keywords': 'keyword', '@default': 'identifier' } }],
        [/[{}()[\]]/, '@brackets'],
        [/[-+*/<>=!:,.;]+/, 'operator'],
      ],
    },
  });
}

function completionKind(monaco: Monaco, kind: CompletionKind) {
  const K = monaco.languages.CompletionItemKind;
  const kinds: Record<CompletionKind, (typeof K)[keyof typeof K]> = {
    keyword: K.Keyword, role: K.Class, species: K.Struct, card: K.Reference, stat: K.Field, status: K.EnumMember,
    binding: K.Variable, param: K.Property, setting: K.Constant, formula: K.Function, function: K.Function, property: K.Property,
    zone: K.Folder, element: K.Enum, 'damage-type': K.Enum, growth: K.Unit, rarity: K.Value, handle: K.Variable,
    phase: K.Event, verb: K.Method, value: K.Value, snippet: K.Snippet,
  };
  return kinds[kind];
}

function symbolKind(monaco: Monaco, kind: string) {
  const S = monaco.languages.SymbolKind;
  const kinds: Record<string, (typeof S)[keyof typeof S]> = {
    parameter: S.Property, choice: S.Variable, ability: S.Event, setting: S.Constant, formula: S.Function, unit: S.Object,
    role: S.Class, species: S.Struct, ruleset: S.Namespace, scenario: S.Module,
  };
  return kinds[kind] ?? S.Class;
}

function toMonacoSymbol(monaco: Monaco, symbol: DocumentSymbol): languages.DocumentSymbol {
  return {
    name: symbol.name,
    detail: symbol.kind,
    kind: symbolKind(monaco, symbol.kind),
    tags: [],
    range: toMonacoRange(symbol.range),
    selectionRange: toMonacoRange(symbol.selectionRange),
    children: symbol.children.map((child) => toMonacoSymbol(monaco, child)),
  };
}

/** Registers the language and its providers (once). */
export function registerSmith(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  const clientOf = (model: Model) => attached.get(model.uri.toString())?.client;
  monaco.languages.register({ id: SMITH, extensions: ['.smith'], aliases: ['Smith', 'smith'] });
  monaco.languages.setLanguageConfiguration(SMITH, {
    comments: { lineComment: '//' },
    brackets: [['{', '}'], ['(', ')'], ['[', ']']],
    autoClosingPairs: [{ open: '{', close: '}' }, { open: '(', close: ')' }, { open: '[', close: ']' }, { open: '"', close: '"', notIn: ['string'] }],
    surroundingPairs: [{ open: '{', close: '}' }, { open: '(', close: ')' }, { open: '"', close: '"' }],
    // Words as the DSL lexes them: kebab-case and a possessive 's belong to the word.
    wordPattern: /[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*(?:'s)?/,
    indentationRules: { increaseIndentPattern: /\{[^}]*$/, decreaseIndentPattern: /^\s*\}/ },
  });

  monaco.languages.registerCompletionItemProvider(SMITH, {
    triggerCharacters: ['.', ' ', '"'],
    async provideCompletionItems(model, position) {
      const client = clientOf(model);
      if (!client) return { suggestions: [] };
      const result = await client.request({ kind: 'complete', offset: model.getOffsetAt(position) });
      if (!result) return { suggestions: [] };
      const range = toMonacoRange(result.replace);
      return {
        suggestions: result.items.map((item, i) => ({
          label: item.label,
          kind: completionKind(monaco, item.kind),
          insertText: item.insertText,
          ...(item.snippet ? { insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
          ...(item.documentation ? { documentation: { value: withAbsoluteLinks(item.documentation) } } : {}),
          detail: item.detail ?? item.kind,
          // Keep the service's order (most relevant first) within Monaco's own ranking.
          sortText: String(i).padStart(5, '0'),
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(SMITH, {
    async provideHover(model, position) {
      const hover = await clientOf(model)?.request({ kind: 'hover', offset: model.getOffsetAt(position) });
      return hover ? { contents: [{ value: withAbsoluteLinks(hover.contents) }], range: toMonacoRange(hover.range) } : null;
    },
  });

  monaco.languages.registerDefinitionProvider(SMITH, {
    async provideDefinition(model, position) {
      const location = await clientOf(model)?.request({ kind: 'definition', offset: model.getOffsetAt(position) });
      return location ? { uri: modelUri(monaco, location.path), range: toMonacoRange(location.range) } : null;
    },
  });

  // Find cards that use this: the peek view shows each use in its file, so every file it names gets a
  // (read-only use) model; opening one goes to that card's page (the editor opener below).
  monaco.languages.registerReferenceProvider(SMITH, {
    async provideReferences(model, position) {
      const client = clientOf(model);
      if (!client) return [];
      const { locations, files } = await client.request({ kind: 'references', offset: model.getOffsetAt(position) });
      for (const file of files) {
        const uri = modelUri(monaco, file.path);
        if (!monaco.editor.getModel(uri)) monaco.editor.createModel(file.text, SMITH, uri);
      }
      return locations.map((l) => ({ uri: modelUri(monaco, l.path), range: toMonacoRange(l.range) }));
    },
  });

  // Rename Symbol (F2): the name here and every use of it in the game's other files, which the card editor
  // saves as those cards' drafts first; only when they are written is this file's part applied (undoable).
  monaco.languages.registerRenameProvider(SMITH, {
    async resolveRenameLocation(model, position) {
      const spot = await clientOf(model)?.request({ kind: 'renameSpot', offset: model.getOffsetAt(position) });
      const word = model.getWordAtPosition(position);
      const here = { startLineNumber: position.lineNumber, startColumn: word?.startColumn ?? position.column, endLineNumber: position.lineNumber, endColumn: word?.endColumn ?? position.column };
      if (!spot) return { range: here, text: word?.word ?? '', rejectReason: 'Nothing to rename here: put the cursor on a card, role, species, deck, ruleset setting or formula, choice or parameter.' };
      return { range: toMonacoRange(spot.range), text: spot.placeholder };
    },
    async provideRenameEdits(model, position, newName) {
      const client = clientOf(model);
      if (!client) return { edits: [], rejectReason: 'The language service is not ready yet.' };
      const result = await client.request({ kind: 'renameSymbol', offset: model.getOffsetAt(position), newName });
      if (!result.ok) return { edits: [], rejectReason: result.message };
      const here = pathOf(model.uri);
      const others = result.files.filter((f) => f.path !== here);
      if (others.length > 0) {
        const refused = await renameElsewhere(others);
        if (refused !== null) return { edits: [], rejectReason: refused };
      }
      const mine = result.files.find((f) => f.path === here)?.edits ?? [];
      return { edits: mine.map((edit) => ({ resource: model.uri, textEdit: toMonacoEdit(edit), versionId: model.getVersionId() })) };
    },
  });

  // The studio's own links (the reference, from hover and problems) open in a new tab beside the editor.
  monaco.editor.registerLinkOpener({
    open(resource) {
      const url = resource.toString(true);
      if (!url.startsWith(window.location.origin)) return false;
      window.open(url, '_blank', 'noopener');
      return true;
    },
  });

  // A definition in another file (a role, a species, another card) opens that file's page.
  monaco.editor.registerEditorOpener({
    openCodeEditor(_source, resource, selectionOrPosition) {
      const at = selectionOrPosition
        ? 'lineNumber' in selectionOrPosition
          ? { line: selectionOrPosition.lineNumber, column: selectionOrPosition.column }
          : { line: selectionOrPosition.startLineNumber, column: selectionOrPosition.startColumn }
        : { line: 1, column: 1 };
      openOther(pathOf(resource), at);
      return true;
    },
  });

  monaco.languages.registerDocumentSymbolProvider(SMITH, {
    displayName: 'Smith outline',
    async provideDocumentSymbols(model) {
      const client = clientOf(model);
      if (!client) return [];
      const symbols = await client.request({ kind: 'symbols' });
      return symbols.map((symbol) => toMonacoSymbol(monaco, symbol));
    },
  });

  monaco.languages.registerDocumentFormattingEditProvider(SMITH, {
    displayName: 'Smith formatter',
    async provideDocumentFormattingEdits(model) {
      const edits = (await clientOf(model)?.request({ kind: 'format' })) ?? [];
      return edits.map(toMonacoEdit);
    },
  });

  monaco.languages.registerCodeActionProvider(SMITH, {
    provideCodeActions(model, range, context) {
      const entry = attached.get(model.uri.toString());
      if (!entry) return { actions: [], dispose: () => undefined };
      const actions = entry.diagnostics
        .filter((d) => d.fixes && d.fixes.length > 0 && intersects(toMonacoRange(d.range), range))
        .flatMap((d) => {
          const markers = context.markers.filter((m) => m.code === d.code && intersects(m, toMonacoRange(d.range)));
          return (d.fixes ?? []).map((fix, i) => ({
            title: fix.title,
            kind: 'quickfix',
            diagnostics: markers,
            isPreferred: i === 0,
            edit: { edits: fix.edits.map((edit) => ({ resource: model.uri, textEdit: toMonacoEdit(edit), versionId: model.getVersionId() })) },
          }));
        });
      return { actions, dispose: () => undefined };
    },
  });
}
