import { describe, expect, it } from 'vitest';
import type { CardDecl, ScenarioDecl } from '../../dsl/ast';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame, scenariosIn } from '../../games/summoners-grid/node/load-content';
import { runScenario } from '../../games/summoners-grid/scenario/run';

// Every scenario in content/summoners-grid/scenarios runs as a test, and every card that does something
// in play has at least one scenario that uses it.
const game = await loadGame('content/summoners-grid');
const engine = createEngine(game.content);
const scenarios = scenariosIn(game.files);

describe('content/summoners-grid scenarios', () => {
  it('the content parses without errors', () => {
    expect(game.errors).toEqual([]);
  });

  for (const { path, scenario } of scenarios) {
    it(`${scenario.name.text} (${path.split('/').pop()})`, () => {
      const result = runScenario(engine, scenario);
      expect(result.failures).toEqual([]);
      expect(result.expectations).toBeGreaterThan(0);
    });
  }

  it('every playable card appears in a scenario', () => {
    const mentioned = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const n = node as { kind?: string; text?: string };
        if (n.kind === 'Name' && typeof n.text === 'string') mentioned.add(n.text.toLowerCase());
        Object.values(node).forEach(walk);
      }
    };
    scenarios.forEach(({ scenario }: { scenario: ScenarioDecl }) => walk(scenario));
    const playable = (c: CardDecl) => ['action', 'reaction', 'counter', 'building', 'quest', 'advance', 'equipment'].includes(c.cardType);
    const missing = game.content.cards.filter((c) => playable(c) && !mentioned.has(c.name.text.toLowerCase())).map((c) => c.name.text);
    expect(missing).toEqual([]);
  });
});
