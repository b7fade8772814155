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
import { capProblems, MAX_LISTED_PROBLEMS, type Problem } from './problem';
import { jsonPath } from './zod-problems';

/**
 * One list's entries: how many, and entry `i`, read — or what is wrong with it before any schema can look
 * at it (`is not JSON (…)`, `is nested more than … levels deep`), reported at the entry's JSON path.
 */
export interface EntrySource {
  count: number;
  read(index: number): { ok: true; value: unknown; bytes?: number } | { ok: false; problem: string; value?: unknown };
}

export type RecordsResult<E> = { ok: true; file: Omit<CardsFile, 'cards'> & { cards: E[] } } | { ok: false; problems: Problem[] };

/**
 * What a reader keeps of each checked card entry, told the entry's index and the rest of the file (every
 * list before the cards is checked by then): an import keeps its AST as text (import-entry.ts), so the
 * checked objects die young instead of living through the import. Its problems are reported after the
 * file's schema problems, and only when there are none.
 */
export type KeepCard<E, K> = (card: E, index: number, rest: Omit<CardsFile, 'cards'>) => { kept: K; problems: Problem[] };

/** The checked file, and the problems the cards' KeepCard found (empty without one). */
export type KeptRecordsResult<K> = { ok: true; file: Omit<CardsFile, 'cards'> & { cards: K[] }; keptProblems: Problem[] } | { ok: false; problems: Problem[] };

/**
 * Checks `head` (cards.json with each list replaced by an empty list, or left as it is when it is not a
 * list) and then every entry of `lists`.
 */
export function checkCardsFileRecords<E extends CardEntry | GameCardEntry>(parts: CardsFileParts<E>, head: unknown, lists: Record<CardsFileList, EntrySource>): RecordsResult<E> {
  const checked = checkKeepingCards(parts, head, lists, (card: E) => ({ kept: card, problems: [] }));
  return checked.ok ? { ok: true, file: checked.file } : checked;
}

/** checkCardsFileRecords, keeping of each card entry what `keep` makes of it. */
export function checkKeepingCards<E extends CardEntry | GameCardEntry, K>(parts: CardsFileParts<E>, head: unknown, lists: Record<CardsFileList, EntrySource>, keep: KeepCard<E, K>): KeptRecordsResult<K> {
  const checkedHead = checkHead(parts.head, head);
  if (!checkedHead.ok) return { ok: false, problems: checkedHead.problems };
  const problems: Problem[] = [];
  // Past MAX_LISTED_PROBLEMS the rest of the file is not read: the import is refused either way, and an
  // entry can hold a dozen problems, so a file of many bad entries would otherwise fill the memory.
  let stopped = false;
  const checkList = <T, U>(list: CardsFileList, schema: z.ZodType<T>, keepEntry: (entry: T, index: number) => U): U[] => {
    const checked: U[] = [];
    const { count, read } = lists[list];
    for (let i = 0; i < count && !stopped; i++) {
      if (problems.length >= MAX_LISTED_PROBLEMS) {
        stopped = true;
        problems.push({ file: CARDS_FILE, at: jsonPath([list, i]), message: `the check stopped here after ${problems.length} problems; the rest of the file was not checked. Fix those first`, unlisted: true });
        break;
      }
      const entry = read(i);
      if (!entry.ok) {
        const card = entry.value === undefined ? undefined : entryIdOf(entry.value);
        problems.push({ file: CARDS_FILE, ...(card === undefined ? {} : { card }), at: jsonPath([list, i]), message: entry.problem });
        continue;
      }
      const result = checkBounded(schema, entry.value, entry.bytes);
      if (result.ok) checked.push(keepEntry(result.data, i));
      else if ('tooLarge' in result) problems.push(tooLargeEntry(list, i, entry.value));
      else problems.push(...entryProblems(result.error, list, i, entry.value));
    }
    return checked;
  };
  const same = <T,>(entry: T) => entry;
  const { entries } = parts;
  const rest = {
    ...checkedHead.data,
    species: checkList('species', entries.species, same),
    roles: checkList('roles', entries.roles, same),
    growth: checkList('growth', entries.growth, same),
    rarities: checkList('rarities', entries.rarities, same),
    packs: checkList('packs', entries.packs, same),
  };
  const keptProblems: Problem[] = [];
  const cards = checkList('cards', entries.cards, (card, i) => {
    const { kept, problems: found } = keep(card, i, rest);
    keptProblems.push(...found);
    return kept;
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: { ...rest, cards }, keptProblems };
}

/**
 * How many values (objects and arrays) a member of cards.json may hold for its schema problems to be
 * listed one by one: some 18 times the largest ruleset the hosted games have (1,133; a card has a few
 * hundred). zod collects every problem of a value before it returns, a few per value, so one ruleset or
 * card of a million bad parts would fill the memory (a ruleset of 100,000 bad settings made 400,000
 * problems, 1.1 GB). Past it, only whether the value matches is asked (zod stops at the first problem).
 */
export const MAX_VALUES_EXPLAINED = 20_000;

/**
 * `value` checked against `schema`: its data, or its problems — `tooLarge` instead when it holds more than
 * MAX_VALUES_EXPLAINED values and does not match. `bytes`, the length of the JSON text it was parsed from
 * when known, spares counting: every object or array takes two bytes at least (`{}`), so a text shorter
 * than twice the limit holds fewer (a card entry is a few kilobytes).
 */
export function checkBounded<T>(schema: z.ZodType<T>, value: unknown, bytes?: number): { ok: true; data: T } | { ok: false; error: z.ZodError } | { ok: false; tooLarge: true } {
  const mayBeLarge = bytes === undefined || bytes >= 2 * MAX_VALUES_EXPLAINED;
  if (mayBeLarge && valuesIn(value, MAX_VALUES_EXPLAINED) > MAX_VALUES_EXPLAINED && !schema.validate(value)) return { ok: false, tooLarge: true };
  const checked = schema.safeParse(value);
  return checked.success ? { ok: true, data: checked.data } : { ok: false, error: checked.error };
}

/** What is said of a value that does not match and is too large to list why (after its place: `cards.json`, `cards[3]`). */
export const TOO_LARGE_TO_EXPLAIN = `does not match its schema, and holds more than ${MAX_VALUES_EXPLAINED.toLocaleString('en')} objects and arrays: too many to list each problem`;

/** The head checked (the members beside the lists), its problems attributed as cards.json's. */
export function checkHead<T>(schema: z.ZodType<T>, head: unknown): { ok: true; data: T } | { ok: false; problems: Problem[] } {
  const checked = checkBounded(schema, head);
  if (checked.ok) return checked;
  if ('tooLarge' in checked) return { ok: false, problems: [{ file: CARDS_FILE, message: `${TOO_LARGE_TO_EXPLAIN} outside its lists (set, ruleset …)` }] };
  return { ok: false, problems: capProblems(cardsFileProblems(checked.error, head)) };
}

/** How many objects and arrays `root` holds, itself included, counted without recursion up to `limit + 1`. */
function valuesIn(root: unknown, limit: number): number {
  let count = 0;
  const pending: unknown[] = [root];
  // By length, not by popping until `undefined`: a property of an object built in memory may be undefined.
  while (pending.length > 0 && count <= limit) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    count++;
    for (const key in value) pending.push(Reflect.get(value, key));
  }
  return count;
}

/** An entry too large to list its problems, at its path and attributed to its id. */
function tooLargeEntry(list: CardsFileList, index: number, entry: unknown): Problem {
  const card = entryIdOf(entry);
  return { file: CARDS_FILE, ...(card === undefined ? {} : { card }), at: jsonPath([list, index]), message: TOO_LARGE_TO_EXPLAIN };
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
