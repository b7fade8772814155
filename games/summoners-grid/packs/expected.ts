/**
 * What the tables predict, exactly: the probability of each rarity per slot and per card, of each species
 * and growth kind at a rarity, and of each base stat value. The pack explorer draws these next to the
 * generated histograms, and the statistical tests compare the two.
 */
import { slotOutcomes, statFloorValue } from './generate';
import type { PackTables, SpeciesTable } from './tables';

export type Distribution = Record<string, number>;

function normalised(weights: Record<string, number>): Distribution {
  const total = Object.values(weights).reduce((n, w) => n + Math.max(0, w), 0);
  const out: Distribution = {};
  for (const [k, w] of Object.entries(weights)) out[k] = total > 0 ? Math.max(0, w) / total : 0;
  return out;
}

/** Rarity of one card of a slot (the slot's index in the pack). */
export function slotRarityDistribution(tables: PackTables, slot: number): Distribution {
  const s = tables.pack.slots[slot];
  const out: Distribution = {};
  for (const { rarity, p } of s ? slotOutcomes(s) : []) out[rarity] = (out[rarity] ?? 0) + p;
  return out;
}

/** Rarity of a card drawn at random from all the cards of many packs (slots weighted by their count). */
export function cardRarityDistribution(tables: PackTables): Distribution {
  const size = tables.pack.slots.reduce((n, s) => n + s.count, 0);
  const out: Distribution = {};
  tables.pack.slots.forEach((slot, i) => {
    for (const [rarity, p] of Object.entries(slotRarityDistribution(tables, i))) out[rarity] = (out[rarity] ?? 0) + (p * slot.count) / size;
  });
  return out;
}

/** Expected cards of each rarity in one pack. */
export function rarityPerPack(tables: PackTables): Distribution {
  const size = tables.pack.slots.reduce((n, s) => n + s.count, 0);
  const out: Distribution = {};
  for (const [rarity, p] of Object.entries(cardRarityDistribution(tables))) out[rarity] = p * size;
  return out;
}

export function speciesDistribution(tables: PackTables, rarity: string): Distribution {
  return normalised(Object.fromEntries(tables.species.map((s) => [s.name, s.appearance[rarity] ?? 0])));
}

export function growthDistribution(tables: PackTables, rarity: string): Distribution {
  const r = tables.rarities.find((x) => x.name === rarity);
  return normalised(Object.fromEntries(tables.growth.map((g) => [g.name, r?.growthWeights[g.name] ?? 0])));
}

/** One species' base stat at a rarity: uniform between the rarity's floor and the top of the range. */
export function baseStatDistribution(tables: PackTables, species: SpeciesTable, rarity: string, stat: string): Distribution {
  const range = species.ranges[stat];
  const floor = tables.rarities.find((x) => x.name === rarity)?.statFloor ?? 0;
  if (!range) return {};
  const low = statFloorValue(range, floor);
  const out: Distribution = {};
  for (let v = low; v <= range.max; v++) out[String(v)] = 1 / (range.max - low + 1);
  return out;
}

/** A stat's base value at a rarity over all species (each weighted by its appearance at that rarity). */
export function pooledBaseStatDistribution(tables: PackTables, rarity: string, stat: string): Distribution {
  const species = speciesDistribution(tables, rarity);
  const out: Distribution = {};
  for (const s of tables.species) {
    const ps = species[s.name] ?? 0;
    if (ps === 0) continue;
    for (const [v, p] of Object.entries(baseStatDistribution(tables, s, rarity, stat))) out[v] = (out[v] ?? 0) + ps * p;
  }
  return out;
}
