/**
 * cards.json: what a set version ships to the game. One file, deterministic (canonical JSON), typed by
 * schema.json and types.d.ts, which are generated from the zod schema below.
 *
 * Two kinds of entries:
 * - cards: published card versions from the database. Each carries its provenance (stable id,
 *   published version, who published it and when, the changelog line), its generated rules text and
 *   the numbers a card face shows.
 * - definitions: the game's rules content the cards need — its ruleset, species, roles, growth kinds,
 *   rarities and pack tables — as they were in the content folder when the version was frozen.
 * Both carry their DSL source next to their AST, so that an import can re-validate the source and
 * re-create the exact version. `included` tells an entry chosen for the set from one that came along
 * because a chosen entry refers to it.
 *
 * The AST schemas come from the DSL (`dsl/ast-schema.ts`) and the card entries from the game
 * (Summoner's Grid's `cardEntrySchema`, or a declared game's, generated from its ruleset by
 * game-schema.ts); `cardsFileParts` takes both as parameters, so this module decides neither how the
 * AST is validated nor what a game's cards carry.
 */
import { z } from 'zod';
import type { CardDecl, GameCard, PackDecl, RarityDecl, GrowthDecl, RulesetDecl, SpeciesDecl } from '../dsl/ast';
import { cardNumbersSchema, type CardNumbers } from './card-numbers';

export const CARDS_FORMAT = 'cardsmith-cards/1';

export interface AstSchemas {
  card: z.ZodType<CardDecl>;
  /** A card of a type the game's ruleset declares (`monster "Ember Whelp" { … }`). */
  gameCard: z.ZodType<GameCard>;
  ruleset: z.ZodType<RulesetDecl>;
  species: z.ZodType<SpeciesDecl>;
  growth: z.ZodType<GrowthDecl>;
  rarity: z.ZodType<RarityDecl>;
  pack: z.ZodType<PackDecl>;
}

export type Included = 'selected' | 'required';

/** A declaration of the game's rules content, as frozen with the set version. */
export interface DefinitionEntry<T> {
  id: string;
  name: string;
  included: Included;
  source: string;
  ast: T;
}

/** What every published card version carries. Times are ISO 8601 UTC strings from the stored versions. */
export interface PublishedEntry {
  id: string;
  version: number;
  name: string;
  included: Included;
  source: string;
  rulesText: string;
  publishedBy: string;
  publishedAt: string;
  changelog: string;
}

/** A published Summoner's Grid card: its keyword card type, its AST and the numbers its face shows. */
export interface CardEntry extends PublishedEntry {
  kind: CardDecl['cardType'];
  ast: CardDecl;
  numbers: CardNumbers;
}

/**
 * A published card of a type the game's ruleset declares. Besides the envelope it carries every declared
 * property and stat the card gives as a named number (`mana`, `power` …): their names come from the
 * ruleset, so the game's own schema (game-schema.ts) types them and this generic type does not.
 */
export interface GameCardEntry extends PublishedEntry {
  kind: string;
  ast: GameCard;
  [declared: string]: unknown;
}

/** The keys of a published entry's envelope: a ruleset may not declare a property or stat of these names. */
export const ENTRY_KEYS: ReadonlySet<string> = new Set(['id', 'version', 'name', 'kind', 'included', 'source', 'ast', 'rulesText', 'numbers', 'publishedBy', 'publishedAt', 'changelog']);

/** A declared game card: the AST's kind tells it from a Summoner's Grid card. */
export function isGameCardEntry(entry: CardEntry | GameCardEntry): entry is GameCardEntry {
  return entry.ast.kind === 'GameCard';
}

export interface SetHeader {
  id: string;
  name: string;
  game: string;
  version: number;
  description: string;
  frozenAt: string;
  /** Who froze this version; null when it was frozen without a signed-in user (the CLI). */
  frozenBy: string | null;
}

export interface CardsFile {
  format: typeof CARDS_FORMAT;
  set: SetHeader;
  ruleset: DefinitionEntry<RulesetDecl>;
  species: Array<DefinitionEntry<SpeciesDecl>>;
  roles: Array<DefinitionEntry<CardDecl>>;
  growth: Array<DefinitionEntry<GrowthDecl>>;
  rarities: Array<DefinitionEntry<RarityDecl>>;
  packs: Array<DefinitionEntry<PackDecl>>;
  cards: Array<CardEntry | GameCardEntry>;
}

export const isoTime = z.iso.datetime({ offset: false, precision: 3 }).describe('ISO 8601 UTC time, milliseconds');
export const stableId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/).describe('Stable id: a card\'s file name, a definition\'s declared id or the slug of its name');
export const included = z.enum(['selected', 'required']).describe('"selected": chosen for the set; "required": included because a selected entry refers to it');

/** The fields of every published entry's envelope, in the order cards.json's schema lists them. */
export function publishedFields() {
  return {
    id: stableId,
    version: z.number().int().positive().describe('Published version of the card'),
    name: z.string().min(1).describe('Display name'),
    included,
    source: z.string().describe('DSL source of this version'),
    rulesText: z.string().describe('Generated rules text, as a printed card says it'),
    publishedBy: z.string().describe('Name of the user who published this version'),
    publishedAt: isoTime,
    changelog: z.string().describe('Changelog line of this version'),
  };
}

/** A Summoner's Grid card entry. */
export function cardEntrySchema(ast: AstSchemas): z.ZodType<CardEntry> {
  return z
    .object({
      ...publishedFields(),
      kind: z.enum(['summon', 'role', 'equipment', 'action', 'reaction', 'counter', 'building', 'quest', 'advance']),
      ast: ast.card,
      numbers: cardNumbersSchema,
    })
    .strict()
    .meta({ title: 'CardEntry' });
}

/** The lists of cards.json, in the order the file holds them: an import checks them one entry at a time. */
export const CARDS_FILE_LISTS = ['species', 'roles', 'growth', 'rarities', 'packs', 'cards'] as const;
export type CardsFileList = (typeof CARDS_FILE_LISTS)[number];

/** cards.json with its lists' entries not yet checked. */
export type CardsFileHead = Omit<CardsFile, CardsFileList> & Record<CardsFileList, unknown[]>;

/**
 * cards.json's schema in the parts a reader checks one entry at a time (cards-file-records.ts): the head
 * (format, set header, ruleset, and that each list is a list) and one schema per list's entries. A
 * whole-file parse would hold a checked copy of every entry beside the unchecked one.
 */
export interface CardsFileParts<E extends CardEntry | GameCardEntry> {
  head: z.ZodType<CardsFileHead>;
  entries: {
    species: z.ZodType<DefinitionEntry<SpeciesDecl>>;
    roles: z.ZodType<DefinitionEntry<CardDecl>>;
    growth: z.ZodType<DefinitionEntry<GrowthDecl>>;
    rarities: z.ZodType<DefinitionEntry<RarityDecl>>;
    packs: z.ZodType<DefinitionEntry<PackDecl>>;
    cards: z.ZodType<E>;
  };
  /** The whole file's schema (what schema.json describes), made of the same parts. */
  whole: z.ZodType<Omit<CardsFile, 'cards'> & { cards: E[] }>;
}

/**
 * cards.json's schema around the card entries of one game (`card`): Summoner's Grid's, a declared game's
 * (game-schema.ts), or any game's. The titles name the types json-schema-to-typescript generates;
 * `title` names the whole file.
 */
export function cardsFileParts<E extends CardEntry | GameCardEntry>(ast: AstSchemas, card: z.ZodType<E>, title = 'CardsFile'): CardsFileParts<E> {
  const definition = <T>(schema: z.ZodType<T>, title: string) =>
    z.object({ id: stableId, name: z.string().min(1), included, source: z.string().describe('DSL source of the declaration'), ast: schema }).strict().meta({ title });
  const format = z.literal(CARDS_FORMAT);
  const set = z
    .object({
      id: stableId,
      name: z.string().min(1),
      game: z.string().min(1),
      version: z.number().int().positive(),
      description: z.string(),
      frozenAt: isoTime,
      frozenBy: z.string().nullable().describe('Name of the user who froze this version, or null'),
    })
    .strict()
    .meta({ title: 'SetHeader' });
  const ruleset = definition(ast.ruleset, 'RulesetEntry');
  const entries = {
    species: definition(ast.species, 'SpeciesEntry'),
    roles: definition(ast.card, 'RoleEntry'),
    growth: definition(ast.growth, 'GrowthEntry'),
    rarities: definition(ast.rarity, 'RarityEntry'),
    packs: definition(ast.pack, 'PackEntry'),
    cards: card,
  };
  const list = z.array(z.unknown());
  const head = z.object({ format, set, ruleset, species: list, roles: list, growth: list, rarities: list, packs: list, cards: list }).strict();
  const whole = z
    .object({
      format,
      set,
      ruleset,
      species: z.array(entries.species),
      roles: z.array(entries.roles),
      growth: z.array(entries.growth),
      rarities: z.array(entries.rarities),
      packs: z.array(entries.packs),
      cards: z.array(card),
    })
    .strict()
    .meta({ title, description: 'A Cardsmith card set version, exported for the game.' });
  return { head, entries, whole };
}

/** The whole cards.json schema (schema.json is generated from it); see cardsFileParts. */
export function makeCardsFileSchema<E extends CardEntry | GameCardEntry>(ast: AstSchemas, card: z.ZodType<E>, title = 'CardsFile'): z.ZodType<Omit<CardsFile, 'cards'> & { cards: E[] }> {
  return cardsFileParts(ast, card, title).whole;
}
