'use client';
/**
 * A `.smith` file in Monaco with its language worker: markers as the worker reports them, completion,
 * hover, go to definition, outline, formatting and quick fixes (smith-language.ts). Client-only (Monaco
 * needs the DOM): load it with `dynamic(() => import('./source-editor'), { ssr: false })`.
 *
 * The DOM carries the analysis state for tests and tooling: `data-analysed-version` (the model version
 * whose diagnostics are shown) and `data-errors`, set in the frame the markers are drawn.
 */
import Editor from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { Range } from '../../dsl/ast';
import type { SourceFile } from '../../dsl/project';
import { countDiagnostics, type TextEdit } from '../../dsl/diagnostics';
import { monaco } from './monaco/monaco';
import { SMITH, attachModel, highlight, modelUri, registerSmith, setDefinitionOpener, setRenameElsewhere, showDiagnostics, toMonacoRange } from './monaco/smith-language';
import { LanguageClient } from './language/language-client';
import type { Analysis, FileRename } from './language/protocol';
import { applyOffsetEdits } from '../../lib/offset-edits';

/** What the page can do with the editor once it is mounted. */
export interface SourceEditorHandle {
  text(): string;
  /** Replaces the whole text as one undoable edit (Ctrl+Z brings the previous text back). */
  replaceAll(text: string): void;
  apply(edit: TextEdit): void;
  reveal(range: Range): void;
  /** Renames the card, and its uses in other cards: null when done, else why not. */
  rename(name: string): Promise<string | null>;
  format(): void;
}

export interface SourceEditorProps {
  path: string;
  text: string;
  files: SourceFile[];
  readOnly?: boolean;
  /** Where to put the cursor first (1-based), e.g. from `?at=12:5`. */
  at?: { line: number; column: number };
  onReady?(handle: SourceEditorHandle): void;
  onChange?(text: string): void;
  onAnalysis?(analysis: Analysis): void;
  /** Go to definition in another file. */
  onOpen(path: string, at: { line: number; column: number }): void;
  /** Writes a rename's edits to other files (the other cards' drafts): null when written, else why not. */
  onRenameElsewhere?(files: FileRename[]): Promise<string | null>;
}

registerSmith(monaco);

export default function SourceEditor(props: SourceEditorProps) {
  const { path, text, files, readOnly = false, at } = props;
  // Callbacks change identity on every render of the page; the editor reads the latest ones.
  const latest = useRef(props);
  latest.current = props;
  const host = useRef<HTMLDivElement>(null);
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  const mount = (ed: editor.IStandaloneCodeEditor) => {
    const model = ed.getModel();
    if (!model) return;
    setDefinitionOpener((target, position) => latest.current.onOpen(target, position));
    const writeElsewhere = async (files: FileRename[]): Promise<string | null> => {
      const write = latest.current.onRenameElsewhere;
      if (!write) return 'Renaming changes other cards too: only a designer can do that.';
      const refused = await write(files);
      if (refused === null) {
        client.updateOthers(files.map((f) => ({ path: f.path, text: applyOffsetEdits(f.text, f.edits.map((e) => ({ start: e.range.start.offset, end: e.range.end.offset, newText: e.newText }))) ?? f.text })));
      }
      return refused;
    };
    setRenameElsewhere(writeElsewhere);
    const client = new LanguageClient(path, files, {
      ready: (keywords) => highlight(monaco, keywords),
      analysis: (analysis) => {
        // An answer for an older version would show markers at stale positions: wait for the current one.
        if (model.isDisposed() || analysis.version !== model.getVersionId()) return;
        showDiagnostics(monaco, model, analysis.diagnostics);
        latest.current.onAnalysis?.(analysis);
        requestAnimationFrame(() => {
          host.current?.setAttribute('data-analysed-version', String(analysis.version));
          host.current?.setAttribute('data-errors', String(countDiagnostics(analysis.diagnostics).errors));
          if (!performance.getEntriesByName('editor-interactive').length) performance.mark('editor-interactive');
        });
      },
      failure: (message) => console.error(message),
    });
    const detach = attachModel(model, client);
    client.change(model.getVersionId(), model.getValue());
    const changes = model.onDidChangeContent(() => {
      host.current?.setAttribute('data-version', String(model.getVersionId()));
      client.change(model.getVersionId(), model.getValue());
      latest.current.onChange?.(model.getValue());
    });
    if (at) {
      ed.setPosition({ lineNumber: at.line, column: at.column });
      ed.revealLineInCenter(at.line);
    }
    // "Find cards that use this" in the context menu: the references peek (the language service's
    // references: uses of a card, role, species, stat, status, keyword … across the game's files).
    const findUsages = ed.addAction({
      id: 'cardsmith.find-usages',
      label: 'Find Cards That Use This',
      contextMenuGroupId: 'navigation',
      contextMenuOrder: 1.45,
      // Peek References is a command (not one of the editor's own actions): run it through the editor.
      run: () => ed.trigger('find-usages', 'editor.action.referenceSearch.trigger', {}),
    });
    // Format document on Shift+Alt+F on every platform (Monaco binds Ctrl+Shift+I on Linux).
    ed.addCommand(monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF, () => void ed.getAction('editor.action.formatDocument')?.run());
    ed.focus();
    performance.mark('editor-mounted');
    cleanup.current = () => {
      findUsages.dispose();
      changes.dispose();
      detach();
      client.dispose();
    };

    const apply = (edit: TextEdit) => {
      ed.pushUndoStop();
      ed.executeEdits('cardsmith', [{ range: toMonacoRange(edit.range), text: edit.newText }]);
      ed.pushUndoStop();
    };
    latest.current.onReady?.({
      text: () => model.getValue(),
      replaceAll(next) {
        ed.pushUndoStop();
        ed.executeEdits('cardsmith', [{ range: model.getFullModelRange(), text: next }]);
        ed.pushUndoStop();
      },
      apply,
      reveal(range) {
        const r = toMonacoRange(range);
        ed.setSelection(r);
        ed.revealRangeInCenterIfOutsideViewport(r);
        ed.focus();
      },
      async rename(name) {
        const edit = await client.request({ kind: 'rename', name });
        if (!edit) return 'The source declares no card to rename; fix its first line.';
        // The card's name is a symbol: rename its uses in other cards too, as Rename Symbol (F2) does.
        const across = await client.request({ kind: 'renameSymbol', offset: edit.range.start.offset, newName: name });
        if (!across.ok) return across.message;
        const others = across.files.filter((f) => f.path !== path);
        if (others.length > 0) {
          const refused = await writeElsewhere(others);
          if (refused !== null) return refused;
        }
        // One undoable step, every range read against the text before it (as the worker computed them).
        const mine = across.files.find((f) => f.path === path)?.edits ?? [];
        ed.pushUndoStop();
        ed.executeEdits('cardsmith', mine.map((e) => ({ range: toMonacoRange(e.range), text: e.newText })));
        ed.pushUndoStop();
        return null;
      },
      format() {
        void ed.getAction('editor.action.formatDocument')?.run();
      },
    });
  };

  return (
    <div ref={host} className="source-editor" data-testid="source-editor" data-path={path}>
      <Editor
        defaultValue={text}
        defaultLanguage={SMITH}
        path={modelUri(monaco, path).toString()}
        theme="vs"
        loading={<div className="source-editor__loading">Loading the editor…</div>}
        options={{
          readOnly,
          minimap: { enabled: false },
          fontSize: 14,
          lineNumbersMinChars: 3,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          tabSize: 2,
          renderWhitespace: 'none',
          fixedOverflowWidgets: true,
          quickSuggestions: { other: true, comments: false, strings: false },
          'semanticHighlighting.enabled': false,
        }}
        onMount={mount}
      />
    </div>
  );
}
