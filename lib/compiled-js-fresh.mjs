// Where a compiled entry lives and whether it is still fresh (see compiled-js.ts, which builds them).
// Plain JavaScript, not TypeScript: the CLI's bin (scripts/bin/cardsmith.mjs) asks this before any
// loader is registered, so a fresh CLI starts with no TypeScript loader at all. Types: compiled-js-fresh.d.mts.
import { readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

/**
 * Beside each build, the files it was made from, one absolute path a line (`<out>.inputs`). Plain lines
 * rather than JSON read through a schema: any text is a list of lines, so there is nothing to validate,
 * and the check needs no zod, whose import alone is about half of `cardsmith --help`'s CPU time. A line
 * that names no file (a damaged list) makes the build stale, like an edited input.
 */
export const INPUTS_SUFFIX = '.inputs';

/**
 * Where the compiled form of `entry` (a path under `root`) is written: a folder of its own under
 * `dist/js/`, named after the entry's path, holding the entry's file and the chunks it imports.
 */
export function compiledPath(entry, root) {
  const source = relative(root, resolve(root, entry)).replace(/\.[cm]?tsx?$/, '');
  return join(/*turbopackIgnore: true*/ root, 'dist', 'js', source.replace(/[\\/]/g, '__'), `${basename(source)}.mjs`);
}

/** The files a build was made from, as written beside it; undefined when unreadable or empty. */
function readInputs(out) {
  let text;
  try {
    text = readFileSync(`${out}${INPUTS_SUFFIX}`, 'utf8');
  } catch {
    return undefined;
  }
  const inputs = text.split('\n').filter((line) => line !== '');
  return inputs.length > 0 ? inputs : undefined;
}

/** The text of a build's list of inputs (see INPUTS_SUFFIX). */
export function inputsText(inputs) {
  return `${inputs.join('\n')}\n`;
}

/**
 * True when the compiled file exists and none of the files it was built from changed after it was built.
 * (A new import can only come from an edit to a file already in the list.)
 */
export function isFresh(out) {
  let built;
  try {
    built = statSync(out).mtimeMs;
  } catch {
    return false;
  }
  const inputs = readInputs(out);
  if (!inputs) return false;
  for (const input of inputs) {
    try {
      if (statSync(input).mtimeMs > built) return false;
    } catch {
      return false;
    }
  }
  return true;
}
