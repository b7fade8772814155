/**
 * Hand-built content for engine tests: the ruleset's formulas as the rules state them, the play
 * example's summons (base stats implied by their level-5 lines, see play-example-notes (b)), tier-1 roles
 * with modifier 1, a tier-2 role, and the three weapons. Used until (and beside) the parsed content.
 */
import type { CardDecl, Decl, EquipmentCard, RoleCard, RulesetDecl, SummonCard } from '../../../dsl/ast';
import { indexContent, type Content } from '../../../games/summoners-grid/rules/content';
import { condition, expr, formula, growth, mods, name, R, setting, stats } from './ast';

const STATS = ['STR', 'END', 'DEF', 'INT', 'SPI', 'MDF', 'SPD', 'LCK', 'ACC'];

function statRecord(values: number[]): Record<string, number> {
  return Object.fromEntries(STATS.map((s, i) => [s, values[i] ?? 0]));
}

export function ruleset(): RulesetDecl {
  return {
    kind: 'Ruleset',
    name: name("Summoner's Grid"),
    stats: STATS.map(name),
    board: { width: 12, height: 14 },
    territoryRows: 3,
    winConditions: [condition('you.vp >= victory-vp')],
    settings: [
      setting('hand-limit', 6),
      setting('victory-vp', 3),
      setting('summon-draws', 3),
      setting('start-level', 5),
      setting('max-level', 20),
      setting('summons-per-turn', 1),
      setting('attacks-per-turn', 1),
      setting('crit-multiplier', 1.5),
      setting('basic-accuracy', 90),
      setting('direct-attack-vp', 1),
    ],
    formulas: [
      formula('final-stat(base, growth, level, modifier, bonus) = floor((base + floor(level * growth)) * modifier) + bonus'),
      formula('max-hp = 50 + floor(END ^ 1.5)'),
      formula('mv = 2 + floor((SPD - 10) / 5)'),
      formula('hit(accuracy) = accuracy + ACC / 10'),
      formula('crit = floor(LCK * 0.3375 + 1.65)'),
      formula('defeat-vp(tier) = if tier >= 2 then 2 else 1'),
    ],
    statuses: [{ kind: 'StatusDef', name: name('immobilized'), prevents: [name('move')], range: R }],
    damageTypes: [
      { kind: 'DamageTypeDef', name: name('physical'), attackStat: name('STR'), defenseStat: name('DEF'), range: R },
      { kind: 'DamageTypeDef', name: name('magical'), attackStat: name('INT'), defenseStat: name('MDF'), range: R },
    ],
    piles: [],
    unarmed: { power: 0, range: 1, damage: { kind: 'DamageSpec', damageType: name('physical'), amount: expr('STR * 0.5 * (STR / target.DEF)'), range: R } },
    range: R,
  };
}

const base = { unique: false, provisional: false, params: [], requirements: [], bindings: [], costs: [], effect: [], abilities: [], range: R };

export function summon(cardName: string, species: string, baseStats: number[], growthRates: number[]): SummonCard {
  return { ...base, kind: 'Card', cardType: 'summon', name: name(cardName), species: name(species), stats: stats(statRecord(baseStats)), growth: growth(statRecord(growthRates)) };
}

export function role(roleName: string, tier: number, family: string, modifiers: Record<string, number> = {}): RoleCard {
  return { ...base, kind: 'Card', cardType: 'role', name: name(roleName), tier, family: name(family), from: [], modifiers: mods(modifiers) };
}

export function weapon(weaponName: string, power: number, range: number, damageType: string, damage: string): EquipmentCard {
  return {
    ...base,
    kind: 'Card',
    cardType: 'equipment',
    name: name(weaponName),
    slot: 'weapon',
    weapon: { power, range, damage: { kind: 'DamageSpec', damageType: name(damageType), amount: expr(damage), range: R } },
    bonuses: [],
  };
}

export function fixtureCards(): CardDecl[] {
  return [
    summon('Gignen Warrior', 'Gignen', [12, 8, 10, 12, 8, 8, 10, 9, 9], [1.33, 1, 1, 0.66, 1, 0.66, 0.5, 2, 0.66]),
    summon('Fae Magician', 'Fae', [8, 8, 10, 13, 14, 11, 10, 8, 8], [1, 1, 1, 1.33, 1.33, 1, 1, 1, 1.33]),
    summon('Gignen Magician', 'Gignen', [10, 8, 11, 10, 9, 10, 10, 12, 9], [1.33, 1, 0.5, 1.33, 1.33, 1, 1, 2, 0.5]),
    summon('Wilderling Scout', 'Wilderling', [15, 11, 7, 6, 11, 7, 18, 11, 13], [0.66, 1, 1, 1.5, 0.5, 0.66, 2, 1.5, 2]),
    summon('Gignen Scout', 'Gignen', [10, 11, 8, 10, 11, 9, 17, 17, 10], [1, 1.33, 1, 1, 1, 1, 1.33, 2, 1.33]),
    role('Warrior', 1, 'Warrior'),
    role('Scout', 1, 'Scout'),
    role('Magician', 1, 'Magician'),
    role('Berserker', 2, 'Warrior', { STR: 1.3, END: 1.1, SPD: 1.2 }),
    weapon('Heirloom Sword', 30, 1, 'physical', 'STR * (1 + power / 100) * (STR / target.DEF)'),
    weapon("Apprentice's Wand", 30, 3, 'magical', 'INT * (1 + power / 100) * (INT / target.MDF)'),
    weapon('Hunting Bow', 30, 5, 'physical', '(STR + ACC) / 2 * (1 + power / 100) * (STR / target.DEF)'),
  ];
}

export function fixtureContent(extra: Decl[] = []): Content {
  return indexContent([ruleset(), ...fixtureCards(), ...extra]);
}
