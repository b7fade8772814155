/**
 * Finds the card files of the content folder: `<content>/<game>/cards/**\/*.smith`, one card per file.
 * The file's base name is the card's stable id; the folder under `content/` is its game.
 *
 * Problems (unreadable header, duplicate id, bad id) are reported per file with a position, never thrown:
 * one broken file must not stop the rest of the library from loading.
 */
import { basename, join, relative } from 'node:path';
import { z } from 'zod';
import { isDirectory, readSmithFile, subfolders, walkSmithFiles, type Unreadable } from '../dsl/load-dir';
import { readCardHeader } from './content-source';

export const CardId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a card id (the file name) uses letters, digits, `.`, `_` and `-`')
  .max(200);

export interface ContentCard {
  id: string;
  game: string;
  kind: string;
  name: string;
  source: string;
  /** Path relative to the content folder, for messages. */
  file: string;
}

export interface ContentProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export interface ContentScan {
  cards: ContentCard[];
  problems: ContentProblem[];
}

export function scanContentCards(contentDir: string): ContentScan {
  const cards: ContentCard[] = [];
  const problems: ContentProblem[] = [];
  const seen = new Map<string, string>();
  const { paths, unreadable } = cardFiles(contentDir);
  for (const skipped of unreadable) problems.push(unreadableProblem(contentDir, skipped));
  for (const path of paths) {
    const file = relative(contentDir, path);
    const game = file.split(/[\\/]/)[0] ?? '';
    const id = basename(path, '.smith');
    const validId = CardId.safeParse(id);
    if (!validId.success) {
      problems.push({ file, message: `bad card id "${id}": ${validId.error.issues[0]?.message ?? 'invalid'}` });
      continue;
    }
    const earlier = seen.get(id);
    if (earlier) {
      problems.push({ file, message: `duplicate card id "${id}": ${earlier} already defines it (ids are file names and must be unique)` });
      continue;
    }
    const read = readSmithFile(path);
    if (read.unreadable !== undefined) {
      problems.push(unreadableProblem(contentDir, { path, reason: read.unreadable }));
      continue;
    }
    const source = read.text;
    const header = readCardHeader(source);
    if (!header.ok) {
      problems.push({ file, line: header.line, column: header.column, message: header.message });
      continue;
    }
    seen.set(id, file);
    cards.push({ id, game, kind: header.header.kind, name: header.header.name, source, file });
  }
  return { cards, problems };
}

/** `<dir>/<game>/cards/**\/*.smith`, sorted so that scans (and duplicate reports) are deterministic. */
function cardFiles(contentDir: string): { paths: string[]; unreadable: Unreadable[] } {
  const paths: string[] = [];
  const unreadable: Unreadable[] = [];
  for (const game of subfolders(contentDir)) {
    const cardsDir = join(contentDir, game, 'cards');
    if (!isDirectory(cardsDir)) continue;
    const walk = walkSmithFiles(cardsDir);
    paths.push(...walk.paths);
    unreadable.push(...walk.unreadable);
  }
  return { paths: paths.sort(), unreadable };
}

/** A card file (or folder) that could not be read, as a problem of the scan: the other cards load. */
export function unreadableProblem(contentDir: string, { path, reason }: Unreadable): ContentProblem {
  return { file: relative(contentDir, path), message: `could not read ${reason}` };
}

/** `file:line:column: message`, the form editors and terminals link to. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where}: ${problem.message}`;
}
