import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { createEngine, forceRolls, runScenario, startScenario, type GameState } from '../../games/summoners-grid/index';
import { loadGame, scenariosIn } from '../../games/summoners-grid/node/load-content';
import { t2Scenario } from './helpers/scenario-text';

// The runner's timeline (what the sandbox steps through) and its per-expectation checks.
const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);

function scenario(text: string): ScenarioDecl {
  const decl = parse(text).document.decls[0];
  if (!decl || decl.kind !== 'Scenario') throw new Error('no scenario');
  return decl;
}

function replayTimeline(decl: ScenarioDecl, upTo?: number): GameState {
  let state = startScenario(engine, decl).state;
  const result = runScenario(engine, decl);
  for (const entry of result.timeline.slice(0, upTo)) {
    const r = engine.apply(forceRolls(state, entry.rolls), entry.action);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

describe('scenario timeline', () => {
  it('attaches each rolls step to the next applied action and names the script line', () => {
    const decl = scenario(t2Scenario('t', '  B move fae to (5,10)\n  rolls 42, 73\n  B play "Blast Bolt" caster: fae target: warrior\n  expect {\n    warrior.hp = 44\n    warrior.hp = 45\n  }'));
    const r = runScenario(engine, decl);
    const entries = r.timeline.map((e) => [e.action.type, e.rolls, e.line]);
    // Line 12 is the move, line 14 the play; the rolls of line 13 go with the play, not with the move.
    expect(entries[0]).toEqual(['move', [], 12]);
    expect(entries.find((e) => e[0] === 'play')).toEqual(['play', [42, 73], 14]);
    expect(r.timeline.map((e) => e.action)).toEqual(r.actions);
    expect(r.checks).toEqual([
      { line: 16, after: r.timeline.length, passed: true },
      { line: 17, after: r.timeline.length, passed: false, message: 'expected warrior.hp = 45, but it is 44' },
    ]);
  });

  it('replaying the play example’s timeline from its start reproduces the run’s final state', () => {
    const decl = scenariosIn(game.files).find((s) => s.scenario.name.text.startsWith('Play example'))?.scenario;
    if (!decl) throw new Error('play example missing');
    const r = runScenario(engine, decl);
    expect(r.passed).toBe(true);
    expect(r.checks.length).toBe(r.expectations);
    expect(r.checks.every((c) => c.passed)).toBe(true);
    expect(replayTimeline(decl)).toEqual(r.state);
  });
});
