/**
 * Pack opening: a pure, seeded generator of summons from the game's tables (design document, "Rarity
 * System Details"). For each card of a pack, in order:
 * 1. rarity: the slot's rarity, upgraded with the slot's chances (one uniform draw against the
 *    cumulative chances, in the order the pack lists them);
 * 2. species: weighted by each species' appearance weight at that rarity;
 * 3. base stats: for each stat, a whole number drawn uniformly between the rarity's floor and the top of
 *    the species range. The floor is `min + ceil(statFloor × (max − min))`, so rarity raises the floor,
 *    never the ceiling, and a Common can still roll the top value;
 * 4. growth: for each stat, a growth kind weighted by the rarity's growth weights (the content shapes them
 *    as a bell curve around Normal that shifts up with rarity).
 * The same tables and seed give the same summons; all randomness comes from the engine's seeded RNG.
 */
import { createRng, nextFraction, type RngState } from '../../../engine/core/rng';
import type { PackSlotTable, PackTables, RarityTable, SpeciesTable } from './tables';

export interface GeneratedSummon {
  id: string;
  species: string;
  rarity: string;
  /** Base stat per stat name. */
  stats: Record<string, number>;
  /** Growth kind name per stat name. */
  growth: Record<string, string>;
  /** Which pack of the opening (0-based), which card of the pack (0-based), and the slot's own rarity. */
  pack: number;
  card: number;
  slotRarity: string;
}

export interface OpenOptions {
  seed: number;
  /** Packs to open. */
  count: number;
  /** Id of each summon; default `<seed>-<pack>-<card>` (unique within one seed). */
  newId?: (pack: number, card: number) => string;
}

export type OpenResult = { ok: true; summons: GeneratedSummon[] } | { ok: false; reason: string };

/** The outcomes of one card of a slot: each rarity it can become, with its probability. */
export function slotOutcomes(slot: PackSlotTable): Array<{ rarity: string; p: number }> {
  const upgraded = slot.upgrades.reduce((n, u) => n + u.chance, 0);
  const out = new Map<string, number>([[slot.rarity, Math.max(0, 1 - upgraded)]]);
  for (const u of slot.upgrades) out.set(u.rarity, (out.get(u.rarity) ?? 0) + u.chance);
  return [...out].map(([rarity, p]) => ({ rarity, p }));
}

/** The lowest base stat a rarity allows in a range: its floor share of the range, rounded up. */
export function statFloorValue(range: { min: number; max: number }, statFloor: number): number {
  // The epsilon keeps 0.3 × 10 = 3.0000000000000004 from rounding up to 4.
  return range.min + Math.ceil(statFloor * (range.max - range.min) - 1e-9);
}

/** Draws an index by weight; -1 when every weight is 0. */
export function pickWeighted(rng: RngState, weights: readonly number[]): number {
  const total = weights.reduce((n, w) => n + w, 0);
  if (!(total > 0)) return -1;
  let u = nextFraction(rng) * total;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    if (u < w) return i;
    u -= w;
  }
  // Rounding can leave u a hair above the last bucket: it belongs to the last positive weight.
  for (let i = weights.length - 1; i >= 0; i--) if ((weights[i] ?? 0) > 0) return i;
  return -1;
}

function rollRarity(rng: RngState, slot: PackSlotTable): string {
  const u = nextFraction(rng);
  let acc = 0;
  for (const up of slot.upgrades) {
    acc += up.chance;
    if (u < acc) return up.rarity;
  }
  return slot.rarity;
}

/** Everything one rarity needs, precomputed: species weights and growth weights in table order. */
interface RarityPlan {
  rarity: RarityTable;
  speciesWeights: number[];
  growthWeights: number[];
}

function plans(tables: PackTables): Map<string, RarityPlan> | string {
  const out = new Map<string, RarityPlan>();
  for (const rarity of tables.rarities) {
    out.set(rarity.name, {
      rarity,
      speciesWeights: tables.species.map((s) => s.appearance[rarity.name] ?? 0),
      growthWeights: tables.growth.map((g) => rarity.growthWeights[g.name] ?? 0),
    });
  }
  for (const slot of tables.pack.slots) {
    for (const { rarity, p } of slotOutcomes(slot)) {
      if (p === 0) continue;
      const plan = out.get(rarity);
      if (!plan) return `the pack can give a ${rarity} card, but no rarity ${rarity} is declared`;
      if (!plan.speciesWeights.some((w) => w > 0)) return `the pack can give a ${rarity} card, but no species appears at ${rarity}`;
      if (!plan.growthWeights.some((w) => w > 0)) return `the pack can give a ${rarity} card, but ${rarity} gives no growth kind a weight`;
    }
  }
  for (const s of tables.species) {
    for (const stat of tables.stats) if (!s.ranges[stat]) return `${s.name} gives no range for ${stat}`;
  }
  return out;
}

function generateOne(rng: RngState, tables: PackTables, plan: RarityPlan, species: SpeciesTable): Pick<GeneratedSummon, 'stats' | 'growth'> {
  const stats: Record<string, number> = {};
  const growth: Record<string, string> = {};
  for (const stat of tables.stats) {
    const range = species.ranges[stat] ?? { min: 0, max: 0 };
    const low = statFloorValue(range, plan.rarity.statFloor);
    stats[stat] = low + Math.floor(nextFraction(rng) * (range.max - low + 1));
    growth[stat] = tables.growth[pickWeighted(rng, plan.growthWeights)]?.name ?? '';
  }
  return { stats, growth };
}

/** Opens `count` packs with one seed. */
export function openPacks(tables: PackTables, options: OpenOptions): OpenResult {
  if (!(Number.isInteger(options.count) && options.count >= 0)) return { ok: false, reason: `the number of packs must be a whole number, not ${options.count}` };
  if (tables.pack.slots.length === 0) return { ok: false, reason: 'the pack has no slots' };
  const byRarity = plans(tables);
  if (typeof byRarity === 'string') return { ok: false, reason: byRarity };
  const rng = createRng(options.seed);
  const newId = options.newId ?? ((p: number, c: number) => `${options.seed >>> 0}-${p}-${c}`);
  const summons: GeneratedSummon[] = [];
  for (let p = 0; p < options.count; p++) {
    let card = 0;
    for (const slot of tables.pack.slots) {
      for (let i = 0; i < slot.count; i++, card++) {
        const rarity = rollRarity(rng, slot);
        const plan = byRarity.get(rarity) as RarityPlan;
        const species = tables.species[pickWeighted(rng, plan.speciesWeights)] as SpeciesTable;
        summons.push({ id: newId(p, card), species: species.name, rarity, ...generateOne(rng, tables, plan, species), pack: p, card, slotRarity: slot.rarity });
      }
    }
  }
  return { ok: true, summons };
}

/** Cards in one pack. */
export function packSize(tables: PackTables): number {
  return tables.pack.slots.reduce((n, s) => n + s.count, 0);
}
