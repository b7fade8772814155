/** A small, valid game used by validator and language-service tests (independent of the real content). */
import { Project, type SourceFile } from '../../dsl/project';

export const fixtureFiles: SourceFile[] = [
  {
    path: 'content/t/ruleset.smith',
    text: `
ruleset "Test Rules" {
  stats STR, END, DEF, INT, SPI, MDF, SPD, ACC, LCK
  board 12 x 14
  territory 3 rows
  win when you.vp >= victory-points
  settings {
    victory-points 3
    hand-limit 6
    start-level 5
    max-level 20
    stat-minimum 1
  }
  formulas {
    max-hp = 50 + floor(END ^ 1.5)
    ability-hit = accuracy + ACC / 10
    magical-damage = INT * (1 + power / 100) * (INT / target.MDF)
    final-stat(base, level, growth, modifier, bonus) = floor((base + floor(level * growth)) * modifier) + bonus
  }
  status immobilized prevents move
  damage-type physical attack STR defense DEF
  damage-type magical attack INT defense MDF
  elements {
    fire, water, neutral
    fire beats water
  }
}`,
  },
  { path: 'content/t/growth.smith', text: 'growth Normal { symbol _ rate 1 } growth Fast { symbol + rate 1.33 }' },
  { path: 'content/t/rarities.smith', text: 'rarity Plain { order 1 stat-floor 0% growth { _ 60 + 40 } }' },
  { path: 'content/t/species.smith', text: 'species Elf { stats { STR 8..12 END 8..12 DEF 8..12 INT 8..12 SPI 8..12 MDF 8..12 SPD 8..12 ACC 8..12 LCK 8..12 } appearance { Plain 10 } }' },
  {
    path: 'content/t/roles.smith',
    text: `
role Fighter { tier 1 family Fighter }
role Mage { tier 1 family Mage }
role Champion { tier 2 family Fighter from Fighter modifiers { STR x1.5 } }
role Hexer { tier 3 family Mage from Mage }`,
  },
  {
    path: 'content/t/cards/summon/elf-fighter.smith',
    text: 'summon "Elf Fighter" { species Elf stats { STR 10 END 10 DEF 10 INT 10 SPI 10 MDF 10 SPD 10 ACC 10 LCK 10 } growth { STR + END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ } }',
  },
  { path: 'content/t/cards/equipment/sword.smith', text: 'weapon Sword { power 30 range 1 physical damage = STR * (1 + power / 100) * (STR / target.DEF) }' },
  {
    path: 'content/t/cards/action/fire-bolt.smith',
    text: `
action "Fire Bolt" {
  attribute fire
  then discard
  power 60
  accuracy 85
  range 6
  caster: your Mage
  target: enemy summon within range of caster
  effect {
    attack target with magical damage = caster.INT * (1 + power / 100) * (caster.INT / target.MDF)
      crit x1.5
      as bolt
    heal caster by floor(bolt.damage * 50%)
  }
}`,
  },
  { path: 'content/t/cards/advance/champion-rage.smith', text: 'advance "Champion Rage" { target: your tier 1 Fighter where level >= 10 advance target to Champion }' },
  { path: 'content/t/cards/counter/parry.smith', text: 'counter Parry { when your summon would be defeated effect { cancel the event } }' },
];

/** The fixture game plus `extra` files. */
export function fixtureProject(extra: SourceFile[] = []): Project {
  return new Project([...fixtureFiles, ...extra]);
}
