/**
 * A hosted game's content folder under test (`content/<game>`): opened through the game registry as the
 * command line opens it, with every scenario of its `scenarios/` folder. `contentScenarioTests` adds the
 * tests every game's content owes: it loads without errors and the game plays every card, each scenario
 * passes as its own test, and every card is named in at least one scenario.
 */
import { expect, it } from 'vitest';
import type { ScenarioDecl } from '../../../dsl/ast';
import { loadFolder, type GameFolder } from '../../../games/node/load-folder';
import { hostedGame, type OpenedGame } from '../../../games/registry';

export interface ContentUnderTest {
  gameId: string;
  folder: GameFolder;
  game: OpenedGame;
  scenarioFiles: GameFolder['files'];
  scenarios: Array<{ path: string; scenario: ScenarioDecl }>;
}

export async function openContent(gameId: string): Promise<ContentUnderTest> {
  const folder = await loadFolder(`content/${gameId}`);
  const hosted = hostedGame(gameId);
  if (!hosted) throw new Error(`${gameId} is not a hosted game`);
  const scenarioFiles = folder.files.filter((f) => f.path.includes('/scenarios/'));
  const scenarios = scenarioFiles.flatMap((f) => f.parsed.document.decls.filter((d): d is ScenarioDecl => d.kind === 'Scenario').map((scenario) => ({ path: f.path, scenario })));
  return { gameId, folder, game: hosted.open(folder.decls), scenarioFiles, scenarios };
}

/** The tests every content folder owes, inside the caller's `describe`; `cards` is how many cards the content has. */
export function contentScenarioTests(content: ContentUnderTest, { cards }: { cards: number }): void {
  const { folder, game, scenarioFiles, scenarios } = content;

  it('the content loads without errors and the game plays every card', () => {
    expect(folder.gameId).toBe(content.gameId);
    expect(folder.errors).toEqual([]);
    expect(game.problems).toEqual([]);
  });

  for (const { path, scenario } of scenarios) {
    it(`${scenario.name.text} (${path.split('/').pop()})`, () => {
      const result = game.runScenario(scenario);
      expect(result.failures).toEqual([]);
      expect(result.expectations).toBeGreaterThan(0);
    });
  }

  it('every card of the content is named in a scenario', () => {
    const names = folder.decls.filter((d) => d.kind === 'GameCard').map((d) => (d.kind === 'GameCard' ? d.name.text : ''));
    expect(names).toHaveLength(cards);
    const text = scenarioFiles.map((f) => f.text).join('\n');
    expect(names.filter((name) => !text.includes(`"${name}"`))).toEqual([]);
  });
}
