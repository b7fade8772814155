/**
 * Writing `.smith` files into the content folder from the studio (deck export, tuned pack tables):
 * atomically (a temporary file renamed over the target, so a crash never leaves half a file), and only
 * below `<content>/<game>/`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { contentDir } from '../../db/config';

export function contentPath(game: string, rel: string, dir = contentDir()): string {
  const root = resolve(dir, game);
  const path = resolve(root, rel);
  if (relative(root, path).startsWith('..') || !path.endsWith('.smith')) throw new Error(`not a .smith file of the game "${game}": ${rel}`);
  return path;
}

/** The file's text, or undefined when it does not exist. */
export function readContent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function writeContent(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}
