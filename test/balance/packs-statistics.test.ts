/**
 * The pack explorer's histograms match the tables: summons generated from the shipped content
 * (content/summoners-grid: rarities.smith, species.smith, growth.smith) with a fixed seed are compared
 * with the probabilities the tables configure, by Pearson's chi-square test.
 *
 * Significance: family-wise 1 %. There are k comparisons (rarity per slot, species per rarity, growth
 * kind per rarity, base stat per rarity and stat); each is rejected when p < 0.01 / k (Bonferroni), so a
 * generator that follows the tables fails this file for at most 1 % of seeds. The seed is fixed, so the
 * outcome is reproducible. The last test shows the test has power: tables that differ slightly from the
 * configured ones are rejected.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { chiSquareFit } from '../../games/summoners-grid/packs/fit';
import { growthDistribution, slotRarityDistribution, baseStatDistribution } from '../../games/summoners-grid/packs/expected';
import { flagged, packComparisons } from '../../games/summoners-grid/packs/comparisons';
import { openPacks, statFloorValue, type GeneratedSummon } from '../../games/summoners-grid/packs/generate';
import { packTables, type PackTables } from '../../games/summoners-grid/packs/tables';
import { slotIndex, tally, type Tally } from '../../games/summoners-grid/packs/tally';

const SEED = 20_240_607;
const PACKS = 20_000;
const FAMILY_ALPHA = 0.01;

let tables: PackTables;
let summons: GeneratedSummon[];
let counts: Tally;

beforeAll(async () => {
  const game = await loadGame('content/summoners-grid');
  const read = packTables(game.files.map((f) => ({ path: f.path, document: f.parsed.document })));
  expect(read.problems).toEqual([]);
  tables = read.tables;
  const opened = openPacks(tables, { seed: SEED, count: PACKS });
  if (!opened.ok) throw new Error(opened.reason);
  summons = opened.summons;
  counts = tally(summons, slotIndex(tables.pack.slots));
});

describe(`${PACKS} packs of the shipped content (seed ${SEED})`, () => {
  it('opens 7-card packs: 5 Common slots, 1 Uncommon, 1 Rare', () => {
    expect(tables.pack.slots.map((s) => [s.count, s.rarity])).toEqual([[5, 'Common'], [1, 'Uncommon'], [1, 'Rare']]);
    expect(summons).toHaveLength(PACKS * 7);
  });

  it('matches every configured distribution (chi-square, family-wise significance 1 %)', () => {
    const all = packComparisons(tables, counts);
    expect(all.length).toBeGreaterThan(50);
    const rejected: string[] = [];
    for (const { name, fit } of all) {
      // Enough data for the chi-square approximation in every category the table allows.
      if (fit.minExpected < 5) rejected.push(`${name}: an expected count of ${fit.minExpected.toFixed(1)} is too small to test`);
      if (flagged(fit, all.length, FAMILY_ALPHA)) rejected.push(`${name}: chi-square ${fit.statistic.toFixed(1)} on ${fit.df} df, p = ${fit.p.toExponential(2)}, ${fit.impossible} impossible`);
    }
    expect(rejected).toEqual([]);
  });

  it('keeps every base stat between its rarity floor and its species maximum, per species', () => {
    const out: string[] = [];
    for (const [species, byRarity] of Object.entries(counts.speciesStat)) {
      const table = tables.species.find((s) => s.name === species)!;
      for (const [rarity, byStat] of Object.entries(byRarity)) {
        for (const [stat, values] of Object.entries(byStat)) {
          const allowed = baseStatDistribution(tables, table, rarity, stat);
          for (const v of Object.keys(values)) if (!(v in allowed)) out.push(`${species} ${rarity} ${stat} ${v}`);
        }
      }
    }
    expect(out).toEqual([]);
    // The floor really moves: Gignen 8..12 gives 8 at Common, 10 at Rare (30 %: 8 + ceil(1.2)), 11 at Myth (60 %: 8 + ceil(2.4)).
    const gignen = tables.species.find((s) => s.name === 'Gignen')!;
    expect([0, 0.3, 0.6].map((f) => statFloorValue(gignen.ranges.STR!, f))).toEqual([8, 10, 11]);
    expect(Math.min(...Object.keys(counts.speciesStat.Gignen?.Myth?.STR ?? {}).map(Number))).toBe(11);
    expect(Math.min(...Object.keys(counts.speciesStat.Gignen?.Common?.STR ?? {}).map(Number))).toBe(8);
  });

  it('has no Minimal growth at Legend and Myth, and more Exceptional growth the rarer the card', () => {
    expect(counts.growth.Legend?.Minimal ?? 0).toBe(0);
    expect(counts.growth.Myth?.Minimal ?? 0).toBe(0);
    const share = (r: string) => (counts.growth[r]?.Exceptional ?? 0) / Object.values(counts.growth[r] ?? {}).reduce((a, b) => a + b, 0);
    const shares = tables.rarities.map((r) => share(r.name));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('has the power to tell slightly different tables apart', () => {
    // The Common slot with a 10 % Uncommon upgrade instead of 8 %, and Common growth with Normal 35 instead of 40.
    const commonSlot = { ...slotRarityDistribution(tables, 0) };
    commonSlot.Common = 0.88;
    commonSlot.Uncommon = 0.1;
    expect(chiSquareFit(counts.raritySlot[0] ?? {}, commonSlot).p).toBeLessThan(1e-6);
    const growth = { ...growthDistribution(tables, 'Common') };
    growth.Normal = 0.35;
    growth.Gradual = (growth.Gradual ?? 0) + 0.05;
    expect(chiSquareFit(counts.growth.Common ?? {}, growth).p).toBeLessThan(1e-6);
  });
});
