import { describe, expect, it } from 'vitest';
import { contentScenarioTests, openContent } from './helpers/content-scenarios';

// Every scenario in content/chain-duel/scenarios runs as a test through the game registry, and every
// card of the content is named in at least one scenario. The refusals are in games/chain-duel/rules.test.ts.
const content = await openContent('chain-duel');

describe('content/chain-duel scenarios', () => {
  contentScenarioTests(content, { cards: 45 });

  it('the content has its four decks', () => {
    expect(content.game.deckNames).toEqual(['Drake Blaze', 'Golem Wall', 'Roc Storm', 'Serpent Tide']);
  });
});
