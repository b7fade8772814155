/**
 * Checking cards.json against its game's schema one entry at a time (cards-file.ts, `CardsFileParts`):
 * the head first, then each list's entries in turn. Each entry is read when its turn comes (an import
 * parses it from its bytes, lib/json-outline.ts; an export hands over the object it built), checked, and
 * only the checked copy is kept — so a file of 10,000 cards never exists twice in memory, as it does
 * when one schema parses the whole file. A bad entry is reported with its card and JSON path, and
 * checking goes on with the next, so one pass lists every problem.
 */
import type { z } from 'zod';
import { CARDS_FILE } from './bundle-files';
import { cardsFileProblems, entryIdOf } from './cards-file-problems';
import { type CardEntry, type CardsFile, type CardsFileList, type CardsFileParts, type GameCardEntry } from './cards-file';
import type { Problem } from './problem';
import { jsonPath } from './zod-problems';

/** One list's entries: how many, and entry `i`, read (or the reason it cannot be). */
export interface EntrySource {
  count: number;
  read(index: number): { ok: true; value: unknown } | { ok: false; error: string };
}

export type RecordsResult<E> = { ok: true; file: Omit<CardsFile, 'cards'> & { cards: E[] } } | { ok: false; problems: Problem[] };

/**
 * Checks `head` (cards.json with each list replaced by an empty list, or left as it is when it is not a
 * list) and then every entry of `lists`.
 */
export function checkCardsFileRecords<E extends CardEntry | GameCardEntry>(parts: CardsFileParts<E>, head: unknown, lists: Record<CardsFileList, EntrySource>): RecordsResult<E> {
  const checkedHead = parts.head.safeParse(head);
  if (!checkedHead.success) return { ok: false, problems: cardsFileProblems(checkedHead.error, head) };
  const problems: Problem[] = [];
  const checkList = <T>(list: CardsFileList, schema: z.ZodType<T>): T[] => {
    const checked: T[] = [];
    const { count, read } = lists[list];
    for (let i = 0; i < count; i++) {
      const entry = read(i);
      if (!entry.ok) {
        problems.push({ file: CARDS_FILE, at: jsonPath([list, i]), message: `is not JSON (${entry.error})` });
        continue;
      }
      const result = schema.safeParse(entry.value);
      if (result.success) checked.push(result.data);
      else problems.push(...entryProblems(result.error, list, i, entry.value));
    }
    return checked;
  };
  const { entries } = parts;
  const file = {
    ...checkedHead.data,
    species: checkList('species', entries.species),
    roles: checkList('roles', entries.roles),
    growth: checkList('growth', entries.growth),
    rarities: checkList('rarities', entries.rarities),
    packs: checkList('packs', entries.packs),
    cards: checkList('cards', entries.cards),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file };
}

/** An entry's schema problems, at their path in the whole file and attributed to the entry's id. */
function entryProblems(error: z.ZodError, list: CardsFileList, index: number, entry: unknown): Problem[] {
  const card = entryIdOf(entry);
  return error.issues.map((issue) => ({ file: CARDS_FILE, ...(card === undefined ? {} : { card }), at: jsonPath([list, index, ...issue.path]), message: issue.message }));
}

/** The lists of an in-memory cards file as entry sources (what an export checks its own output with). */
export function listsOf(file: Record<CardsFileList, readonly unknown[]>): Record<CardsFileList, EntrySource> {
  const source = (items: readonly unknown[]): EntrySource => ({ count: items.length, read: (i) => ({ ok: true, value: items[i] }) });
  return { species: source(file.species), roles: source(file.roles), growth: source(file.growth), rarities: source(file.rarities), packs: source(file.packs), cards: source(file.cards) };
}
