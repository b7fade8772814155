import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { contentScenarioTests, openContent } from './helpers/content-scenarios';

// Every scenario in content/mana-duel/scenarios runs as a test, every card of the content is named in at
// least one scenario, and the rules' refusals (which a passing scenario cannot show: the runner stops at a
// refused step) are scripted here and must fail at that step with the game's reason.
const content = await openContent('mana-duel');
const { game } = content;

describe('content/mana-duel scenarios', () => {
  contentScenarioTests(content, { cards: 47 });

  it('there are scenarios for the rules and for the cards', () => {
    const files = content.scenarioFiles.map((f) => f.path.split('/').pop());
    expect(files).toEqual(expect.arrayContaining(['rules-mana.smith', 'rules-battle.smith', 'rules-effects.smith', 'rules-turns.smith', 'cards-monsters.smith', 'cards-spells.smith', 'cards-equipment.smith']));
    expect(content.scenarios.length).toBeGreaterThanOrEqual(72);
  });
});

/** Runs a scenario given as text against the content; its one failure is the refused step. */
function refusal(body: string): Array<{ line: number; message: string }> {
  const parsed = parse(`scenario "refusal" {\n  ruleset "Mana Duel"\n  seed 1\n${body}\n}\n`);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const decl = parsed.document.decls.find((d): d is ScenarioDecl => d.kind === 'Scenario');
  if (!decl) throw new Error('no scenario parsed');
  return game.runScenario(decl).failures;
}

/** A refused step: the scenario's body (after `ruleset` and `seed`), the refused step's line and the game's reason. */
interface Refusal {
  rule: string;
  body: string;
  line: number;
  message: string;
}

// Line 4 of each scenario is its `turn`; the last step of each body is the one refused.
const REFUSALS: Refusal[] = [
  {
    // Stone Sentinel (3) spends the pool of 3 to 0; Goblin Raider (1) is then refused.
    rule: 'a card costing more than the mana left is refused (the pool never goes below 0)',
    body: `  turn 5 player A phase main
  player A {
    mana 3
    hand: "Stone Sentinel", "Goblin Raider"
  }
  A summon "Stone Sentinel"
  A summon "Goblin Raider"`,
    line: 10,
    message: 'no legal summon for A fits the script: Goblin Raider costs 1 mana; A has 0',
  },
  {
    rule: 'a sixth monster is refused: five slots a side',
    body: `  turn 5 player A phase main
  player A {
    mana 1
    battlefield: "Goblin Raider", "Goblin Raider", "Forest Wolf", "Shield Bearer", "Sickly Giant"
    hand: "Grave Rat"
  }
  A summon "Grave Rat"`,
    line: 10,
    message: "no legal summon for A fits the script: A's battlefield is full (5 monsters)",
  },
  {
    rule: 'a player guarded by a monster cannot be attacked',
    body: `  turn 3 player A phase main
  player A {
    battlefield: "Hill Giant" called giant
  }
  player B {
    battlefield: "Goblin Raider"
  }
  A attack giant target: B`,
    line: 11,
    message: 'no legal attack for A fits the script: B is guarded by 1 monster: a player can be attacked only while they control no monster',
  },
  {
    rule: 'a monster cannot attack on the turn it is summoned',
    body: `  turn 3 player A phase main
  player A {
    mana 2
    hand: "Forest Wolf"
  }
  A summon "Forest Wolf" called: wolf
  A attack wolf target: B`,
    line: 10,
    message: "no legal attack for A fits the script: Forest Wolf was summoned this turn and cannot attack until A's next turn",
  },
  {
    rule: 'a monster attacks once a turn',
    body: `  turn 3 player A phase main
  player A {
    battlefield: "Sickly Giant" called giant
  }
  A attack giant target: B
  A attack giant target: B`,
    line: 9,
    message: 'no legal attack for A fits the script: Sickly Giant has already attacked this turn (one attack per monster per turn)',
  },
  {
    rule: 'cards are played only in your own turn',
    body: `  turn 3 player A phase main
  player B {
    mana 3
    hand: "Lightning Strike"
  }
  B play "Lightning Strike"`,
    line: 9,
    message: "it is A's turn",
  },
];

describe('mana duel refusals, each with its reason', () => {
  for (const { rule, body, line, message } of REFUSALS) {
    it(rule, () => {
      expect(refusal(body)).toEqual([{ line, message }]);
    });
  }
});
