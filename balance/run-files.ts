/**
 * The content of a run read from disk (Node only): every `.smith` file of the game folder but its
 * scenarios, plus deck files given on the command line that live elsewhere; and the deck names those
 * command-line arguments stand for.
 */
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { readSmithFiles } from '../dsl/load-dir';
import { parse } from '../dsl/parse';
import type { SourceFile } from '../dsl/project';
import { gameRootOf } from '../games/summoners-grid/node/load-content';

export class DeckArgumentError extends Error {
  override name = 'DeckArgumentError';
}

/** The game's files, without scenarios (they do not change how games play and only cost parsing). */
export async function gameFiles(root: string): Promise<SourceFile[]> {
  return (await readSmithFiles([root])).filter((f) => !/(^|\/)scenarios\//.test(f.path));
}

export function isDeckFile(arg: string): boolean {
  return arg.endsWith('.smith');
}

/** The game folder a run plays: `--content`, else the one holding the first deck file, else the default. */
export function gameRootFor(content: string | undefined, deckArgs: readonly string[], fallback: string): string | undefined {
  if (content) return content;
  const file = deckArgs.find(isDeckFile);
  return file ? gameRootOf(file) : fallback;
}

/**
 * Resolves deck arguments (deck names, or `.smith` files declaring one deck each) to deck names, adding
 * deck files from outside the game folder to `files`.
 */
export async function resolveDecks(args: readonly string[], root: string, files: SourceFile[]): Promise<string[]> {
  const names: string[] = [];
  const inGame = new Set(files.map((f) => resolve(f.path)));
  for (const arg of args) {
    if (!isDeckFile(arg)) {
      names.push(arg);
      continue;
    }
    let text: string;
    try {
      text = await readFile(arg, 'utf8');
    } catch {
      throw new DeckArgumentError(`cannot read the deck file ${arg}`);
    }
    const deck = parse(text).document.decls.find((d) => d.kind === 'Deck');
    if (!deck || deck.kind !== 'Deck') throw new DeckArgumentError(`${arg} declares no deck`);
    names.push(deck.name.text);
    // A deck from elsewhere joins the game's decks folder (the project knows a file's game by its path).
    if (!inGame.has(resolve(arg))) files.push({ path: freePath(files, join(root, 'decks', basename(arg))), text });
  }
  return names;
}

function freePath(files: readonly SourceFile[], wanted: string): string {
  const taken = new Set(files.map((f) => resolve(f.path)));
  let path = wanted;
  for (let i = 2; taken.has(resolve(path)); i++) path = wanted.replace(/\.smith$/, `-${i}.smith`);
  return path;
}

/** Without deck arguments: the first two decks the game declares (files in a decks folder first). */
export function firstDecks(files: readonly SourceFile[]): string[] {
  const ordered = [...files.filter((f) => /(^|\/)decks\//.test(f.path)), ...files.filter((f) => !/(^|\/)decks\//.test(f.path) && /^\s*deck\b/m.test(f.text))];
  const names: string[] = [];
  for (const f of ordered) {
    for (const d of parse(f.text).document.decls) if (d.kind === 'Deck') names.push(d.name.text);
    if (names.length >= 2) break;
  }
  return names.slice(0, 2);
}
