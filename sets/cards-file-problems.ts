import type { z } from 'zod';
import { CARDS_FILE } from './bundle-files';
import type { Problem } from './problem';
import { jsonPath } from './zod-problems';

/**
 * Schema problems of cards.json, each attributed to the card (or definition) it sits in when the path
 * goes through one: `cards[3].ast.params` names card 3's id, so a designer knows which card to fix.
 */
export function cardsFileProblems(error: z.ZodError, input: unknown): Problem[] {
  return error.issues.map((issue) => {
    const card = entryIdAt(input, issue.path);
    return { file: CARDS_FILE, ...(card === undefined ? {} : { card }), at: jsonPath(issue.path), message: issue.message };
  });
}

function entryIdAt(input: unknown, path: readonly PropertyKey[]): string | undefined {
  const [list, index] = path;
  if (typeof list !== 'string' || input === null || typeof input !== 'object' || !(list in input)) return undefined;
  const entries: unknown = (input as Record<string, unknown>)[list];
  const entry: unknown = typeof index === 'number' && Array.isArray(entries) ? entries[index] : list === 'ruleset' ? entries : undefined;
  return entryIdOf(entry);
}

/** The id of an entry of cards.json, when it has one that is a string. */
export function entryIdOf(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object' || !('id' in entry)) return undefined;
  return typeof entry.id === 'string' ? entry.id : undefined;
}
