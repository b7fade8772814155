/**
 * Compiled JavaScript for code whose start-up matters: simulation worker threads (one per core, per run),
 * the studio's language worker and the command line (scripts/bin/cardsmith.mjs). Loading TypeScript
 * through tsx pays for the loader in every process and thread: each module goes through tsx's hooks (a
 * round trip to the hooks thread in Node 20), and Chevrotain's package entry alone is 644 lodash-es
 * modules — about two CPU-seconds per thread. Instead the entry is bundled with esbuild (the one tsx itself uses) into ES modules under
 * `dist/js/` (never committed), and rebuilt on demand when any file it was built from has changed since.
 *
 * The project's own modules are bundled; packages stay imports of node_modules (bundled, some of them
 * look for files beside their own modules: PGlite's WebAssembly, `pg`'s `require`s), except Chevrotain,
 * bundled from its one-file build. A dynamic `import()` becomes a chunk of its own, loaded when it runs,
 * so the CLI still loads only the command that runs.
 */
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { projectRoot } from '../db/config';
import { compiledPath as compiledPathUnder, INPUTS_SUFFIX, inputsText, isFresh } from './compiled-js-fresh.mjs';

/** The part of esbuild's API used here (esbuild is tsx's dependency, so it is installed wherever tsx is). */
interface Esbuild {
  build(options: {
    entryPoints: string[];
    outdir: string;
    outExtension: Record<string, string>;
    bundle: true;
    splitting: true;
    packages: 'external';
    platform: 'node';
    format: 'esm';
    target: string;
    alias: Record<string, string>;
    sourcemap: 'linked';
    metafile: true;
    logLevel: 'silent';
    absWorkingDir: string;
  }): Promise<unknown>;
}

/** The part of a build's result read here: the files it was made from. */
const BuildResult = z.object({ metafile: z.object({ inputs: z.record(z.string(), z.unknown()) }) });

/** Where the compiled form of `entry` (a path under the project root) is written. */
export function compiledPath(entry: string, root = projectRoot()): string {
  return compiledPathUnder(entry, root);
}

export { isFresh };

/**
 * esbuild, resolved from tsx's own dependencies (it is not one of the project's; tsx pins its version)
 * and imported by its path at run time, so the studio's bundler leaves it out of the server's bundle.
 */
async function loadEsbuild(root: string): Promise<Esbuild> {
  const fromTsx = createRequire(createRequire(join(/*turbopackIgnore: true*/ root, 'package.json')).resolve('tsx/package.json'));
  const url = pathToFileURL(fromTsx.resolve('esbuild')).href;
  const loaded: unknown = await import(/*webpackIgnore: true*/ /*turbopackIgnore: true*/ url);
  const api = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (typeof api !== 'object' || api === null || !('build' in api) || typeof api.build !== 'function') {
    throw new Error('esbuild (a dependency of tsx) cannot be loaded: reinstall the packages (npm install)');
  }
  const build = api.build;
  return { build: (options) => Promise.resolve(build.call(api, options)) };
}

/**
 * Bundles `entry` and records the files it came from. The build is written to a folder of its own, then
 * moved beside earlier builds: chunks first (their names carry a hash of their content, so a chunk of the
 * same name is the same file), the entry last, by rename — a process that starts the entry while another
 * rebuilds it reads a whole file whose chunks are there. The entry's time is the build's start, so a
 * source edited during the build leaves it stale. Files of earlier builds that this one did not write
 * are removed once they are an hour old (a process started before then has long loaded its chunks).
 */
export async function buildCompiled(entry: string, root = projectRoot()): Promise<string> {
  const out = compiledPath(entry, root);
  const folder = dirname(out);
  const started = new Date();
  const esbuild = await loadEsbuild(root);
  mkdirSync(folder, { recursive: true });
  // A folder no other build has, made so: two builds started in the same millisecond by one process
  // (`npm start` builds its worker entries at once) shared a name of process id and time, and the first
  // to finish removed the other's files.
  const staging = mkdtempSync(join(dirname(folder), '.building-'));
  try {
    const result = BuildResult.parse(
      await esbuild.build({
        entryPoints: [resolve(root, entry)],
        outdir: staging,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        splitting: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        alias: { chevrotain: join(/*turbopackIgnore: true*/ root, 'node_modules', 'chevrotain', 'lib', 'chevrotain.mjs') },
        sourcemap: 'linked',
        metafile: true,
        logLevel: 'silent',
        absWorkingDir: root,
      }),
    );
    const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(root, input));
    const written = readdirSync(staging);
    const entryFile = basename(out);
    if (!written.includes(entryFile)) throw new Error(`esbuild wrote no ${entryFile} for ${entry}`);
    for (const file of written) if (file !== entryFile) renameSync(join(staging, file), join(folder, file));
    writeFileSync(`${out}${INPUTS_SUFFIX}`, inputsText(inputs));
    renameSync(join(staging, entryFile), out);
    utimesSync(out, started, started);
    removeOldFiles(folder, new Set([...written, `${entryFile}${INPUTS_SUFFIX}`]), started.getTime() - 60 * 60 * 1000);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return out;
}

/** Removes the files in `folder` not in `keep` last changed before `before` (ms since the epoch). */
function removeOldFiles(folder: string, keep: ReadonlySet<string>, before: number): void {
  for (const file of readdirSync(folder)) {
    if (keep.has(file)) continue;
    try {
      if (statSync(join(folder, file)).mtimeMs < before) rmSync(join(folder, file), { force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}

/** Builds under way in this process, so threads started together wait for one build. */
const building = new Map<string, Promise<string>>();

/** The compiled form of `entry`, built first if it is missing or stale. */
export async function compiledEntry(entry: string, root = projectRoot()): Promise<string> {
  const out = compiledPath(entry, root);
  const under = building.get(out);
  if (under) return under;
  if (isFresh(out)) return out;
  const build = buildCompiled(entry, root).finally(() => building.delete(out));
  building.set(out, build);
  return build;
}
