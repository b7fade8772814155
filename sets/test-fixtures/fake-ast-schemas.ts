/**
 * Stand-ins for the DSL's AST schemas in unit tests of the sets module: each accepts an object with the
 * right `kind` (and `cardType` for cards) and nothing else is checked. They validate but have no JSON
 * Schema form; tests that generate schema.json use the real schemas.
 */
import { z } from 'zod';
import type { CardDecl, GrowthDecl, PackDecl, RarityDecl, RulesetDecl, SpeciesDecl } from '../../dsl/ast';
import { makeCardsFileSchema, type AstSchemas } from '../cards-file';

const hasKind = (kind: string) => (v: unknown) => v !== null && typeof v === 'object' && 'kind' in v && v.kind === kind;

export const fakeAstSchemas: AstSchemas = {
  card: z.custom<CardDecl>((v) => hasKind('Card')(v) && typeof v === 'object' && v !== null && 'cardType' in v, 'expected a card declaration'),
  ruleset: z.custom<RulesetDecl>(hasKind('Ruleset'), 'expected a ruleset declaration'),
  species: z.custom<SpeciesDecl>(hasKind('Species'), 'expected a species declaration'),
  growth: z.custom<GrowthDecl>(hasKind('Growth'), 'expected a growth declaration'),
  rarity: z.custom<RarityDecl>(hasKind('Rarity'), 'expected a rarity declaration'),
  pack: z.custom<PackDecl>(hasKind('Pack'), 'expected a pack declaration'),
};

export const fakeCardsFileSchema = makeCardsFileSchema(fakeAstSchemas);
