/**
 * Every distribution the tables configure, next to what a batch of generated summons holds, with its
 * chi-square fit: rarity per slot, species per rarity, growth kind per rarity, base value per rarity and
 * stat (pooled over species, each weighted by its appearance). The pack explorer draws one histogram per
 * comparison and the statistical test checks them all.
 *
 * With k comparisons, one is flagged when p < alpha / k (Bonferroni), so tables the generator follows
 * raise a flag for at most `alpha` of the seeds.
 */
import { growthDistribution, pooledBaseStatDistribution, slotRarityDistribution, speciesDistribution, type Distribution } from './expected';
import { chiSquareFit, type FitResult } from './fit';
import type { PackTables } from './tables';
import type { Counts, Tally } from './tally';

export type ComparisonKind = 'slot-rarity' | 'species' | 'growth' | 'base-stat';

export interface Comparison {
  kind: ComparisonKind;
  name: string;
  /** The rarity a species, growth or base-stat comparison is about. */
  rarity?: string;
  stat?: string;
  slot?: number;
  observed: Counts;
  expected: Distribution;
  fit: FitResult;
}

export function packComparisons(tables: PackTables, counts: Tally): Comparison[] {
  const out: Comparison[] = [];
  const add = (c: Omit<Comparison, 'fit'>) => out.push({ ...c, fit: chiSquareFit(c.observed, c.expected) });
  tables.pack.slots.forEach((slot, i) => {
    add({ kind: 'slot-rarity', name: `rarity of slot ${i + 1} (${slot.count} ${slot.rarity})`, slot: i, observed: counts.raritySlot[i] ?? {}, expected: slotRarityDistribution(tables, i) });
  });
  for (const r of tables.rarities) {
    const rarity = r.name;
    add({ kind: 'species', name: `species at ${rarity}`, rarity, observed: counts.species[rarity] ?? {}, expected: speciesDistribution(tables, rarity) });
    add({ kind: 'growth', name: `growth kinds at ${rarity}`, rarity, observed: counts.growth[rarity] ?? {}, expected: growthDistribution(tables, rarity) });
    for (const stat of tables.stats) {
      add({ kind: 'base-stat', name: `${stat} base values at ${rarity}`, rarity, stat, observed: counts.baseStat[rarity]?.[stat] ?? {}, expected: pooledBaseStatDistribution(tables, rarity, stat) });
    }
  }
  return out;
}

/** Whether a comparison is flagged at family-wise level `alpha` among `k` comparisons. */
export function flagged(fit: FitResult, k: number, alpha = 0.01): boolean {
  return fit.impossible > 0 || fit.p < alpha / Math.max(1, k);
}
