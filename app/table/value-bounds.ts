/**
 * What a numeric column of the set table may hold: an edit, a bulk change or an import outside these
 * bounds is refused (the language itself sets few limits; these are the table's, chosen so a typo such as
 * 1200 for 12 or a negative stat never reaches a draft):
 * - stats and declared properties (mana, atk …): 0 to 999 (a stat is written without a sign);
 * - accuracy: 0 to 100 (a hit chance); range: 0 to 99 spaces; power: 0 to 999;
 * - other parameters and stat bonuses (`END +2`, `SPD -1`): −999 to 999.
 * Pure and browser-safe.
 */
export interface Bounds {
  min: number;
  max: number;
}

export function boundsOf(key: string): Bounds {
  if (key.startsWith('stat:') || key.startsWith('property:')) return { min: 0, max: 999 };
  if (key === 'param:accuracy') return { min: 0, max: 100 };
  if (key === 'param:range') return { min: 0, max: 99 };
  if (key === 'param:power') return { min: 0, max: 999 };
  return { min: -999, max: 999 };
}
