/**
 * Compiled JavaScript for code that runs in threads of its own (simulation workers). A worker that loads
 * TypeScript through tsx pays for the loader in every thread: each module goes through tsx's hooks (a
 * round trip to the hooks thread in Node 20), and Chevrotain's package entry alone is 644 lodash-es
 * modules — about two CPU-seconds per thread. Instead the entry is bundled once, with esbuild (the one tsx
 * itself uses), into a single ES module under `dist/js/` (never committed), and rebuilt on demand when any
 * file it was built from has changed since.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { projectRoot } from '../db/config';

/** The part of esbuild's API used here (esbuild is tsx's dependency, so it is installed wherever tsx is). */
interface Esbuild {
  build(options: {
    entryPoints: string[];
    outfile: string;
    bundle: true;
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

/** What a build was made from: the files whose change makes it stale. */
const Manifest = z.object({ inputs: z.array(z.string()) });

/** Where the compiled form of `entry` (a path under the project root) is written. */
export function compiledPath(entry: string, root = projectRoot()): string {
  const name = relative(root, resolve(root, entry)).replace(/\.[cm]?tsx?$/, '').replace(/[\\/]/g, '__');
  return join(/*turbopackIgnore: true*/ root, 'dist', 'js', `${name}.mjs`);
}

/**
 * True when the compiled file exists and none of the files it was built from changed after it was built.
 * (A new import can only come from an edit to a file already in the list.)
 */
export function isFresh(out: string): boolean {
  let built: number;
  let manifest: z.infer<typeof Manifest>;
  try {
    built = statSync(out).mtimeMs;
    manifest = Manifest.parse(JSON.parse(readFileSync(`${out}.inputs.json`, 'utf8')));
  } catch {
    return false;
  }
  for (const input of manifest.inputs) {
    try {
      if (statSync(input).mtimeMs > built) return false;
    } catch {
      return false;
    }
  }
  return true;
}

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
 * Bundles `entry` into one ES module and records the files it came from. Chevrotain comes from the
 * one-file build the package ships (as for the CLI: scripts/bin/tsconfig.cli.json). The output appears
 * by rename, so a process that starts it while another process rebuilds it reads a whole file; its
 * time is the build's start, so a source edited during the build leaves it stale.
 */
export async function buildCompiled(entry: string, root = projectRoot()): Promise<string> {
  const out = compiledPath(entry, root);
  const started = new Date();
  const esbuild = await loadEsbuild(root);
  // Built in a folder of its own and then moved beside the others (the source map's link names the file).
  const staging = join(dirname(out), `.building-${process.pid}-${Date.now()}`);
  const staged = join(staging, basename(out));
  mkdirSync(staging, { recursive: true });
  try {
    const result = BuildResult.parse(
      await esbuild.build({
        entryPoints: [resolve(root, entry)],
        outfile: staged,
        bundle: true,
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
    renameSync(`${staged}.map`, `${out}.map`);
    writeFileSync(`${out}.inputs.json`, JSON.stringify({ inputs }));
    renameSync(staged, out);
    utimesSync(out, started, started);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return out;
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
