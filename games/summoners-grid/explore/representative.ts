/**
 * Representative summons of a species, for exploring formulas without a real card: made from the same
 * tables the pack generator uses (species ranges, rarity stat floor, rarity growth weights), in three
 * variants that bound what a pack can produce at a rarity:
 * - `frail`: every base stat at the rarity's floor, every growth the poorest kind the rarity can roll;
 * - `typical`: every base stat at the middle of [floor, max] (rounded down), every growth the rarity's
 *   most likely kind;
 * - `sturdy`: every base stat at the species maximum, every growth the best kind the rarity can roll.
 * A claim about "every" summon of a species uses the bound that is hardest for it.
 */
import type { GrowthValue, StatValue, SummonCard } from '../../../dsl/ast';
import { nameNode, NOWHERE } from '../../../dsl/synthetic-ast';
import { slug } from '../../../dsl/slug';
import { statFloorValue } from '../packs/generate';
import type { PackTables } from '../packs/tables';

export const VARIANTS = ['frail', 'typical', 'sturdy'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface RepresentativeSpec {
  species: string;
  variant: Variant;
  rarity: string;
}

export interface Representative {
  /** The card id the explorer gives it (never a content id: content ids cannot contain `~`). */
  id: string;
  name: string;
  spec: RepresentativeSpec;
  stats: Record<string, number>;
  growth: Record<string, string>;
}


export function representativeId(spec: RepresentativeSpec): string {
  return `~${slug(spec.species)}~${spec.variant}~${slug(spec.rarity)}`;
}

export function representative(tables: PackTables, spec: RepresentativeSpec): Representative | string {
  const species = tables.species.find((s) => s.name === spec.species);
  if (!species) return `no species "${spec.species}"`;
  const rarity = tables.rarities.find((r) => r.name === spec.rarity);
  if (!rarity) return `no rarity "${spec.rarity}"`;
  const kinds = tables.growth.filter((g) => (rarity.growthWeights[g.name] ?? 0) > 0);
  const poorest = kinds[0];
  const best = kinds[kinds.length - 1];
  const likeliest = [...kinds].sort((a, b) => (rarity.growthWeights[b.name] ?? 0) - (rarity.growthWeights[a.name] ?? 0) || Math.abs(a.rate - 1) - Math.abs(b.rate - 1))[0];
  if (!poorest || !best || !likeliest) return `${spec.rarity} gives no growth kind a weight`;
  const stats: Record<string, number> = {};
  const growth: Record<string, string> = {};
  for (const stat of tables.stats) {
    const range = species.ranges[stat];
    if (!range) return `${spec.species} gives no range for ${stat}`;
    const low = statFloorValue(range, rarity.statFloor);
    stats[stat] = spec.variant === 'frail' ? low : spec.variant === 'sturdy' ? range.max : Math.floor((low + range.max) / 2);
    growth[stat] = (spec.variant === 'frail' ? poorest : spec.variant === 'sturdy' ? best : likeliest).name;
  }
  return { id: representativeId(spec), name: `${spec.variant} ${spec.rarity} ${spec.species}`, spec, stats, growth };
}

/** The representative as a summon card declaration the engine can put on a board. */
export function representativeDecl(rep: Representative): SummonCard {
  const stats: StatValue[] = Object.entries(rep.stats).map(([stat, value]) => ({ kind: 'StatValue', stat: nameNode(stat), value, range: NOWHERE }));
  const growth: GrowthValue[] = Object.entries(rep.growth).map(([stat, kind]) => ({ kind: 'GrowthValue', stat: nameNode(stat), growth: nameNode(kind), range: NOWHERE }));
  return {
    kind: 'Card',
    cardType: 'summon',
    name: nameNode(rep.name),
    id: rep.id,
    unique: false,
    provisional: false,
    rarity: nameNode(rep.spec.rarity),
    params: [],
    requirements: [],
    bindings: [],
    costs: [],
    effect: [],
    abilities: [],
    range: NOWHERE,
    species: nameNode(rep.spec.species),
    stats,
    growth,
  };
}
