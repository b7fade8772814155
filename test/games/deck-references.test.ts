/**
 * A deck line names its card as the validator resolves it: by id (`3 mana-wisp`) or by display name
 * (`3 "Mana Wisp"`). Every game plays what the validator accepts; the duels once matched names only, so a
 * deck written with ids validated clean, and the game refused it, and with it every run of the game.
 */
import { describe, expect, it } from 'vitest';
import { gameFiles } from '../../balance/run-files';
import { playChunk, prepareRun } from '../../balance/match-from-spec';
import { RunSpecSchema } from '../../balance/run-spec';
import { playableSources } from '../../games/playable-sources';

const cases = [
  { game: 'mana-duel', deck: 'Arcane Tempo', file: '/decks/arcane-tempo.smith', line: '3 "Mana Wisp"', byId: '3 mana-wisp', id: 'mana-wisp' },
  { game: 'chain-duel', deck: 'Drake Blaze', file: '/decks/drake-blaze.smith', line: '1 "Ember Drake"', byId: '1 ember-drake', id: 'ember-drake' },
  { game: 'stance-duel', deck: 'Iron Wall', file: '/decks/iron-wall.smith', line: '1 "Iron Duelist"', byId: '1 iron-duelist', id: 'iron-duelist' },
];

describe('a deck that names a card by its id', () => {
  for (const c of cases) {
    it(`${c.game}: validates clean, and the game plays the deck with that card`, async () => {
      const files = (await gameFiles(`content/${c.game}`)).map((f) => (f.path.endsWith(c.file) ? { ...f, text: f.text.replace(c.line, c.byId) } : f));
      const edited = files.find((f) => f.path.endsWith(c.file));
      expect(edited?.text).toContain(c.byId);
      const playable = playableSources(files);
      expect(playable.skipped).toEqual([]);
      expect(playable.fatal).toEqual([]);
      const prepared = prepareRun(RunSpecSchema.parse({ files, decks: { A: c.deck, B: c.deck }, ai: { A: 'random', B: 'random' }, games: 1, seed: 1 }));
      expect(Object.keys(playChunk(prepared, 0, 1).cards)).toContain(c.id);
    });
  }
});
