/**
 * Everything an import checks before it touches the database, in order:
 * 1. integrity and provenance (verify-signature.ts): a changed or unsigned bundle stops here, because
 *    nothing inside it can be trusted;
 * 2. cards.json parses and matches the schema of its game (game-schema.ts: generated from the ruleset
 *    the bundle carries, whose `game` must be the one the set header claims), read and checked one
 *    entry at a time (cards-file-records.ts), every problem attributed to its card;
 * 3. cards.json agrees with the manifest (set id, name, version), no id appears twice, and every card's
 *    face numbers are what its AST gives.
 * Re-validating each entry's DSL source is the next step (revalidate.ts). What comes out is the set
 * version as the import writes it (import-entry.ts): each card's AST is kept as text once it is checked.
 */
import { z } from 'zod';
import type { RulesetDecl } from '../dsl/ast';
import { RulesetDeclSchema } from '../dsl/ast-schema';
import { deeperThan, MAX_TREE_DEPTH } from '../dsl/tree-depth';
import { gameIdOf } from '../dsl/vocabulary';
import { CARDS_FILE, MANIFEST_FILE, type BundleFiles } from './bundle-files';
import { canonicalCompact, sameCanonical } from '../lib/canonical-json';
import { cardNumbers } from './card-numbers';
import { CARDS_FILE_LISTS, isGameCardEntry, type CardEntry, type CardsFile, type CardsFileList, type CardsFileParts, type GameCardEntry } from './cards-file';
import { checkHead, checkKeepingCards, type EntrySource } from './cards-file-records';
import { cardKindOf } from '../db/content-source';
import { AstText, type CheckedCardsFile, type ImportEntry } from './import-entry';
import { outlineJsonObject, parseJsonRange } from '../lib/json-outline';
import { declaredValues } from './declared-values';
import { cardShapeOf } from './game-schema';
import type { Manifest } from './manifest';
import { capProblems, type Problem } from './problem';
import { sourceOf, type RevalidatedSource } from './revalidate';
import { definitionsOf } from './cards-file-snapshot';
import { verifyIntegrity, type Signer, type TrustOptions } from './verify-signature';

export interface BundleCheck {
  problems: Problem[];
  manifest?: Manifest;
  signer?: Signer;
  /** The parsed cards.json, when it could be read and matches the schema: its cards as the import keeps them. */
  cards?: CheckedCardsFile;
}

/** The schema cards.json must match, given the ruleset it carries (sets/game-schema.ts), in the parts it is checked by. */
export type SchemaOfRuleset = (ruleset: RulesetDecl) => CardsFileParts<CardEntry | GameCardEntry>;

/**
 * `onSource`, when given, is handed each entry's source as soon as its entry has passed its checks:
 * the definitions once the lists before the cards are checked, then each card (the snapshot's order,
 * importSnapshotOf). An import's DSL check parses them meanwhile (revalidate-thread.ts).
 */
export function checkBundle(files: BundleFiles, trust: TrustOptions, schemaOf: SchemaOfRuleset, onSource?: (source: RevalidatedSource) => void): BundleCheck {
  const integrity = verifyIntegrity(files, trust);
  if (integrity.problems.length > 0 || integrity.manifest === undefined) return integrity;
  const { manifest, signer } = integrity;
  const parsed = parseCardsFile(files, schemaOf, onSource);
  if (!parsed.ok) return { problems: parsed.problems, manifest, signer };
  const cards = parsed.file;
  const problems = capProblems([...headerProblems(manifest, cards), ...duplicateIds(cards), ...parsed.keptProblems]);
  return { problems, manifest, signer, cards };
}

/**
 * How deep a member of cards.json (a list's entry, or a member of the file beside the lists) may nest,
 * counted as the parser counts its trees: the deepest declaration the parser accepts, inside the
 * entry (`ast`) or the member (`ruleset.ast`). The schemas, the re-validation and every later stage
 * walk an AST recursively; a deeper one cannot have come from the language, and at some thousand levels
 * it would overflow the stack of whatever reads it first (zod did, at about 1,000 nested formulas).
 */
export const MAX_MEMBER_DEPTH = MAX_TREE_DEPTH + 2;

/** The problem with a member of cards.json nested past MAX_MEMBER_DEPTH, or undefined. */
function tooDeepProblem(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && deeperThan(value, MAX_MEMBER_DEPTH)
    ? `is nested more than ${MAX_MEMBER_DEPTH} levels deep: no declaration the card language accepts goes deeper (${MAX_TREE_DEPTH} levels), so it was not read further`
    : undefined;
}

/** Just enough of cards.json to choose its schema: the game the set claims and the ruleset it carries. */
const gameHeader = z.object({ set: z.object({ game: z.string() }), ruleset: z.object({ ast: RulesetDeclSchema }) });

function parseCardsFile(files: BundleFiles, schemaOf: SchemaOfRuleset, onSource: ((source: RevalidatedSource) => void) | undefined): { ok: true; file: CheckedCardsFile; keptProblems: Problem[] } | { ok: false; problems: Problem[] } {
  const bytes = files.get(CARDS_FILE);
  if (bytes === undefined) return { ok: false, problems: [{ file: CARDS_FILE, message: 'missing' }] };
  const outline = outlineJsonObject(bytes);
  if (!outline.ok) return { ok: false, problems: [{ file: CARDS_FILE, message: `is not JSON (${outline.error})` }] };
  // The head is every member but the lists' entries, which are read, checked and kept one at a time.
  const headMembers: Array<[string, unknown]> = [];
  for (const [name, member] of outline.members) {
    if (isList(name) && member.items !== undefined) {
      headMembers.push([name, []]);
      continue;
    }
    const value = parseJsonRange(bytes, member.value);
    if (!value.ok) return { ok: false, problems: [{ file: CARDS_FILE, at: name, message: `is not JSON (${value.error})` }] };
    const deep = tooDeepProblem(value.value);
    if (deep !== undefined) return { ok: false, problems: [{ file: CARDS_FILE, at: name, message: deep }] };
    headMembers.push([name, value.value]);
  }
  // fromEntries defines own properties: a "__proto__" member stays a member (and the schema refuses it).
  const head = Object.fromEntries(headMembers);
  const header = checkHead(gameHeader, head);
  if (!header.ok) return { ok: false, problems: header.problems };
  const { set, ruleset } = header.data;
  const declaredGame = gameIdOf(ruleset.ast);
  if (declaredGame !== set.game) {
    return { ok: false, problems: [{ file: CARDS_FILE, at: 'set.game', message: `says "${set.game}", but the bundle's ruleset is ${declaredGame}'s: its cards are not ${set.game} cards` }] };
  }
  const entries = (list: CardsFileList): EntrySource => {
    const items = outline.members.get(list)?.items ?? [];
    return {
      count: items.length,
      read: (i) => {
        const range = items[i];
        if (range === undefined) return { ok: false, problem: 'is not in the file' };
        const entry = parseJsonRange(bytes, range);
        if (!entry.ok) return { ok: false, problem: `is not JSON (${entry.error})` };
        const size = range.end - range.start;
        // Each level of nesting takes two bytes at least (`[]`): a shorter text cannot be too deep.
        const deep = size > 2 * MAX_MEMBER_DEPTH ? tooDeepProblem(entry.value) : undefined;
        return deep === undefined ? { ok: true, value: entry.value, bytes: size } : { ok: false, problem: deep, value: entry.value };
      },
    };
  };
  const lists = { species: entries('species'), roles: entries('roles'), growth: entries('growth'), rarities: entries('rarities'), packs: entries('packs'), cards: entries('cards') };
  let numbers: NumbersBasis | undefined;
  let definitionsHanded = false;
  const handDefinitions = (rest: Omit<CardsFile, 'cards'>) => {
    if (definitionsHanded || onSource === undefined) return;
    definitionsHanded = true;
    for (const definition of definitionsOf(rest)) onSource(sourceOf(definition));
  };
  const checked = checkKeepingCards(schemaOf(ruleset.ast), head, lists, (card, index, rest) => {
    numbers ??= numbersBasis(rest);
    handDefinitions(rest);
    const kept = importEntryOf(card);
    onSource?.(sourceOf(kept));
    return { kept, problems: numberProblems(card, index, numbers) };
  });
  if (checked.ok) handDefinitions(checked.file);
  return checked;
}

/** A checked card as the import keeps it: its snapshot entry, the AST as text. */
function importEntryOf(card: CardEntry | GameCardEntry): ImportEntry {
  const { id, name, included, source, ast, version, rulesText, publishedBy, publishedAt, changelog } = card;
  return { id, name, included, source, ast: new AstText(JSON.stringify(ast), cardKindOf(ast)), published: { version, rulesText, publishedBy, publishedAt, changelog } };
}

function isList(name: string): name is CardsFileList {
  return CARDS_FILE_LISTS.some((list) => list === name);
}

function headerProblems(manifest: Manifest, cards: Pick<CardsFile, 'set'>): Problem[] {
  const fields = ['id', 'name', 'version'] as const;
  return fields
    .filter((f) => manifest.set[f] !== cards.set[f])
    .map((f) => ({ file: MANIFEST_FILE, at: `set.${f}`, message: `says ${JSON.stringify(manifest.set[f])}, cards.json says ${JSON.stringify(cards.set[f])}` }));
}

/** Every entry of a cards file with the JSON path of the list it sits in. */
function allEntries(cards: CheckedCardsFile): Array<{ id: string; at: string }> {
  const lists = { species: cards.species, roles: cards.roles, growth: cards.growth, rarities: cards.rarities, packs: cards.packs, cards: cards.cards };
  return [{ id: cards.ruleset.id, at: 'ruleset' }, ...Object.entries(lists).flatMap(([list, entries]) => entries.map((e, i) => ({ id: e.id, at: `${list}[${i}]` })))];
}

function duplicateIds(cards: CheckedCardsFile): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { id, at } of allEntries(cards)) {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, at);
    else problems.push({ file: CARDS_FILE, card: id, at, message: `id appears twice (also at ${first})` });
  }
  return problems;
}

/** What a card's numbers are computed from: the ruleset's card shape and the growth kinds (the same for every card). */
interface NumbersBasis {
  shape: ReturnType<typeof cardShapeOf>;
  context: Parameters<typeof cardNumbers>[1];
}

function numbersBasis(rest: Omit<CardsFile, 'cards'>): NumbersBasis {
  return { shape: cardShapeOf(rest.ruleset.ast), context: { ruleset: rest.ruleset.ast, growth: rest.growth.map((g) => g.ast) } };
}

/** Every number a card entry carries beside its AST must be what its AST gives. */
function numberProblems(card: CardEntry | GameCardEntry, i: number, { shape, context }: NumbersBasis): Problem[] {
  if (isGameCardEntry(card)) {
    const declared = declaredValues(card.ast, shape);
    if (!declared.ok) return declared.problems.map((message) => ({ file: CARDS_FILE, card: card.id, at: `cards[${i}].ast`, message }));
    return Object.entries(declared.values).flatMap(([name, value]) =>
      card[name] === value ? [] : [{ file: CARDS_FILE, card: card.id, at: `cards[${i}].${name}`, message: `is ${JSON.stringify(card[name])}; the card's AST gives ${value}` }],
    );
  }
  const expected = cardNumbers(card.ast, context);
  return sameCanonical(expected, card.numbers)
    ? []
    : [{ file: CARDS_FILE, card: card.id, at: `cards[${i}].numbers`, message: `do not match the card's AST; its AST gives ${canonicalCompact(expected)}` }];
}
