/** A small scenario in DSL text around the T2 position (Fae Magician vs Gignen Warrior), with `body` as its steps. */
export function t2Scenario(name: string, body: string): string {
  return `scenario "${name}" {
  ruleset "Summoner's Grid"
  seed 1
  turn 2 player B phase action
  player A {
    unit warrior: "Gignen Warrior" as Warrior with "Heirloom Sword" at (5,4) level 5
  }
  player B {
    unit fae: "Fae Magician" as Magician with "Apprentice's Wand" at (5,11) level 5
    hand: "Blast Bolt"
  }
${body}
}
`;
}
