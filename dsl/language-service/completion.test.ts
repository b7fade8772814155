/** Completion reads the game's declared vocabulary: a duel card is offered the duel's words only. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Project } from '../project';
import { snippetAsText } from '../reference/snippet-text';
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

describe('the steps completion offers where a step starts: those the game plays, in its words', () => {
  it("offers the fixture's game (the mana duel) its steps only, each valid as inserted, none with Summoner's Grid's defaults", () => {
    // A service of its own: the tests above rewrite the shared one's ruleset.
    const fresh = new LanguageService(duelProject());
    const text = 'spell S { mana 1 target: enemy monster effect { | } }';
    fresh.update(duelProbe, text.replace('|', ''));
    const items = fresh.completions(duelProbe, text.indexOf('|'))?.items ?? [];
    const snippets = items.filter((i) => i.kind === 'snippet');
    expect(snippets.map((i) => i.label)).toEqual([
      'heal target by 2',
      'destroy target',
      'for each u in enemy monsters { … }',
      'draw 2 cards',
      'discard 1 card to graveyard',
      'you gain 1 health',
      'target.power + 2 until end of turn',
      'deal 3 damage to target',
    ]);
    // Each, as a designer accepts it (a loop's body filled in), is a step the language and the mana duel's rules accept.
    for (const snippet of snippets) {
      const step = snippetAsText(snippet.insertText).replace('…', 'draw 1 card');
      const path = 'content/duel/cards/spell/inserted.smith';
      const project = duelProject([{ path, text: `spell S {\n  mana 1\n  target: enemy monster\n  effect {\n    ${step}\n  }\n}\n` }]);
      expect(project.diagnostics(path).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`), step).toEqual([]);
    }
    // No word that starts a step the game does not play.
    const keywords = items.filter((i) => i.kind === 'keyword').map((i) => i.label);
    for (const word of ['if', 'may', 'choose', 'search', 'searches', 'shuffle', 'shuffles', 'attack', 'reorder', 'cancel', 'add']) expect(keywords, word).not.toContain(word);
    expect(keywords).toEqual(expect.arrayContaining(['heal', 'destroy', 'for', 'draw', 'discard', 'gain', 'deal']));
  });

  it('offers the stance duel, whose cards have no one-off effects, no step at all', () => {
    const ruleset = { path: 'content/stance-duel/ruleset.smith', text: readFileSync('content/stance-duel/ruleset.smith', 'utf8') };
    const stance = new LanguageService(new Project([ruleset]));
    const path = 'content/stance-duel/cards/gear/probe.smith';
    const text = 'gear G {\n  your fighter gets ATK +1\n  effect { | }\n}\n';
    stance.update(path, text.replace('|', ''));
    const items = stance.completions(path, text.indexOf('|'))?.items ?? [];
    expect(items.filter((i) => i.kind === 'snippet')).toEqual([]);
    const keywords = items.filter((i) => i.kind === 'keyword').map((i) => i.label);
    for (const word of ['heal', 'destroy', 'draw', 'discard', 'if', 'for', 'may', 'choose', 'deal', 'gain']) expect(keywords, word).not.toContain(word);
  });
});

