#!/usr/bin/env node
// Entry point of the `cardsmith` CLI. The CLI is TypeScript; it runs as JavaScript compiled from it
// (lib/compiled-js.ts: under dist/js/, built on demand when missing or older than a source it came
// from, never committed), so a command pays for no TypeScript loader. When the compiled CLI cannot be
// built, tsx compiles the TypeScript on the fly instead (slower to start, same behaviour).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledPath, isFresh } from '../../lib/compiled-js-fresh.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Default paths (.data/pglite, content/, db/migrations) are relative to the project, wherever the
// command is run from.
process.env.CARDSMITH_ROOT ??= root;
const entry = 'scripts/cli.ts';

/** The CLI's module: compiled when it is (or can be made) fresh, else through tsx. */
async function loadCli() {
  const compiled = compiledPath(entry, root);
  if (isFresh(compiled)) return import(pathToFileURL(compiled).href);
  // tsconfig.cli.json: the project's settings, with Chevrotain loaded from its one-file build (see there).
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('./tsconfig.cli.json', import.meta.url)) });
  try {
    const { compiledEntry } = await import('../../lib/compiled-js.ts');
    return await import(pathToFileURL(await compiledEntry(entry, root)).href);
  } catch (error) {
    console.error(`cardsmith: running from TypeScript (compiling the CLI failed: ${error instanceof Error ? error.message : String(error)})`);
    return import('../cli.ts');
  }
}

const { main } = await loadCli();
process.exitCode = await main(process.argv.slice(2));
