import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { parse } from '../../dsl/parse';
import { createEngine, runScenario } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';
import { t2Scenario } from './helpers/scenario-text';

// The runner itself: it must fail on an illegal action, a broken expectation and an unused roll, and
// say where and why.
const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);

function scenario(body: string): ScenarioDecl {
  const text = t2Scenario('test', body);
  const parsed = parse(text);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const decl = parsed.document.decls[0];
  if (!decl || decl.kind !== 'Scenario') throw new Error('no scenario');
  return decl;
}

describe('scenario runner', () => {
  it('passes a correct script', () => {
    const r = runScenario(engine, scenario('  B move fae to (5,10)\n  rolls 42, 73\n  B play "Blast Bolt" caster: fae target: warrior\n  expect {\n    warrior.hp = 44\n  }'));
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
  });

  it('reports an illegal action with the engine’s reason, at its line', () => {
    const r = runScenario(engine, scenario('  B play "Blast Bolt" caster: fae target: warrior'));
    expect(r.passed).toBe(false);
    expect(r.failures[0]?.line).toBe(12);
    expect(r.failures[0]?.message).toContain('Blast Bolt has no valid targets now');
  });

  it('reports a broken expectation with the actual value', () => {
    const r = runScenario(engine, scenario('  B move fae to (5,10)\n  rolls 42, 73\n  B play "Blast Bolt" caster: fae target: warrior\n  expect {\n    warrior.hp = 45\n  }'));
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]?.message).toBe('expected warrior.hp = 45, but it is 44');
  });

  it('fails when a scripted roll is left unused', () => {
    const r = runScenario(engine, scenario('  rolls 42\n  B move fae to (5,10)'));
    expect(r.failures.map((f) => f.message)).toEqual(['1 scripted roll was not used: 42']);
  });
});
