/**
 * The named-summon effect module (games/summoners-grid/effect-modules/summon-named/) against the real
 * content: its checks, and Summoner's Grid running it. No content card uses the step yet, so a test card
 * does.
 */
import { describe, expect, it } from 'vitest';
import { readSmithFiles } from '../../dsl/load-dir';
import { parse } from '../../dsl/parse';
import { Project } from '../../dsl/project';
import { createEngine, runScenario } from '../../games/summoners-grid/index';
import { gameFromFiles } from '../../games/summoners-grid/node/load-content';

const ALRECHT = 'Alrecht Barkstep, Scoutmaster';
const callCard = `action "Call the Scoutmaster" {
  attribute neutral
  then discard
  target: your Scout
  effect {
    summon "${ALRECHT}" using target
  }
}
`;
const callPath = 'content/summoners-grid/cards/action/call-the-scoutmaster.smith';
const contentFiles = await readSmithFiles(['content/summoners-grid']);

describe('the named-summon effect module in Summoner\'s Grid', () => {
  it('checks that the name is a named summon and the material a unit', () => {
    const project = new Project([...contentFiles, { path: callPath, text: callCard }]);
    expect(project.diagnostics(callPath).filter((d) => d.severity === 'error')).toEqual([]);
    project.update(callPath, callCard.replace(ALRECHT, 'Rush').replace('using target', 'using 3'));
    expect(project.diagnostics(callPath).map((d) => `${d.code} ${d.message}`)).toEqual([
      'L0409 The choice `target` is never used',
      'L0201 "Rush" is not a named summon (an advance card with `advance … into named summon`)',
      'L0201 Expected a summon here, but `3` is a number',
    ]);
    project.update(callPath, callCard.replace(ALRECHT, 'Alrecht Barkstep'));
    expect(project.diagnostics(callPath).map((d) => d.code)).toEqual(['L0105']);
  });

  it('runs: the advance card leaves the advance deck and takes the material\'s place', () => {
    const game = gameFromFiles([...contentFiles, { path: callPath, text: callCard }]);
    const scenario = parse(`scenario "call" {
  ruleset "Summoner's Grid"
  seed 1
  turn 7 player A phase action
  player A {
    unit scout: "Gignen Scout" as Scout with "Hunting Bow" at (6,2) level 10
    advance-deck: "${ALRECHT}"
    hand: "Call the Scoutmaster"
  }
  player B {
    unit fae: "Fae Magician" as Magician with "Apprentice's Wand" at (5,13) level 7
  }
  A play "Call the Scoutmaster" target: scout
  expect {
    scout is defeated
  }
}
`).document.decls[0];
    if (scenario?.kind !== 'Scenario') throw new Error('expected a scenario');
    const result = runScenario(createEngine(game.content), scenario);
    expect(result.failures).toEqual([]);
    expect(result.state.players.A.zones['advance-deck']).toEqual([]);
    const inPlay = Object.values(result.state.units).filter((u) => !u.removed && u.controller === 'A');
    expect(inPlay.map((u) => [result.state.cards[u.iid]?.card, u.at])).toEqual([['alrecht-barkstep-scoutmaster', { x: 6, y: 2 }]]);
  });
});
