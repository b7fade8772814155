import { describe, expect, it } from 'vitest';
import type { ScenarioDecl } from '../../dsl/ast';
import { loadFolder } from '../../games/node/load-folder';
import { hostedGame } from '../../games/registry';

// Every scenario in content/chain-duel/scenarios runs as a test through the game registry, and every
// card of the content is named in at least one scenario. The refusals are in games/chain-duel/rules.test.ts.
const folder = await loadFolder('content/chain-duel');
const chainDuel = hostedGame('chain-duel');
if (!chainDuel) throw new Error('the chain duel is not a hosted game');
const game = chainDuel.open(folder.decls);
const scenarioFiles = folder.files.filter((f) => f.path.includes('/scenarios/'));
const scenarios = scenarioFiles.flatMap((f) => f.parsed.document.decls.filter((d): d is ScenarioDecl => d.kind === 'Scenario').map((scenario) => ({ path: f.path, scenario })));

describe('content/chain-duel scenarios', () => {
  it('the content loads without errors and the game plays every card', () => {
    expect(folder.gameId).toBe('chain-duel');
    expect(folder.errors).toEqual([]);
    expect(game.problems).toEqual([]);
    expect(game.deckNames).toEqual(['Drake Blaze', 'Golem Wall', 'Roc Storm', 'Serpent Tide']);
  });

  for (const { path, scenario } of scenarios) {
    it(`${scenario.name.text} (${path.split('/').pop()})`, () => {
      const result = game.runScenario(scenario);
      expect(result.failures).toEqual([]);
      expect(result.expectations).toBeGreaterThan(0);
    });
  }

  it('every card of the content is named in a scenario', () => {
    const cards = folder.decls.filter((d) => d.kind === 'GameCard').map((d) => (d.kind === 'GameCard' ? d.name.text : ''));
    expect(cards).toHaveLength(45);
    const text = scenarioFiles.map((f) => f.text).join('\n');
    expect(cards.filter((name) => !text.includes(`"${name}"`))).toEqual([]);
  });
});
