/**
 * Counting what a batch of generated summons holds: rarities (overall and per slot), species per rarity,
 * growth kinds per rarity (every stat's roll counts once), base stat values per rarity and stat, and per
 * species, rarity and stat. Counts are plain records so they serialise and compare directly.
 */
import type { GeneratedSummon } from './generate';

export type Counts = Record<string, number>;

export interface Tally {
  summons: number;
  rarity: Counts;
  /** By the slot's index in the pack. */
  raritySlot: Record<number, Counts>;
  species: Record<string, Counts>;
  growth: Record<string, Counts>;
  /** `rarity` → `stat` → value → count. */
  baseStat: Record<string, Record<string, Counts>>;
  /** `species` → `rarity` → `stat` → value → count. */
  speciesStat: Record<string, Record<string, Record<string, Counts>>>;
}

function bump(counts: Counts, key: string | number): void {
  const k = String(key);
  counts[k] = (counts[k] ?? 0) + 1;
}

function at<T>(record: Record<string, T>, key: string, make: () => T): T {
  let v = record[key];
  if (v === undefined) record[key] = v = make();
  return v;
}

/** `slotOf(card)` maps a card's position in its pack to its slot's index. */
export function tally(summons: readonly GeneratedSummon[], slotOf: (card: number) => number): Tally {
  const t: Tally = { summons: summons.length, rarity: {}, raritySlot: {}, species: {}, growth: {}, baseStat: {}, speciesStat: {} };
  for (const s of summons) {
    bump(t.rarity, s.rarity);
    bump(at(t.raritySlot as Record<string, Counts>, String(slotOf(s.card)), () => ({})), s.rarity);
    bump(at(t.species, s.rarity, () => ({})), s.species);
    const growth = at(t.growth, s.rarity, () => ({}));
    const base = at(t.baseStat, s.rarity, () => ({}));
    const own = at(at(t.speciesStat, s.species, () => ({})), s.rarity, () => ({}));
    for (const [stat, value] of Object.entries(s.stats)) {
      bump(at(base, stat, () => ({})), value);
      bump(at(own, stat, () => ({})), value);
    }
    for (const kind of Object.values(s.growth)) bump(growth, kind);
  }
  return t;
}

/** The slot index of each card position of a pack (`[0,0,0,0,0,1,2]` for 5 + 1 + 1). */
export function slotIndex(slots: ReadonlyArray<{ count: number }>): (card: number) => number {
  const map: number[] = [];
  slots.forEach((s, i) => {
    for (let k = 0; k < s.count; k++) map.push(i);
  });
  return (card) => map[card] ?? -1;
}
