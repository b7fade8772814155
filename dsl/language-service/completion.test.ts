/** Completion reads the game's declared vocabulary: a duel card is offered the duel's words only. */
import { describe, expect, it } from 'vitest';
import { duelProbe, duelProject } from '../testing/duel-fixture';
import { LanguageService } from './service';

const service = new LanguageService(duelProject());

function labels(text: string, path = duelProbe): string[] {
  service.update(path, text.replace('|', ''));
  return service.completions(path, text.indexOf('|'))?.items.map((i) => i.label) ?? [];
}

const summonersGrid = ['territory', 'STR', 'summon', 'MV', 'level', 'main-deck', 'species'];

describe('completion in a game that declares its vocabulary', () => {
  it('offers the declared stats and property after a monster choice, and nothing of Summoner\'s Grid', () => {
    const items = labels('spell S { mana 1 target: enemy monster effect { target.| } }');
    expect(items).toEqual(expect.arrayContaining(['power', 'toughness', 'health', 'mana', 'controller']));
    for (const word of summonersGrid) expect(items).not.toContain(word);
  });

  it('offers the declared stats inside a stats block and the declared property as a clause', () => {
    const monster = 'content/duel/cards/monster/probe.smith';
    expect(labels('monster M { stats { | } }', monster)).toEqual(expect.arrayContaining(['power', 'toughness', 'health']));
    const clauses = labels('monster M { | }', monster);
    expect(clauses).toEqual(expect.arrayContaining(['mana', 'effect', 'when', 'flavor', 'rarity']));
    for (const word of summonersGrid) expect(clauses).not.toContain(word);
  });

  it('offers declared card types as selector nouns and player stats after a player', () => {
    expect(labels('spell S { mana 1 target: enemy | }')).toEqual(expect.arrayContaining(['monster', 'spell', 'equipment']));
    // The declared player stats, then how many cards the player holds: in the hand and in each declared zone.
    expect(labels('spell S { mana 1 requires opponent.| }')).toEqual(['health', 'mana', 'hand', 'deck', 'battlefield', 'graveyard']);
    expect(labels('spell S { mana 1 effect { you gain 2 | } }')).toEqual(expect.arrayContaining(['health', 'mana']));
  });

  it('offers the stats and numbers of the selected things after `get` in a continuous ability, not formula values', () => {
    const items = labels('equipment E { mana 1 your monsters get | }', 'content/duel/cards/equipment/probe.smith');
    // The declared stats, the declared card property (a monster's mana cost) and what the module keeps.
    expect(items).toEqual(['power', 'toughness', 'health', 'mana', 'controller']);
  });

  it('offers declared zones and phases', () => {
    expect(labels('spell S { mana 1 effect { shuffle | } }')).toEqual(['deck', 'hand', 'battlefield', 'graveyard']);
    expect(labels('spell S { mana 1 at start of your | phase: draw 1 card }')).toEqual(expect.arrayContaining(['draw', 'main', 'end']));
  });

  it('offers card names in a deck with their declared types', () => {
    // A service of its own: the other tests leave their probe cards in the shared one.
    const fresh = new LanguageService(duelProject());
    const path = 'content/duel/decks/probe.smith';
    const text = 'deck D {\n  main {\n    2 |\n  }\n}\n';
    fresh.update(path, text.replace('|', ''));
    const cards = fresh.completions(path, text.indexOf('|'))?.items.filter((i) => i.kind === 'card');
    expect(cards?.map((i) => [i.label, i.detail])).toEqual([
      ['Whelp', 'monster'],
      ['Bolt', 'spell'],
    ]);
  });

  it('offers the ruleset\'s declarations and zone visibilities', () => {
    const path = 'content/duel/ruleset.smith';
    expect(labels('ruleset R { | }', path)).toEqual(expect.arrayContaining(['game', 'card-types', 'properties', 'player-stats', 'zones', 'phases', 'speeds', 'win', 'stats', 'deck']));
    expect(labels('ruleset R { zones { hand | } }', path)).toEqual(['hidden', 'private', 'public']);
  });
});
