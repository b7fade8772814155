/** Monaco's own worker (text model services: word ranges, diffs), bundled from the npm package. */
import 'monaco-editor/editor/editor.worker';
