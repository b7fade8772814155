/**
 * The formula explorer against hand computation. Every expectation below is worked out from the ruleset
 * (content/summoners-grid/ruleset.smith) and the cards' own formulas, independently of the engine:
 *   FinalStat = floor((base + floor(level × growth)) × modifier) + bonus, max HP = 50 + floor(END^1.5),
 *   to-hit = accuracy + ACC / 10 (basic: 90 + ACC / 10), crit = floor(LCK × 0.3375 + 1.65),
 *   P(hit) = floor(to-hit) / 100 on a d100, expected = P(hit) × ((1 − P(crit)) × hit + P(crit) × crit).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { FormulaExplorer, type Combatant } from '../../games/summoners-grid/explore/explorer';
import { findOutliers } from '../../games/summoners-grid/explore/outliers';

let ex: FormulaExplorer;
beforeAll(async () => {
  const game = await loadGame('content/summoners-grid');
  const made = FormulaExplorer.create(game.files.map((f) => ({ path: f.path, document: f.parsed.document })));
  if (!made.ok) throw new Error(made.error);
  ex = made.value;
});

const card = (id: string, role: string, equipment: string[] = []): Combatant => ({ summon: { card: id }, role, equipment });
const fae = card('fae-magician', 'Magician');
const gignenWarrior = card('gignen-warrior', 'Warrior');

function value<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('expected damage by hand', () => {
  it('Blast Bolt: L5 Fae Magician against a L5 Gignen Warrior (the play example, turn 2)', () => {
    // Fae L5: INT 13 + floor(5 × 1.33) = 19, ACC 8 + 6 = 14, LCK 8 + 5 = 13. Warrior L5: MDF 8 + floor(5 × 0.66) = 11, END 8 + 5 = 13.
    // to-hit 85 + 1.4 = 86.4 → 86 %; crit floor(4.3875 + 1.65) = 6 %; damage floor(19 × 1.6 × 19 / 11 = 52.51) = 52, crit 78.
    // expected 0.86 × (0.94 × 52 + 0.06 × 78) = 46.0616; max HP 50 + floor(13^1.5 = 46.87) = 96.
    const o = value(ex.outcome({ card: 'blast-bolt' }, fae, gignenWarrior, 5, 5));
    expect(o).toMatchObject({ hitChance: 0.86, critChance: 0.06, critMultiplier: 1.5, hit: 52, crit: 78, element: 1, targetMaxHP: 96 });
    expect(o.expected).toBeCloseTo(46.0616, 9);
    expect(o.share).toBeCloseTo(46.0616 / 96, 9);
  });

  it('Heirloom Sword: a L5 Gignen Warrior strikes a L5 Fae Magician', () => {
    // Warrior L5: STR 12 + floor(5 × 1.33) = 18, ACC 9 + floor(5 × 0.66) = 12, LCK 9 + 10 = 19. Fae L5: DEF 10 + 5 = 15, END 13.
    // to-hit 90 + 1.2 = 91.2 → 91 %; crit floor(6.4125 + 1.65) = 8 %; damage floor(18 × 1.3 × 18 / 15 = 28.08) = 28, crit 42.
    // expected 0.91 × (0.92 × 28 + 0.08 × 42) = 26.4992.
    const o = value(ex.outcome({ card: 'heirloom-sword' }, card('gignen-warrior', 'Warrior'), fae, 5, 5));
    expect(o).toMatchObject({ hitChance: 0.91, critChance: 0.08, hit: 28, crit: 42, targetMaxHP: 96 });
    expect(o.expected).toBeCloseTo(26.4992, 9);
  });

  it('a weapon attack equips the weapon even if the attacker holds another', () => {
    const plain = value(ex.outcome({ card: 'heirloom-sword' }, card('gignen-warrior', 'Warrior'), fae, 5, 5));
    const swapped = value(ex.outcome({ card: 'heirloom-sword' }, card('gignen-warrior', 'Warrior', ['hunting-bow']), fae, 5, 5));
    expect(swapped).toEqual(plain);
  });

  it('Ember Blade against a wind summon in Salamander Mail: elemental factor, then the armor halves fire damage', () => {
    // Warrior L5: STR 18, to-hit 91 %, crit 8 %. Fae Seer L5 (wind): DEF 11 + 5 + 1 (mail) = 18, END 11 + 5 = 16 → 114 HP.
    // hit: floor(18 × 1.3 × 18 / 18 = 23.4) = 23 → × 1.25 = 28.75 → 28 → × 0.5 = 14;
    // crit: floor(23 × 1.5) = 34 → × 1.25 = 42.5 → 42 → × 0.5 = 21. expected 0.91 × (0.92 × 14 + 0.08 × 21) = 13.2496.
    const o = value(ex.outcome({ card: 'ember-blade' }, card('gignen-warrior', 'Warrior'), card('fae-seer', 'Magician', ['salamander-mail']), 5, 5));
    expect(o).toMatchObject({ hitChance: 0.91, critChance: 0.08, hit: 14, crit: 21, element: 1.25, targetMaxHP: 114 });
    expect(o.expected).toBeCloseTo(13.2496, 9);
  });

  it('Healing Hands: a L5 Gignen Magician heals (no hit roll)', () => {
    // SPI 9 + floor(5 × 1.33) = 15 → floor(15 × 1.4) = 21; LCK 12 + floor(5 × 2) = 22 → crit floor(7.425 + 1.65) = 9 %, crit 31.
    // expected 0.91 × 21 + 0.09 × 31 = 21.9
    const o = value(ex.outcome({ card: 'healing-hands' }, card('gignen-magician', 'Magician'), gignenWarrior, 5, 5));
    expect(o).toMatchObject({ hitChance: 1, critChance: 0.09, hit: 21, crit: 31 });
    expect(o.expected).toBeCloseTo(21.9, 9);
  });

  it('Life Alchemy: always hits, cannot crit, a quarter of the target max HP', () => {
    // A L12 Gignen Warrior: END 8 + 12 = 20 → 50 + floor(89.44) = 139 HP → floor(139 × 0.25) = 34.
    const o = value(ex.outcome({ card: 'life-alchemy' }, fae, gignenWarrior, 5, 12));
    expect(o).toMatchObject({ hitChance: 1, critChance: 0, hit: 34, crit: 34, expected: 34, targetMaxHP: 139 });
  });

  it('Ensnare: its own hit formula (accuracy + ACC / 10 + LCK / 10)', () => {
    // Gignen Scout L5: STR 10 + 5 = 15, ACC 10 + 6 = 16, LCK 17 + 10 = 27 → to-hit 75 + 1.6 + 2.7 = 79.3 → 79 %;
    // crit floor(9.1125 + 1.65) = 10 %. Fae L5 DEF 15: floor(15 × 1.25 × 15 / 15) = 18, crit 27.
    const o = value(ex.outcome({ card: 'ensnare' }, card('gignen-scout', 'Scout'), fae, 5, 5));
    expect(o).toMatchObject({ hitChance: 0.79, critChance: 0.1, hit: 18, crit: 27 });
    expect(o.expected).toBeCloseTo(0.79 * (0.9 * 18 + 0.1 * 27), 9);
  });

  it('writes the formulas out when asked, as the game log does', () => {
    const o = value(ex.outcome({ card: 'blast-bolt' }, fae, gignenWarrior, 5, 5, { explain: true }));
    expect(o.explanation).toEqual(['ToHit = 85 + 14 / 10 = 86.4%', 'Damage = 19 * (1 + 60 / 100) * (19 / 11) = 52.5091', 'Crit = floor(13 * 0.3375 + 1.65) = floor(6.0375) = 6%, × 1.5']);
  });
});

describe('representative summons', () => {
  it('typical, frail and sturdy Gignen at Common and Myth', () => {
    // Gignen 8..12 everywhere. Typical Common: floor((8 + 12) / 2) = 10, Normal growth (Common's most likely) → 15 at L5, MDF 15.
    // Sturdy Common: 12 with Exceptional (2) → 22 at L5. Frail Myth: floor 60 % → 8 + ceil(2.4) = 11, Steady (0.66) → 14 at L5.
    const mdf = (variant: 'frail' | 'typical' | 'sturdy', rarity: string) => {
      // Blast Bolt from the Fae: 19 × 1.6 × 19 / MDF, floored — invert through a known INT.
      const o = value(ex.outcome({ card: 'blast-bolt' }, fae, { summon: { species: 'Gignen', variant, rarity }, role: 'Warrior', equipment: [] }, 5, 5));
      return o;
    };
    expect(mdf('typical', 'Common').hit).toBe(Math.floor((19 * 1.6 * 19) / 15));
    expect(mdf('sturdy', 'Common').hit).toBe(Math.floor((19 * 1.6 * 19) / 22));
    expect(mdf('frail', 'Myth').hit).toBe(Math.floor((19 * 1.6 * 19) / 14));
    // END the same way: typical Common 15 → 50 + floor(58.09) = 108; sturdy Common 22 → 50 + floor(103.19) = 153.
    expect(mdf('typical', 'Common').targetMaxHP).toBe(108);
    expect(mdf('sturdy', 'Common').targetMaxHP).toBe(153);
  });
});

describe('grids and outliers', () => {
  it('the level grid holds every level pair and agrees with single outcomes', () => {
    const grid = value(ex.levelGrid({ card: 'blast-bolt' }, fae, gignenWarrior));
    expect(grid.attackerLevels).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(grid.cells).toHaveLength(16);
    expect(grid.cells[0]?.[0]?.expected).toBeCloseTo(46.0616, 9);
    expect(grid.cells[7]?.[3]).toEqual(value(ex.outcome({ card: 'blast-bolt' }, fae, gignenWarrior, 12, 8)));
    // More levels for the attacker never lower the damage; more for the defender never raise it.
    for (let i = 0; i < 16; i++) {
      for (let j = 0; j < 16; j++) {
        if (i > 0) expect(grid.cells[i]![j]!.expected).toBeGreaterThanOrEqual(grid.cells[i - 1]![j]!.expected);
        if (j > 0) expect(grid.cells[i]![j]!.expected).toBeLessThanOrEqual(grid.cells[i]![j - 1]!.expected);
      }
    }
  });

  it('flags Obliterate from a L20 sturdy Fae Magician as one-shotting low-level summons of every species', () => {
    const groups = ex.tables.species.map((s) => ({ species: s.name, role: 'Magician', rarity: 'Common', equipment: [] }));
    const attacker: Combatant = { summon: { species: 'Fae', variant: 'sturdy', rarity: 'Common' }, role: 'Magician', equipment: [] };
    const rows = value(ex.matchups({ card: 'obliterate' }, attacker, 20, groups));
    const outliers = findOutliers({ rows, levels: ex.levels(), subject: 'Obliterate', heal: false });
    // Sturdy Common Fae at L20: INT 16 + 40 = 56 → hit floor(56 × 2.2 × 56 / MDF). A sturdy L5 Fae: MDF 12 + 10 = 22 → 313;
    // END 12 + 10 = 22 → 153 HP: one hit is enough.
    const faeRow = rows.find((r) => r.group.species === 'Fae')!;
    expect(faeRow.cells.sturdy[0]).toMatchObject({ hit: Math.floor((56 * 2.2 * 56) / 22), targetMaxHP: 153 });
    expect(outliers.map((o) => o.text)).toContain('Obliterate one-shots every L5–9 Fae Magician (closest: 229 against 214 HP, sturdy L9; 75% or more to hit)');
    // The sturdy L9 Fae: MDF 12 + 18 = 30 → floor(56 × 2.2 × 56 / 30) = 229; END 12 + 18 = 30 → 50 + floor(164.3) = 214.
    expect(Math.floor((56 * 2.2 * 56) / 30)).toBe(229);
  });
});

describe('errors are values', () => {
  it('explains what cannot be explored', () => {
    expect(ex.outcome({ card: 'rush' }, fae, gignenWarrior, 5, 5)).toEqual({ ok: false, error: '"Rush" deals no damage and heals nothing' });
    expect(ex.outcome({ card: 'no-such-card' }, fae, gignenWarrior, 5, 5)).toEqual({ ok: false, error: 'no card "no-such-card"' });
    expect(ex.outcome({ card: 'drain-touch', step: 1 }, fae, gignenWarrior, 5, 5)).toEqual({
      ok: false,
      error: 'step 2 of "Drain Touch" cannot be explored on its own: it uses the result of the step labelled "drain"',
    });
    expect(ex.outcome({ card: 'blast-bolt' }, card('rush', 'Magician'), gignenWarrior, 5, 5)).toEqual({ ok: false, error: '"rush" is not a summon card' });
    const sources = ex.sources().map((s) => s.name);
    expect(sources).toEqual(expect.arrayContaining(['Blast Bolt', 'Heirloom Sword', 'Healing Hands', 'Drain Touch']));
    expect(sources).not.toContain('Rush');
  });
});
