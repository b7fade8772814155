/**
 * `A cannot VERB …` in a scenario: it passes only where the player may act and no legal action fits the
 * step, applies nothing, and logs the game's reason.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { runScenario } from '../../games/summoners-grid/scenario/run';

const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);

/** A turn 3 position: A's Gignen Warrior (role and level given) with Knight's Oath in the advance deck. */
function scenario(role: string, level: number, steps: string): ScenarioDecl {
  const text = `scenario "Refusal" {
  ruleset "Summoner's Grid"
  seed 1
  turn 3 player A phase action
  player A {
    unit w: "Gignen Warrior" as ${role} with "Heirloom Sword" at (5,2) level ${level}
    advance-deck: "Knight's Oath"
  }
  player B {
    unit fae: "Fae Magician" as Magician with "Apprentice's Wand" at (5,12) level 5
  }
  ${steps}
}`;
  const decl = parse(text).document.decls.find((d): d is ScenarioDecl => d.kind === 'Scenario');
  if (!decl) throw new Error('no scenario');
  return decl;
}

describe('refused scenario steps', () => {
  it('passes when the advance is not legal, keeps the position and logs why', () => {
    const result = runScenario(engine, scenario('Warrior', 9, 'A cannot advance "Knight\'s Oath" target: w\n  expect { w.tier = 1 }'));
    expect(result.failures).toEqual([]);
    expect(result.actions).toEqual([]);
    expect(result.events.map((e) => e.text)).toContain('refused: no legal advance for A fits the script: Knight\'s Oath has no valid targets now');
  });

  it('fails when the action is legal after all', () => {
    const result = runScenario(engine, scenario('Warrior', 10, 'A cannot advance "Knight\'s Oath" target: w'));
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]?.message).toMatch(/^expected no legal advance for A, but 1 fits the script/);
  });

  it('fails when the player could not act at all (it is the other player\'s Action Phase)', () => {
    const result = runScenario(engine, scenario('Warrior', 10, 'B cannot advance "Knight\'s Oath" target: w'));
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]?.message).toMatch(/^B cannot act here at all \(.*\), so the refusal proves nothing$/);
  });
});
