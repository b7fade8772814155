/**
 * cards.json: what a set version ships to the game. One file, deterministic (canonical JSON), typed by
 * schema.json and types.d.ts, which are generated from the zod schema below.
 *
 * Every entry carries its provenance (stable id, published version, who published it and when, the
 * changelog line) and its DSL source next to its AST, so that an import can re-validate the source and
 * re-create the exact published version. Definitions the cards need (the game's ruleset, species, growth
 * kinds, rarities, pack tables) travel with them; `included` tells a card chosen for the set from one that
 * came along because a chosen card refers to it.
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

/** Who made this exact version of an entry. Times are ISO 8601 UTC strings from the stored versions. */
export interface Provenance {
  id: string;
  version: number;
  name: string;
  included: Included;
  source: string;
  publishedBy: string;
  publishedAt: string;
  changelog: string;
}

export interface DefinitionEntry<T> extends Provenance {
  ast: T;
}

export interface CardEntry extends Provenance {
  kind: CardDecl['cardType'];
  ast: CardDecl;
  rulesText: string;
  numbers: CardNumbers;
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
  growth: Array<DefinitionEntry<GrowthDecl>>;
  rarities: Array<DefinitionEntry<RarityDecl>>;
  packs: Array<DefinitionEntry<PackDecl>>;
  cards: CardEntry[];
}

const isoTime = z.iso.datetime({ offset: false, precision: 3 }).describe('ISO 8601 UTC time, milliseconds');
const stableId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/).describe("Stable id (the card file's base name); never changes once published");

const provenanceShape = {
  id: stableId,
  version: z.number().int().positive().describe('Published version of this entry'),
  name: z.string().min(1).describe('Display name'),
  included: z.enum(['selected', 'required']).describe('"selected": chosen for the set; "required": included because a selected entry refers to it'),
  source: z.string().describe('DSL source of this version'),
  publishedBy: z.string().describe('Name of the user who published this version'),
  publishedAt: isoTime,
  changelog: z.string().describe('Changelog line of this version'),
};

export function makeCardsFileSchema(ast: AstSchemas): z.ZodType<CardsFile> {
  const definition = <T>(schema: z.ZodType<T>, title: string) =>
    z.object({ ...provenanceShape, ast: schema }).strict().meta({ title });
  const card = z
    .object({
      ...provenanceShape,
      kind: z.enum(['summon', 'role', 'equipment', 'action', 'reaction', 'counter', 'building', 'quest', 'advance']),
      ast: ast.card,
      rulesText: z.string().describe('Generated rules text, as a printed card says it'),
      numbers: cardNumbersSchema,
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
      growth: z.array(definition(ast.growth, 'GrowthEntry')),
      rarities: z.array(definition(ast.rarity, 'RarityEntry')),
      packs: z.array(definition(ast.pack, 'PackEntry')),
      cards: z.array(card),
    })
    .strict()
    .meta({ title: 'CardsFile', description: 'A Cardsmith card set version, exported for the game.' });
}
