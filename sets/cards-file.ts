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
 * The AST schemas come from the DSL (`dsl/ast-schema.ts`); `makeCardsFileSchema` takes them as a
 * parameter so this module does not decide how the AST is validated.
 */
import { z } from 'zod';
import type { CardDecl, PackDecl, RarityDecl, GrowthDecl, RulesetDecl, SpeciesDecl } from '../dsl/ast';
import { cardNumbersSchema, type CardNumbers } from './card-numbers';

export const CARDS_FORMAT = 'cardsmith-cards/1';

export interface AstSchemas {
  card: z.ZodType<CardDecl>;
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

/** A published card version. Times are ISO 8601 UTC strings from the stored versions. */
export interface CardEntry {
  id: string;
  version: number;
  name: string;
  kind: CardDecl['cardType'];
  included: Included;
  source: string;
  ast: CardDecl;
  rulesText: string;
  numbers: CardNumbers;
  publishedBy: string;
  publishedAt: string;
  changelog: string;
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
  cards: CardEntry[];
}

const isoTime = z.iso.datetime({ offset: false, precision: 3 }).describe('ISO 8601 UTC time, milliseconds');
const stableId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/).describe('Stable id: a card\'s file name, a definition\'s declared id or the slug of its name');
const included = z.enum(['selected', 'required']).describe('"selected": chosen for the set; "required": included because a selected entry refers to it');

export function makeCardsFileSchema(ast: AstSchemas): z.ZodType<CardsFile> {
  const definition = <T>(schema: z.ZodType<T>, title: string) =>
    z.object({ id: stableId, name: z.string().min(1), included, source: z.string().describe('DSL source of the declaration'), ast: schema }).strict().meta({ title });
  const card = z
    .object({
      id: stableId,
      version: z.number().int().positive().describe('Published version of the card'),
      name: z.string().min(1).describe('Display name'),
      kind: z.enum(['summon', 'role', 'equipment', 'action', 'reaction', 'counter', 'building', 'quest', 'advance']),
      included,
      source: z.string().describe('DSL source of this version'),
      ast: ast.card,
      rulesText: z.string().describe('Generated rules text, as a printed card says it'),
      numbers: cardNumbersSchema,
      publishedBy: z.string().describe('Name of the user who published this version'),
      publishedAt: isoTime,
      changelog: z.string().describe('Changelog line of this version'),
    })
    .strict()
    .meta({ title: 'CardEntry' });
  return z
    .object({
      format: z.literal(CARDS_FORMAT),
      set: z
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
        .meta({ title: 'SetHeader' }),
      ruleset: definition(ast.ruleset, 'RulesetEntry'),
      species: z.array(definition(ast.species, 'SpeciesEntry')),
      roles: z.array(definition(ast.card, 'RoleEntry')),
      growth: z.array(definition(ast.growth, 'GrowthEntry')),
      rarities: z.array(definition(ast.rarity, 'RarityEntry')),
      packs: z.array(definition(ast.pack, 'PackEntry')),
      cards: z.array(card),
    })
    .strict()
    .meta({ title: 'CardsFile', description: 'A Cardsmith card set version, exported for the game.' });
}
