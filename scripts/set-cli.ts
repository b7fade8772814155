/**
 * What the set commands (`cardsmith sets …`, `export`, `import`) share: opening the migrated database
 * under the PGlite lock, finding a set by id or name, the studio's signing key, and printing problems.
 */
import type { DatabaseHandle } from '../db/client';
import { listSets, type SetChange, type SetVersionSummary } from '../db/sets';
import { formatProblem, type Problem } from '../sets/problem';
import type { PublicKey } from '../lib/signing';
import { readPublicKeyFile } from '../lib/signing-key-file';
import { withMigratedCliDatabase } from './cli-database';
import { UsageError } from './args';

const WHEN_HELD = 'Stop the studio first (or use its Sets page), then run this command again.';

/** Runs `run` on the migrated database, holding the PGlite lock; refuses when the studio holds it. */
export function withSetDatabase(name: string, run: (handle: DatabaseHandle) => Promise<number>): Promise<number> {
  return withMigratedCliDatabase(name, WHEN_HELD, run);
}

/** A set by id (`alpha`) or by name (`Alpha`, any case). */
export async function findSetId(handle: DatabaseHandle, text: string): Promise<string | undefined> {
  const sets = await listSets(handle.db);
  return (sets.find((s) => s.id === text) ?? sets.find((s) => s.name.toLowerCase() === text.toLowerCase()))?.id;
}

export async function readTrustedKey(file: string): Promise<PublicKey> {
  const key = await readPublicKeyFile(file);
  if (!key.ok) throw new UsageError(`--trust ${file}: ${key.error}`);
  return key.key;
}

export function printProblems(command: string, headline: string, problems: readonly Problem[]): void {
  console.error(`cardsmith ${command}: ${headline}`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
}

export function versionNumber(text: string, option: string): number {
  if (!/^[1-9]\d*$/.test(text)) throw new UsageError(`${option} must be a version number (1, 2, …), got "${text}"`);
  return Number(text);
}

/** `21 chosen card(s), 2 more they refer to, 47 definitions`. */
export function describeVersion(v: SetVersionSummary): string {
  return `${v.selected} chosen card(s), ${v.cards - v.selected} more they refer to, ${v.definitions} definitions`;
}

/**
 * Runs a change of a set's working selection (`sets add`, `sets remove`) on the set named `setText`
 * and reports it: exit 0 with the new card count, or 1 naming the missing set or listing every problem.
 */
export async function changeSelection(command: string, handle: DatabaseHandle, setText: string, change: (setId: string) => Promise<SetChange>): Promise<number> {
  const id = await findSetId(handle, setText);
  const result = id === undefined ? ({ status: 'not-found' } as const) : await change(id);
  if (result.status === 'not-found') {
    console.error(`cardsmith ${command}: no set "${setText}"`);
    return 1;
  }
  if (result.status === 'problems') {
    printProblems(command, 'nothing changed:', result.problems);
    return 1;
  }
  console.log(`cardsmith ${command}: set ${result.set.name} now has ${result.set.members.length} card(s)`);
  return 0;
}
