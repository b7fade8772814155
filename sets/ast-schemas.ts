/**
 * The DSL's AST schemas, as the sets module uses them: to validate cards.json on import, to read the ASTs
 * the database stores, and to generate schema.json and types.d.ts. The one place that knows the DSL's
 * schema names.
 */
import { z } from 'zod';
import * as dsl from '../dsl/ast-schema';
import { cardEntrySchema, makeCardsFileSchema, type AstSchemas } from './cards-file';

/**
 * Names every AST schema the DSL exports (`ExprSchema` → `Expr`) in zod's registry, so that schema.json
 * defines each once under `$defs` and types.d.ts gets `Expr`, `CardDecl`, `Name` … instead of repeating
 * their shapes inline (which made a 3 MB schema). Schemas the DSL already named keep their names.
 */
function nameDslSchemas(): void {
  for (const [exported, schema] of Object.entries(dsl)) {
    if (!exported.endsWith('Schema') || !(schema instanceof z.ZodType)) continue;
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === undefined) z.globalRegistry.add(schema, { ...meta, id: exported.slice(0, -'Schema'.length) });
  }
}
nameDslSchemas();

export const astSchemas: AstSchemas = {
  card: dsl.CardDeclSchema,
  gameCard: dsl.GameCardSchema,
  ruleset: dsl.RulesetDeclSchema,
  species: dsl.SpeciesDeclSchema,
  growth: dsl.GrowthDeclSchema,
  rarity: dsl.RarityDeclSchema,
  pack: dsl.PackDeclSchema,
};

/** Summoner's Grid's cards.json (its card types are the DSL's keywords); other games': game-schema.ts. */
export const cardsFileSchema = makeCardsFileSchema(astSchemas, cardEntrySchema(astSchemas));
