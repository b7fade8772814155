/**
 * The studio's production build, rebuilt only when its sources changed. `next build` takes ~20-30 s on
 * two cores, so `npm start` and `npm test` reuse a build made from the same sources: after each build we
 * record a hash of everything the build reads (every folder of code the studio imports, instrumentation.ts,
 * the configs, the lockfile, and the faces files it bundles) next to it, and a build is current when that
 * hash still matches. The rest of content/ is read at run time, never bundled, so it is not part of the
 * hash. (test/cli/studio-build-sources.test.ts checks that no folder the studio imports is missing here.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { languageWorkerScript } from '../app/server/language/worker-script';
import { workerScript } from '../balance/pool';
import { buildCompiled, compiledEntry } from '../lib/compiled-js';

/** The folders of code the studio's build imports. */
export const SOURCE_DIRS = ['app', 'balance', 'db', 'dsl', 'engine', 'games', 'lib', 'sets'];
/** Single files it reads; the faces templates of each game are bundled too (app/cards/faces/game-face-templates.ts). */
const SOURCE_FILES = ['instrumentation.ts', 'proxy.ts', 'next.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const BUNDLED_CONTENT = /^faces\.json$/;
const STAMP = join('.next', 'cardsmith-build.json');
const Stamp = z.object({ sources: z.string() });

/**
 * The studio's worker threads, run as compiled JavaScript (lib/compiled-js.ts) and built with the studio,
 * so neither the first simulation run nor the first request to the language worker waits for a build.
 */
const compiledWorkers = (): string[] => [workerScript(), languageWorkerScript()];

/** A hash of the build's inputs: paths and contents, sorted, tests excluded. */
export function sourcesHash(root: string): string {
  const files = SOURCE_FILES.map((file) => join(root, file)).filter((file) => existsSync(file));
  for (const dir of SOURCE_DIRS) collect(join(root, dir), files);
  const content = join(root, 'content');
  if (existsSync(content)) {
    for (const game of readdirSync(content, { withFileTypes: true })) {
      if (!game.isDirectory()) continue;
      for (const file of readdirSync(join(content, game.name))) if (BUNDLED_CONTENT.test(file)) files.push(join(content, game.name, file));
    }
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function collect(dir: string, into: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') collect(path, into);
    } else if (entry.isFile() && !/\.(test|e2e)\.tsx?$/.test(entry.name)) {
      into.push(path);
    }
  }
}

export function buildIsCurrent(root: string): boolean {
  const stampFile = join(root, STAMP);
  if (!existsSync(join(root, '.next', 'BUILD_ID')) || !existsSync(stampFile)) return false;
  try {
    return Stamp.parse(JSON.parse(readFileSync(stampFile, 'utf8'))).sources === sourcesHash(root);
  } catch {
    return false;
  }
}

/** Runs `next build` (output to this terminal) and records what it was built from. Resolves to its exit code. */
export async function buildStudio(root: string): Promise<number> {
  await Promise.all(compiledWorkers().map((entry) => buildCompiled(entry, root)));
  const sources = sourcesHash(root);
  const code = await exitCodeOf(spawnNext(root, ['build'], {}));
  if (code === 0) writeFileSync(join(root, STAMP), `${JSON.stringify({ sources }, null, 2)}\n`);
  return code;
}

/** Builds unless the current build was made from the current sources. */
export async function ensureStudioBuild(root: string, log: (line: string) => void = console.log): Promise<number> {
  await Promise.all(compiledWorkers().map((entry) => compiledEntry(entry, root)));
  if (buildIsCurrent(root)) {
    log('cardsmith: the studio build is up to date');
    return 0;
  }
  log('cardsmith: building the studio (production build; first start or sources changed)…');
  return buildStudio(root);
}

/** Next's own CLI, run with this Node; stdio is inherited so its progress shows. */
export function spawnNext(root: string, args: string[], env: Record<string, string>): ChildProcess {
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

/** The child's exit code; a child killed by a signal gives 128 + the signal's number, as shells do. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
  });
}
