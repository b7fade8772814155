/**
 * The JSON Schema (draft 2020-12) of the AST, generated from the zod schemas: what exported card sets
 * promise about their `ast` fields. The main node types are named `$defs` (`Expr`, `Effect`, `CardDecl` …).
 */
import { z } from 'zod';
import * as S from './ast-schema';

export function astJsonSchema(): Record<string, unknown> {
  const registry = z.registry<{ id: string; description?: string }>();
  const named: Array<[z.ZodType, string]> = [
    [S.RangeSchema, 'Range'], [S.NameSchema, 'Name'], [S.ExprSchema, 'Expr'], [S.ConditionSchema, 'Condition'],
    [S.FilterSchema, 'Filter'], [S.SelectorSchema, 'Selector'], [S.BindingSchema, 'Binding'], [S.DurationSchema, 'Duration'],
    [S.HitSpecSchema, 'HitSpec'], [S.CritSpecSchema, 'CritSpec'], [S.DamageSpecSchema, 'DamageSpec'], [S.EffectSchema, 'Effect'],
    [S.TriggerSchema, 'Trigger'], [S.AbilitySchema, 'Ability'], [S.ContinuousEffectSchema, 'ContinuousEffect'],
    [S.CardDeclSchema, 'CardDecl'], [S.RulesetDeclSchema, 'RulesetDecl'], [S.SpeciesDeclSchema, 'SpeciesDecl'],
    [S.GrowthDeclSchema, 'GrowthDecl'], [S.RarityDeclSchema, 'RarityDecl'], [S.PackDeclSchema, 'PackDecl'],
    [S.DeckDeclSchema, 'DeckDecl'], [S.ScenarioDeclSchema, 'ScenarioDecl'], [S.DeclSchema, 'Decl'],
  ];
  for (const [schema, id] of named) registry.add(schema, { id });
  return z.toJSONSchema(S.DocumentSchema, { metadata: registry, target: 'draft-2020-12', reused: 'ref' });
}
