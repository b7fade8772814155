/**
 * Checks a file a command will write at the end of a long run, before the run starts: a run of an hour
 * must not be lost because `--json out/run.json` names a folder that does not exist.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Why `path` cannot be written, or undefined when it can (as far as can be told before writing). */
export function outputPathProblem(path: string): string | undefined {
  const full = resolve(path);
  const existing = statOf(full);
  if (existing?.isDirectory()) return `${path} is a folder, not a file`;
  const folder = dirname(full);
  const parent = statOf(folder);
  if (!parent) return `the folder ${folder} does not exist (create it first)`;
  if (!parent.isDirectory()) return `${folder} is not a folder`;
  try {
    accessSync(existing ? full : folder, constants.W_OK);
  } catch {
    return existing ? `${path} cannot be written (no permission)` : `the folder ${folder} cannot be written to (no permission)`;
  }
  return undefined;
}

function statOf(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
