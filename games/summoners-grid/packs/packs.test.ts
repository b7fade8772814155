import { describe, expect, it } from 'vitest';
import { parse } from '../../../dsl/parse';
import { chiSquareFit, chiSquareUpperTail } from './fit';
import { cardRarityDistribution, growthDistribution, rarityPerPack, slotRarityDistribution } from './expected';
import { openPacks, pickWeighted, slotOutcomes, statFloorValue } from './generate';
import { packTables } from './tables';
import { slotIndex, tally } from './tally';
import { createRng } from '../../../engine/core/rng';

// Small synthetic tables (no content names): two stats, three growth kinds, three rarities, two species.
const source = `
ruleset "Test Rules" { stats POW, GRD }
growth Low { symbol -- rate 0.5 }
growth Mid { symbol _ rate 1 }
growth High { symbol ++ rate 1.5 }
rarity Plain { order 1 stat-floor 0% growth { -- 25 _ 50 ++ 25 } }
rarity Fine { order 2 stat-floor 30% growth { _ 60 ++ 40 } }
rarity Grand { order 3 stat-floor 60% growth { ++ 1 } }
species Alpha { stats { POW 10..20 GRD 8..12 } appearance { Plain 3 Fine 1 Grand 1 } }
species Beta { stats { POW 5..9 GRD 1..1 } appearance { Plain 1 Fine 1 } }
pack "Test Pack" {
  3 Plain upgrade Fine 10% Grand 5%
  1 Fine upgrade Grand 20%
}
`;

function tables(text = source) {
  const parsed = parse(text);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return packTables([{ path: 'content/test/tables.smith', document: parsed.document }]);
}

describe('reading the tables', () => {
  it('reads rarities in order, growth by rate, species ranges and appearance, and the pack', () => {
    const { tables: t, problems } = tables();
    expect(problems).toEqual([]);
    expect(t.stats).toEqual(['POW', 'GRD']);
    expect(t.growth.map((g) => g.name)).toEqual(['Low', 'Mid', 'High']);
    expect(t.rarities.map((r) => [r.name, r.statFloor])).toEqual([['Plain', 0], ['Fine', 0.3], ['Grand', 0.6]]);
    expect(t.rarities[0]?.growthWeights).toEqual({ Low: 25, Mid: 50, High: 25 });
    expect(t.species[1]).toEqual({ name: 'Beta', ranges: { POW: { min: 5, max: 9 }, GRD: { min: 1, max: 1 } }, appearance: { Plain: 1, Fine: 1 } });
    expect(t.pack).toEqual({
      name: 'Test Pack',
      id: 'test-pack',
      slots: [
        { count: 3, rarity: 'Plain', upgrades: [{ rarity: 'Fine', chance: 0.1 }, { rarity: 'Grand', chance: 0.05 }] },
        { count: 1, rarity: 'Fine', upgrades: [{ rarity: 'Grand', chance: 0.2 }] },
      ],
    });
  });

  it('reports what cannot be generated, with positions', () => {
    const broken = source
      .replace('3 Plain upgrade Fine 10% Grand 5%', '3 Plain upgrade Fine 70% Grand 50%')
      .replace('rarity Grand { order 3 stat-floor 60% growth { ++ 1 } }', 'rarity Grand { order 3 stat-floor 60% growth { ++ 0 } }')
      .replace('appearance { Plain 1 Fine 1 }', 'appearance { Plain 1 Epic 1 }');
    const { problems } = tables(broken);
    const messages = problems.map((p) => `${p.range.start.line}: ${p.message}`);
    expect(messages).toContain('8: Grand gives no growth kind a weight: its summons cannot be generated');
    expect(messages).toContain('10: Unknown rarity "Epic"');
    expect(messages).toContain('12: The upgrade chances of this slot add up to 120%, more than 100%');
  });
});

describe('the generator', () => {
  it('raises the floor of base stats by the rarity share of the range, rounded up, never the ceiling', () => {
    // Range 10..20 (width 10): 0% → 10, 30% → 13, 60% → 16; range 8..12 (width 4): 30% → 8 + ceil(1.2) = 10, 60% → 8 + ceil(2.4) = 11.
    expect(statFloorValue({ min: 10, max: 20 }, 0)).toBe(10);
    expect(statFloorValue({ min: 10, max: 20 }, 0.3)).toBe(13);
    expect(statFloorValue({ min: 10, max: 20 }, 0.6)).toBe(16);
    expect(statFloorValue({ min: 8, max: 12 }, 0.3)).toBe(10);
    expect(statFloorValue({ min: 8, max: 12 }, 0.6)).toBe(11);
    expect(statFloorValue({ min: 8, max: 12 }, 1)).toBe(12);
    expect(statFloorValue({ min: 1, max: 1 }, 0.6)).toBe(1);
  });

  it('gives each slot its own rarity unless upgraded', () => {
    const { tables: t } = tables();
    expect(slotOutcomes(t.pack.slots[0]!)).toEqual([
      { rarity: 'Plain', p: 1 - 0.1 - 0.05 },
      { rarity: 'Fine', p: 0.1 },
      { rarity: 'Grand', p: 0.05 },
    ]);
    // Per card: (3 × (0.85, 0.10, 0.05) + 1 × (0, 0.8, 0.2)) / 4; per pack ×4.
    const perCard = cardRarityDistribution(t);
    expect(perCard.Plain).toBeCloseTo(0.6375, 12);
    expect(perCard.Fine).toBeCloseTo(0.275, 12);
    expect(perCard.Grand).toBeCloseTo(0.0875, 12);
    expect(rarityPerPack(t).Grand).toBeCloseTo(0.35, 12);
    expect(slotRarityDistribution(t, 1)).toEqual({ Fine: 0.8, Grand: 0.2 });
  });

  it('is a pure function of tables and seed, and the same seed gives the same summons', () => {
    const { tables: t } = tables();
    const a = openPacks(t, { seed: 42, count: 50 });
    const b = openPacks(t, { seed: 42, count: 50 });
    const c = openPacks(t, { seed: 43, count: 50 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    if (!a.ok) throw new Error(a.reason);
    expect(a.summons).toHaveLength(200);
    expect(new Set(a.summons.map((s) => s.id)).size).toBe(200);
    expect(a.summons.slice(0, 4).map((s) => [s.pack, s.card, s.slotRarity])).toEqual([[0, 0, 'Plain'], [0, 1, 'Plain'], [0, 2, 'Plain'], [0, 3, 'Fine']]);
  });

  it('never generates a stat below the rarity floor or above the species maximum, nor a species or growth kind of weight 0', () => {
    const { tables: t } = tables();
    const r = openPacks(t, { seed: 7, count: 3000 });
    if (!r.ok) throw new Error(r.reason);
    const violations: string[] = [];
    for (const s of r.summons) {
      const species = t.species.find((x) => x.name === s.species)!;
      const rarity = t.rarities.find((x) => x.name === s.rarity)!;
      for (const stat of t.stats) {
        const range = species.ranges[stat]!;
        const v = s.stats[stat]!;
        if (v < statFloorValue(range, rarity.statFloor) || v > range.max) violations.push(`${s.id} ${stat} ${v}`);
      }
      if (!((species.appearance[s.rarity] ?? 0) > 0)) violations.push(`${s.id} species ${s.species} at ${s.rarity}`);
      for (const g of Object.values(s.growth)) if (!((rarity.growthWeights[g] ?? 0) > 0)) violations.push(`${s.id} growth ${g} at ${s.rarity}`);
    }
    expect(violations).toEqual([]);
    // Beta never appears at Grand (weight 0 there); the only Grand growth kind is High.
    expect(r.summons.some((s) => s.rarity === 'Grand' && s.species === 'Beta')).toBe(false);
    expect(tally(r.summons, slotIndex(t.pack.slots)).growth.Grand).toEqual({ High: r.summons.filter((s) => s.rarity === 'Grand').length * 2 });
  });

  it('refuses tables that cannot fill the pack, with a reason', () => {
    const { tables: t } = tables(source.replace('species Alpha { stats { POW 10..20 GRD 8..12 } appearance { Plain 3 Fine 1 Grand 1 } }', 'species Alpha { stats { POW 10..20 GRD 8..12 } appearance { Plain 3 Fine 1 } }'));
    expect(openPacks(t, { seed: 1, count: 1 })).toEqual({ ok: false, reason: 'the pack can give a Grand card, but no species appears at Grand' });
    expect(openPacks(t, { seed: 1, count: -1 })).toMatchObject({ ok: false });
  });

  it('picks by weight, and never an index of weight 0', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[pickWeighted(rng, [1, 0, 2])]! += 1;
    expect(counts[1]).toBe(0);
    expect(chiSquareFit({ a: counts[0]!, c: counts[2]! }, { a: 1, c: 2 }).p).toBeGreaterThan(0.001);
    expect(pickWeighted(rng, [0, 0])).toBe(-1);
  });
});

describe('chi-square goodness of fit', () => {
  it('matches tabulated critical values', () => {
    // Critical values from any chi-square table: (statistic, df) → upper tail probability.
    expect(chiSquareUpperTail(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(5.991, 2)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(9.21, 2)).toBeCloseTo(0.01, 3);
    expect(chiSquareUpperTail(18.307, 10)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(29.588, 10)).toBeCloseTo(0.001, 4);
    expect(chiSquareUpperTail(0, 4)).toBe(1);
    // df = 2 has the closed form e^(−x/2).
    expect(chiSquareUpperTail(7, 2)).toBeCloseTo(Math.exp(-3.5), 12);
  });

  it('computes the statistic by hand: 60/40 observed against 50/50', () => {
    // (60 − 50)² / 50 + (40 − 50)² / 50 = 4, df 1, p = 0.0455
    const fit = chiSquareFit({ a: 60, b: 40 }, { a: 1, b: 1 });
    expect(fit.statistic).toBeCloseTo(4, 12);
    expect(fit.df).toBe(1);
    expect(fit.p).toBeCloseTo(0.0455, 4);
  });

  it('rejects outright a count in a category of probability 0', () => {
    expect(chiSquareFit({ a: 10, b: 1 }, { a: 1, b: 0 })).toMatchObject({ impossible: 1, p: 0 });
  });

  it('on the synthetic tables, fits the configured growth weights and rejects other weights', () => {
    const { tables: t } = tables();
    const r = openPacks(t, { seed: 11, count: 4000 });
    if (!r.ok) throw new Error(r.reason);
    const counts = tally(r.summons, slotIndex(t.pack.slots)).growth.Plain ?? {};
    expect(chiSquareFit(counts, growthDistribution(t, 'Plain')).p).toBeGreaterThan(0.001);
    // Weights 30/40/30 instead of 25/50/25: about 16,000 growth rolls tell the difference.
    expect(chiSquareFit(counts, { Low: 30, Mid: 40, High: 30 }).p).toBeLessThan(1e-6);
  });
});
