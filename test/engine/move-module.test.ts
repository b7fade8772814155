/**
 * The move effect module (games/summoners-grid/effect-modules/move/) run by Summoner's Grid. No content
 * card moves a unit by an effect yet, so test cards do: a move that spends movement, one that does not,
 * and one stopped by a status that prevents moving (which `place T on S` ignores, see the content's
 * follow-me scenarios).
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { readSmithFiles } from '../../dsl/load-dir';
import { parse } from '../../dsl/parse';
import { createEngine, runScenario } from '../../games/summoners-grid/index';
import { gameFromFiles } from '../../games/summoners-grid/node/load-content';

const stepCard = (name: string, step: string): string => `action "${name}" {
  attribute wind
  then discard
  target: your summon
  destination: empty space adjacent to target
  effect {
    ${step}
  }
}
`;
const cards = [
  { path: 'content/summoners-grid/cards/action/march.smith', text: stepCard('March', 'move target to destination using movement') },
  { path: 'content/summoners-grid/cards/action/nudge.smith', text: stepCard('Nudge', 'move target to destination') },
];
const contentFiles = await readSmithFiles(['content/summoners-grid']);
const engine = createEngine(gameFromFiles([...contentFiles, ...cards]).content);

function play(card: string, status: string): ReturnType<typeof runScenario> {
  const scenario = parse(`scenario "move" {
  ruleset "Summoner's Grid"
  seed 1
  turn 9 player A phase action
  player A {
    unit zerk: "Gignen Warrior" as Berserker with "Heirloom Sword" at (6,3) level 14 ${status}
    hand: "${card}"
  }
  player B {
    unit fae: "Fae Magician" as Magician with "Apprentice's Wand" at (4,10) level 8
  }
  A play "${card}" target: zerk destination: (6,4)
}
`).document.decls[0];
  if (scenario?.kind !== 'Scenario') throw new Error('expected a scenario');
  return runScenario(engine, scenario satisfies ScenarioDecl);
}

const zerkOf = (result: ReturnType<typeof runScenario>) => Object.values(result.state.units).find((u) => u.controller === 'A' && !u.removed);

describe('the move effect module in Summoner\'s Grid', () => {
  it('moves the unit one space and, `using movement`, spends that one space of its movement', () => {
    const result = play('March', '');
    expect(result.failures).toEqual([]);
    expect(zerkOf(result)).toMatchObject({ at: { x: 6, y: 4 }, moved: 1 });
    expect(result.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['moves', 'moves-into']));
  });

  it('without `using movement` the unit keeps its movement', () => {
    const result = play('Nudge', '');
    expect(zerkOf(result)).toMatchObject({ at: { x: 6, y: 4 }, moved: 0 });
  });

  it('a status that prevents moving makes the step fizzle: the unit stays', () => {
    const result = play('Nudge', '{ status immobilized }');
    expect(zerkOf(result)).toMatchObject({ at: { x: 6, y: 3 }, moved: 0 });
    expect(result.events.filter((e) => e.kind === 'fizzles').map((e) => e.text)).toEqual([expect.stringContaining('is immobilized and cannot move')]);
    expect(result.events.map((e) => e.kind)).not.toContain('moves');
  });
});
