/**
 * A catalog of `.smith` snippets that together use every construct of the language (every AST node kind,
 * every filter, effect, condition, trigger form and declaration). Tests parse, validate, format and
 * round-trip each one. Names are invented so the snippets stay independent of the game content.
 */
export const catalog: Record<string, string> = {
  ruleset: `
ruleset "Test Rules" {
  id test-rules
  stats STR, END, DEF, INT, SPI, MDF, SPD, ACC, LCK
  board 12 x 14
  territory 3 rows
  settings {
    hand-limit 6
    max-level 20
    crit-multiplier 1.5
  }
  formulas {
    final-stat(base, level, growth, modifier, bonus) = floor((base + floor(level * growth)) * modifier) + bonus
    max-hp = 50 + floor(END ^ 1.5)
    movement = 2 + floor((SPD - 10) / 5)
    crit-chance = floor(LCK * 0.3375 + 1.65)
    defeat-vp = if tier >= 2 then 2 else 1
    odd = -(1 + 2) * -3 ^ 2 - (4 - 5) + min(1, max(2, abs(-3))) + ceil(round(2.5)) + 10%
  }
  status immobilized prevents move
  status stunned prevents move, attack
  damage-type physical attack STR defense DEF
  damage-type pure
  elements {
    fire, water, neutral
    fire beats water
    water resists fire
    advantage x1.25
    resisted x0.75
  }
  piles {
    action recharge
    summon removed
  }
  unarmed {
    power 0
    range 1
    physical damage = floor(STR / 2) * (STR / target.DEF)
  }
}`,
  species: `
species Elf {
  id elf
  description "Tall and wise."
  stats { STR 8..12 INT 10..16 }
  appearance { Plain 40 Shiny 5 }
  at start of your turn: draw 1 card
}`,
  growth: `
growth Brisk {
  id brisk
  symbol ++
  rate 1.5
}`,
  rarity: `
rarity Plain {
  id plain
  order 1
  stat-floor 15%
  growth { -- 10 - 20 _ 40 + 18 ++ 9 * 3 }
}`,
  pack: `
pack "Starter Pack" {
  id starter
  5 Plain upgrade Shiny 8% Gleaming 2%
  1 Shiny
}`,
  deck: `
deck "Test Deck" {
  id test-deck
  slot "Elf Archer" as Archer with "Long Bow", "Cloak"
  slot "Elf Druid" as Druid
  main {
    2 Fireball
    1 "Call to Arms"
  }
  advance {
    1 "Archer Ascension"
  }
}`,
  scenario: `
scenario "Everything a scenario can say" {
  id everything
  ruleset "Test Rules"
  seed 7
  turn 3 player A phase action
  player A {
    vp 1
    unit archer: "Elf Archer" as Archer with "Long Bow" at (5,4) level 6 hp 44 { moved 2 status immobilized completed "First Steps" }
    unit druid: "Elf Druid" at (4,2)
    building "Old Tower" at (3,1)
    building "Pit" at (6,1) face-down
    face-down Parry, "Last Stand"
    hand: Fireball, "Call to Arms"
    main-deck: Fireball
  }
  player B {
    unit foe: "Elf Archer" at (5,11)
  }
  note "the archer shoots first"
  A move archer to (5,5)
  rolls 42, 73
  A play Fireball caster: druid target: foe
  A attack archer target: foe
  A end-turn
  expect {
    foe.hp = 12
    A.vp >= 1
    archer at (5,5)
    Fireball in A.discard
    "Call to Arms" not in A.hand
    archer is immobilized
    druid is not stunned
    foe is defeated
    log contains "ToHit = 85"
    log does not contain "crit"
    winner A
    winner none
  }
}`,
  attack: `
action Fireball {
  unique
  provisional
  speed reaction
  attribute fire
  rarity Shiny
  then discard
  power 60
  accuracy 85
  range 6
  param splash 2
  requires you control an Archer
  caster: your Archer
  target: enemy summon within range of caster
  cost: discard 1 card
  effect {
    attack target with magical damage = caster.INT * (1 + power / 100) * (caster.INT / target.MDF)
      hit = accuracy + caster.ACC / 10
      crit x1.5
      as bolt
      on hit {
        target is stunned until end of turn, save 30%
      }
      on miss {
        draw 1 card
      }
    heal caster by floor(bolt.damage * 50%)
      hit standard
      crit standard
      attribute light
      as mend
    deal pure fire damage = floor(target.maxHP * 25%) to target
      crit = LCK / 4 x2
    attack caster with pure damage = 1
      cannot crit
  }
  flavor "It burns."
}`,
  effects: `
reaction "Call to Arms" {
  speed counter
  then recharge
  target: your summon
  allies: all your Elf summons on these spaces other than target
  picks: up to 2 summon within 3 of target that has completed a quest
  foe: enemy tier >= 2 Elf Archer that is not immobilized where level < 10 named "Elf Archer" chosen by opponent
  where: empty space adjacent to target in your territory
  effect {
    target.MV x2 until end of turn
    target.DEF /2 until end of opponent's next turn
    target.weapon.power +10
    target.STR -3 until start of your next turn
    target.attacks = 2 until end of your next turn
    target.INT * caster.level while target is not immobilized, ends when it moves or changes position or leaves play or attacks
    target.SPI + floor(target.MDF / 2) permanently
    treat target.DEF as target.DEF + floor(target.MDF / 2) when defending against physical damage until end of opponent's next turn, ends when it moves
    treat target.INT as target.INT * 2 when attacking
    place target on where
    move target to where using movement
    move target to where
    draw 2 cards
    opponent draws 1 card
    search main-deck for 1 quest card into hand
    opponent searches discard for 2 cards into hand
    add "Fireball" to your hand
    add Fireball to opponent's recharge
    add Fireball to that player's hand
    target gains 2 levels
    it gains 1 level
    event.unit gains 1 level
    target becomes level 20
    target becomes an Archer
    destroy all summons on spaces of target as crushed
    destroy target
    return event.unit to where with 10% HP
    you gain 1 VP
    opponent loses 1 VP
    that player gains 2 VP
    cancel the event
    next attack of target deals extra physical wind damage = target.STR * 2 crit x2 until end of turn
    target gains {
      when this attacks: draw 1 card
    } until end of turn
    if crushed.destroyed {
      draw 1 card
    } else if target is a tier 1 Archer {
      draw 2 cards
    } else {
      discard 1 card
    }
    if hit: draw 1 card
    choose m: your Archer
    for each ally in your summons within 2 of target {
      ally gains 1 level
    }
    you may: draw 1 card
    opponent may {
      draw 1 card
      discard 1 card
    }
    you may advance m now
    discard 2 action cards to recharge
    opponent discards 1 card
    shuffle main-deck
    opponent shuffles discard
    summon "Archer Ascension" using target
  }
}`,
  conditions: `
action Probe {
  requires (target.level + 1) * 2 > 3 and not target.level = 4 or target.level != 5
  requires there are at least 2 enemy summons within 3 of target
  requires opponent controls no Archer
  requires there is exactly 1 building
  requires you control at most 3 removed summons
  requires target is your summon and target is any card and event.space is on these spaces
  requires not target is immobilized
  requires target is not an Elf Archer
  requires (you control an Archer where level > 3) and hit
  requires bolt.missed or crit or saved
  target: summon
  effect {
    draw 1 card
  }
}`,
  counter: `
counter Parry {
  when your summon would be defeated if event.damage > 10
  effect {
    cancel the event
  }
}`,
  triggers: `
building "Old Tower" {
  speed reaction
  footprint 3 x 2 in your territory
  trap
  when enemy summon moves into these spaces in your territory
  whenever your Elf summon on these spaces levels up if event.source != this: it gains 1 level
  when this enters play: draw 1 card
  when this leaves play: draw 1 card
  when this is played: draw 1 card
  whenever enemy summon is summoned: draw 1 card
  whenever your summon is destroyed: draw 1 card
  whenever your summon is damaged: draw 1 card
  whenever your summon is healed: draw 1 card
  whenever enemy summon moves: draw 1 card
  whenever enemy summon attacks: draw 1 card
  when you play a quest card: draw 1 card
  whenever opponent gains VP: draw 1 card
  whenever a player gains VP: draw 1 card
  whenever this triggers custom-event: draw 1 card
  at end of your next turn {
    victims: all summons on these spaces
    destroy all summons on these spaces as crushed
    destroy this
  }
  at start of opponent's turn if hit: draw 1 card
  at end of each draw phase: draw 1 card
  at start of your action phase: draw 1 card
  optional when this enters play: draw 1 card
  while you control more than 1 Archer when your summon is defeated: draw 1 card
  next time enemy summon attacks: draw 1 card
  while there are fewer than 3 summons at start of your turn {
    draw 1 card
  }
  while you control an Archer: your hand-limit is 8
  while hit {
    the summons-per-turn is 2
    opponent's hand-limit is 5
  }
  always {
    your Elf summons get STR +2
    enemy summons get weapon.power - floor(2 * 1)
  }
  your Archer treat DEF as DEF + floor(MDF / 2) when defending against physical damage
  reduce fire damage to your Elf summons by 25%
  reduce damage to your summons by 1
}`,
  quest: `
quest "First Steps" {
  target: your summon where it is an Archer or it is a Druid
  objective: target.level < 10
  reward {
    target gains 2 levels
  }
  failure when target is immobilized {
    you lose 1 VP
  }
  activated by either
}`,
  roleChange: `
advance "Archer Ascension" {
  target: your tier 1 Archer where level >= 10
  advance target to Ranger
}`,
  namedSummon: `
advance "Elenor the Swift" {
  material: your tier 1 Archer that has completed "First Steps"
  advance material into named summon {
    species Elf
    role Ranger
    inherits equipment, position, level, movement-used
    stats { STR 11 END 9 }
    growth { STR + END _ DEF - INT -- SPI Brisk MDF ++ SPD * }
  }
  when this enters play: add Fireball to your hand
}`,
  summon: `
summon "Elf Archer" {
  species Elf
  rarity Plain
  stats { STR 12 END 8 }
  growth { STR + END _ }
}`,
  role: `
role Archer {
  tier 2
  family Hunter
  from Hunter, "Elf Warden"
  modifiers { STR x1.6 END +2 DEF -1 INT /2 SPI = 10 }
  at end of your draw phase: add Fireball to your hand
}`,
  weapon: `
weapon "Long Bow" {
  power 30
  range 5
  physical damage = (STR + ACC) / 2 * (1 + power / 100) * (STR / target.DEF)
  hit = 90 + ACC / 10
  crit x1.5
}`,
  armor: `
armor Cloak {
  bonuses { DEF +2 SPD -1 }
  when this enters play: draw 1 card
}`,
  offhand: `
offhand Buckler {
  bonuses { DEF +1 }
}`,
  accessory: `
accessory Ring {
  bonuses { LCK x1.1 }
}`,
};
