import { describe, expect, it } from 'vitest';
import type { MatchupRow } from './explorer';
import { findOutliers, levelRanges } from './outliers';
import type { Outcome } from './strike';

function o(hit: number, maxHP: number, extra: Partial<Outcome> = {}): Outcome {
  const hitChance = extra.hitChance ?? 0.9;
  const critChance = extra.critChance ?? 0.1;
  const crit = extra.crit ?? Math.floor(hit * 1.5);
  const expected = hitChance * ((1 - critChance) * hit + critChance * crit);
  return { hitChance, critChance, critMultiplier: 1.5, hit, crit, element: 1, expected, targetMaxHP: maxHP, share: expected / maxHP, ...extra };
}

/** One row: per level, [frail, typical, sturdy] outcomes. */
function row(species: string, role: string, perLevel: Array<[Outcome, Outcome, Outcome]>): MatchupRow {
  return {
    group: { species, role, rarity: 'Plain', equipment: [] },
    cells: { frail: perLevel.map((l) => l[0]), typical: perLevel.map((l) => l[1]), sturdy: perLevel.map((l) => l[2]) },
  };
}

const levels = [5, 6, 7];

describe('outliers in words', () => {
  it('merges level ranges', () => {
    expect(levelRanges([5])).toBe('5');
    expect(levelRanges([7, 5, 6, 9, 12, 13])).toBe('5–7, 9, 12–13');
  });

  it('says "one-shots every" only when every variant dies to a plain hit, and names the closest case', () => {
    const alpha = row('Alpha', 'Guard', [
      [o(90, 60), o(90, 70), o(90, 80)],
      [o(90, 62), o(90, 75), o(90, 90)],
      [o(90, 64), o(90, 80), o(90, 95)],
    ]);
    const beta = row('Beta', 'Guard', [
      [o(20, 80), o(20, 90), o(20, 100)],
      [o(20, 80), o(20, 90), o(20, 100)],
      [o(20, 80), o(20, 90), o(20, 100)],
    ]);
    const found = findOutliers({ rows: [alpha, beta], levels, subject: 'The Bolt', heal: false });
    const texts = found.map((f) => f.text);
    expect(texts).toContain('The Bolt one-shots every L5–6 Alpha Guard (closest: 90 against 90 HP, sturdy L6; 90% or more to hit)');
    // At L7 the sturdy one survives a hit (90 < 95) but not a crit (135); the typical one dies to a hit.
    expect(texts).toContain('The Bolt one-shots every L7 Alpha Guard on a crit (closest: 135 against 95 HP, sturdy L7; 10% crit chance)');
    expect(found[0]).toMatchObject({ kind: 'one-shot', severity: 'high', levels: [5, 6] });
  });

  it('flags negligible damage for every variant, and the typical one-shot separately', () => {
    const weak = row('Gamma', 'Guard', levels.map(() => [o(2, 100), o(2, 120), o(2, 140)] as [Outcome, Outcome, Outcome]));
    const mixed = row('Delta', 'Guard', levels.map(() => [o(50, 40), o(50, 50), o(50, 200, { crit: 70 })] as [Outcome, Outcome, Outcome]));
    const texts = findOutliers({ rows: [weak, mixed], levels, subject: 'The Bolt', heal: false }).map((f) => f.text);
    expect(texts).toContain('The Bolt barely scratches every L5–7 Gamma Guard: at most 2% of its HP per use on average');
    expect(texts).toContain('The Bolt one-shots a typical L5–7 Delta Guard (closest: 50 against 50 HP, typical L5; sturdier ones survive a hit)');
    expect(texts.some((t) => t.includes('every L5–7 Delta'))).toBe(false);
  });

  it('reports identical rows of one species once, with their roles', () => {
    const cells = levels.map(() => [o(2, 100), o(2, 100), o(2, 100)] as [Outcome, Outcome, Outcome]);
    const found = findOutliers({ rows: [row('Alpha', 'Guard', cells), row('Alpha', 'Healer', cells), row('Alpha', 'Tracker', cells)], levels, subject: 'X', heal: false });
    expect(found.map((f) => f.text)).toEqual(['X barely scratches every L5–7 Alpha Guard, Healer or Tracker: at most 2% of its HP per use on average']);
  });

  it('flags a group hit twice as hard as the median (and at least 20% of its HP)', () => {
    const normal = (s: string) => row(s, 'Guard', levels.map(() => [o(20, 100), o(20, 100), o(20, 100)] as [Outcome, Outcome, Outcome]));
    const soft = row('Soft', 'Guard', levels.map(() => [o(45, 100), o(45, 100), o(45, 100)] as [Outcome, Outcome, Outcome]));
    const found = findOutliers({ rows: [normal('A'), normal('B'), normal('C'), soft], levels, subject: 'X', heal: false });
    // Typical expected share 0.9 × (0.9 × 45 + 0.1 × 67) / 100 = 42%, the median 0.9 × (0.9 × 20 + 0.1 × 30) / 100 = 19%.
    expect(found.map((f) => f.text)).toEqual(['X is out of line against a typical L5–7 Soft Guard: 42% of its HP per use on average, 2× or more the median over all groups']);
  });

  it('words heals as heals', () => {
    const big = row('Alpha', 'Guard', levels.map(() => [o(100, 90, { hitChance: 1 }), o(100, 95, { hitChance: 1 }), o(100, 100, { hitChance: 1 })] as [Outcome, Outcome, Outcome]));
    expect(findOutliers({ rows: [big], levels, subject: 'The Salve', heal: true }).map((f) => f.text)).toEqual([
      'The Salve restores a full max HP to every L5–7 Alpha Guard in one use (closest: 100 against 100 HP, sturdy L5)',
    ]);
  });
});
