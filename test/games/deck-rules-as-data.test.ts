/**
 * A duel's deck size and copy limit are its ruleset's `deck` rules, for the validator and the game alike.
 * The games once kept constants of their own: a mana duel ruleset of 20-card decks validated a 20-card deck
 * clean, and the game's setup refused it ("a deck has exactly 30 cards").
 */
import { describe, expect, it } from 'vitest';
import { gameFiles } from '../../balance/run-files';
import { playChunk, prepareRun, RunSpecError } from '../../balance/match-from-spec';
import { RunSpecSchema } from '../../balance/run-spec';
import { playableSources } from '../../games/playable-sources';

// 3 + 3 + 2 + 2 + 2 + 2 + 3 + 3 = 20 cards, from Arcane Tempo (content/mana-duel/decks/arcane-tempo.smith).
const twenty = {
  path: 'content/mana-duel/decks/twenty.smith',
  text: 'deck "Twenty" {\n  main {\n    3 "Mana Wisp"\n    3 "Arcane Scholar"\n    2 "War Drummer"\n    2 "Forest Wolf"\n    2 "Shield Bearer"\n    2 "Hill Giant"\n    3 "Mana Surge"\n    3 "Arcane Insight"\n  }\n}\n',
};

async function manaDuelOf(deckRules: string) {
  const files = (await gameFiles('content/mana-duel')).map((f) => (f.path.endsWith('/ruleset.smith') ? { ...f, text: f.text.replace('deck exactly 30 cards, at most 3 copies', deckRules) } : f));
  expect(files.find((f) => f.path.endsWith('/ruleset.smith'))?.text).toContain(deckRules);
  return [...files, twenty];
}

const run = (files: Awaited<ReturnType<typeof manaDuelOf>>, deck: string) => prepareRun(RunSpecSchema.parse({ files, decks: { A: deck, B: deck }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1 }));

describe("a mana duel whose ruleset says `deck exactly 20 cards`", () => {
  it('validates the 20-card deck clean and plays it; the 30-card decks are the ones left out', async () => {
    const files = await manaDuelOf('deck exactly 20 cards, at most 3 copies');
    const playable = playableSources(files);
    expect(playable.fatal).toEqual([]);
    expect(playable.skipped.map((s) => s.decks).flat().sort()).toEqual(['Arcane Tempo', 'Fire and Fury', 'Grave Tide', 'Stone Wall']);
    expect(playable.skipped[0]?.errors[0]?.message).toBe('The deck has 30 cards; it needs exactly 20 (remove 10)');
    const tally = playChunk(run(files, 'Twenty'), 0, 2);
    expect(tally.games).toBe(2);
    expect(tally.wins.unfinished).toBe(0);
  });

  it('still refuses what the seed rules refuse when the ruleset keeps them', async () => {
    const files = await manaDuelOf('deck exactly 30 cards, at most 3 copies');
    expect(() => run(files, 'Twenty')).toThrow(RunSpecError);
    expect(() => run(files, 'Twenty')).toThrow(/The deck has 20 cards; it needs exactly 30 \(add 10\)/);
  });
});
