/**
 * The ASTs of cards.json checked only for their kind. An export checks its own output against its game's
 * schema with these (game-schema.ts): the ASTs it writes were checked in full when they entered the
 * database (the parser produced them at publishing; an import checked them against the DSL's schema),
 * and checking 10,000 of them again on every export would cost more than the rest of the export; the
 * envelope around them — set header, provenance, face and declared numbers — is what the export itself
 * builds, so that is what it checks.
 */
import { z } from 'zod';
import type { CardDecl, GameCard, GrowthDecl, PackDecl, RarityDecl, RulesetDecl, SpeciesDecl } from '../dsl/ast';
import type { AstSchemas } from './cards-file';

const ofKind = (kind: string, cardType?: string) => (v: unknown) =>
  v !== null && typeof v === 'object' && 'kind' in v && v.kind === kind && (cardType === undefined || ('cardType' in v && typeof v.cardType === 'string'));

export const kindOnlyAstSchemas: AstSchemas = {
  card: z.custom<CardDecl>(ofKind('Card', 'any'), 'expected a card declaration'),
  gameCard: z.custom<GameCard>(ofKind('GameCard'), 'expected a card of a declared type'),
  ruleset: z.custom<RulesetDecl>(ofKind('Ruleset'), 'expected a ruleset declaration'),
  species: z.custom<SpeciesDecl>(ofKind('Species'), 'expected a species declaration'),
  growth: z.custom<GrowthDecl>(ofKind('Growth'), 'expected a growth declaration'),
  rarity: z.custom<RarityDecl>(ofKind('Rarity'), 'expected a rarity declaration'),
  pack: z.custom<PackDecl>(ofKind('Pack'), 'expected a pack declaration'),
};

