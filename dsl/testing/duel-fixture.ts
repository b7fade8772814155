/**
 * A small game that is not Summoner's Grid (a duel with monsters, spells and equipment), for tests of the
 * declared vocabulary. Independent of content/mana-duel: its words are chosen here, so a test's
 * expectations come from this file, not from the content being tested.
 */
import { Project, type SourceFile } from '../project';

export const duelRuleset: SourceFile = {
  path: 'content/duel/ruleset.smith',
  text: `ruleset "Duel" {
  game mana-duel
  card-types monster, spell, equipment
  stats power, toughness, health
  properties mana
  player-stats health, mana
  zones {
    deck hidden
    hand private
    battlefield public capacity 5 holds monster
    graveyard public
  }
  phases draw, main, end
  speeds main
  deck exactly 4 cards, at most 2 copies
  win when opponent.health <= 0
  // Every number and formula the mana duel plays by (the game refuses a ruleset without them: L0422).
  settings {
    start-health 30
    opening-hand 3
    mulligan-limit 1
    draws-per-turn 1
    start-mana 1
    second-player-start-mana 2
    mana-per-turn 1
    max-mana 8
    battlefield-size 5
    attacks-per-monster 1
    attack-delay 1
  }
  formulas {
    attack-damage(power, toughness) = max(0, power - toughness)
    recoil-damage(power, toughness) = max(0, toughness - power)
    player-damage(power) = power
    fatigue-damage(n) = n
  }
}
`,
};

export const duelCards: SourceFile[] = [
  { path: 'content/duel/cards/monster/whelp.smith', text: 'monster Whelp {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n}\n' },
  { path: 'content/duel/cards/spell/bolt.smith', text: 'spell Bolt {\n  mana 1\n  target: enemy monster\n  effect {\n    deal 3 damage to target\n  }\n}\n' },
];

/** Where a test puts the card it probes. */
export const duelProbe = 'content/duel/cards/spell/probe.smith';

export function duelProject(extra: SourceFile[] = []): Project {
  return new Project([duelRuleset, ...duelCards, ...extra]);
}
