/**
 * Monaco from the npm package, with its web worker bundled (no CDN: the studio works offline), and only
 * the editor features the studio uses (about half the size of the full build). Client-only: import it
 * from modules loaded with `dynamic(…, { ssr: false })`.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import { loader } from '@monaco-editor/react';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codeAction/register';
import 'monaco-editor/features/codeEditor/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/diffEditor/register';
import 'monaco-editor/features/documentSymbols/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/gotoSymbol/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/inlineProgress/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/quickOutline/register';
import 'monaco-editor/features/readOnlyMessage/register';
import 'monaco-editor/features/rename/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/wordPartOperations/register';
// What editor.main.js adds beyond the features: core commands (typing, cursor moves), the go-to and
// suggest controllers, the "problem N of M" status, the references peek view, standalone strings.
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
// The peek view of "Go to References" / "Find Cards That Use This" (without it, references find nothing to show in).
import 'monaco-editor/editor/standalone/browser/referenceSearch/standaloneReferenceSearch';
import 'monaco-editor/editor/common/standaloneStrings';

// Monaco's own worker (text model services: word ranges, the diff editor's diffs), bundled by Turbopack
// from a local entry; the language itself runs in our worker (language/smith.worker.ts).
self.MonacoEnvironment = {
  getWorker: () => new Worker(new URL('./editor.worker.ts', import.meta.url), { type: 'module', name: 'monaco-editor' }),
};
// Without this, @monaco-editor/react would load Monaco from a CDN.
loader.config({ monaco });

export { monaco };
export type Monaco = typeof monaco;
