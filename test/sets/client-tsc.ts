/**
 * Type-checks a stand-in game client (a file of test/sets/game-client/) against a bundle's types.d.ts
 * with tsc, as strictly as a game project would, and runs it: the two steps every game-client test takes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import type { Bundle } from '../../sets/bundle-entries';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../db/config';
import { writeBundleFolder } from '../../sets/bundle-folder';

const root = projectRoot();
const program = fileURLToPath(new URL('./game-client', import.meta.url));

/** Copies the clients into `dir` and writes the bundle to `dir/bundle`. */
export async function clientFolder(dir: string, bundle: Bundle): Promise<void> {
  cpSync(program, dir, { recursive: true });
  await writeBundleFolder(join(dir, 'bundle'), bundle);
}

/** tsc over `files` (in `dir`) and the bundle's types; a project file `tsconfig.<name>.json` per call. */
export function typeCheck(dir: string, name: string, files: readonly string[]): { status: number | null; output: string } {
  const project = join(dir, `tsconfig.${name}.json`);
  writeFileSync(
    project,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: false,
        typeRoots: [join(root, 'node_modules', '@types')],
        types: ['node'],
      },
      include: [...files, 'bundle/types.d.ts'],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' });
  return { status: tsc.status, output: tsc.stdout + tsc.stderr };
}

/** Runs a client with tsx and returns what it printed. */
export function runClient(dir: string, file: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join(dir, file)], { encoding: 'utf8', cwd: root });
}
