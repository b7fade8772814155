/**
 * "Test this card" in the duels' sandboxes, on the content as the sandbox loads it: the deck made for
 * the test (the counts below are read by hand from content/<game>/decks/*.smith), the game's own deck
 * rules and setup playing it, and the tested card on top of A's deck where the game shuffles one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monsterAndMoves } from '../../../games/chain-duel/deck';
import { contentSources } from '../../../test/sandbox/helpers';
import { compileChainDuel } from '../chain-duel/compile';
import { compileManaDuel } from '../mana-duel/compile';
import type { GameSources } from '../model/compile';
import { compileStanceDuel } from '../stance-duel/compile';
import { cardTest, launcherTest, orderWithOnTop } from './card-test';
import { parseOrder } from './draws';
import { startMatch } from './run';

/** A fixed "random" for the shuffle order's rest: the order is then the same in every run. */
const noon = () => 0.5;

function planned(sources: GameSources, card: string, draft?: string) {
  const test = cardTest(sources, card, draft);
  if (!test.ok) throw new Error(test.reason);
  return test;
}

function scriptOf(order: string | undefined) {
  if (order === undefined) throw new Error('no shuffle order');
  const parsed = parseOrder(order);
  if (!parsed.ok) throw new Error(parsed.reason);
  return [parsed.draw];
}

/** How many copies of `name` the deck file `text` lists. */
const copies = (text: string, name: string) => Number(new RegExp(`(\\d+) "?${name}"?\\n`).exec(text)?.[1] ?? 0);

describe('Test this card in a duel', () => {
  it('mana duel: a monster in no deck takes the place of one Mana Wisp in Arcane Tempo, is on top of A’s deck and in the opening hand', () => {
    const sources = contentSources('mana-duel');
    const test = planned(sources, 'shell-turtle');
    // content/mana-duel/decks/arcane-tempo.smith opens with "3 Mana Wisp", a monster; every deck has a monster.
    expect(test.plans.map((p) => p.deck)).toEqual(['Arcane Tempo with Shell Turtle', 'Fire and Fury with Shell Turtle', 'Grave Tide with Shell Turtle', 'Stone Wall with Shell Turtle']);
    expect(test.plans[0]).toMatchObject({ card: { id: 'shell-turtle', name: 'Shell Turtle', type: 'monster' }, base: 'Arcane Tempo', replaced: 'Mana Wisp' });
    const made = test.sources.files.find((f) => f.path === test.plans[0]?.deckPath)?.text ?? '';
    expect([copies(made, 'Shell Turtle'), copies(made, 'Mana Wisp')]).toEqual([1, 2]);
    expect(test.sources.files).toHaveLength(sources.files.length + 4);

    const compiled = compileManaDuel(test.sources, test.overrides);
    if (!compiled.ok) throw new Error(compiled.message);
    const deck = compiled.game.decks.find((d) => d.name === 'Arcane Tempo with Shell Turtle')?.deck;
    // Still the 30 cards the ruleset asks for.
    expect(deck?.cards).toHaveLength(30);
    const { test: shown, decks } = launcherTest(test.plans, compiled.game, (d) => d.cards, noon);
    // One deck made for the test is listed: the one used.
    expect(decks.map((d) => d.name).sort()).toEqual(['Arcane Tempo', 'Arcane Tempo with Shell Turtle', 'Fire and Fury', 'Grave Tide', 'Stone Wall']);
    expect(shown).toMatchObject({ problem: false, deckA: 'Arcane Tempo with Shell Turtle' });
    expect(shown.note).toBe("Testing Shell Turtle: Player A plays Arcane Tempo with Shell Turtle in place of one Mana Wisp. A's shuffle order puts it on top of the deck, so it is drawn first (clear the field to let the seed shuffle).");
    for (const seed of [1, 2, 3]) {
      const started = startMatch(compiled.game, { decks: { A: 'Arcane Tempo with Shell Turtle', B: 'Stone Wall' }, seed, seats: { A: 'human', B: 'human' }, script: scriptOf(shown.orderA) });
      if (!started.ok) throw new Error(started.reason);
      const { state } = started.frame;
      expect(state.players.A.hand.map((id) => state.cards[id]?.card)).toContain('shell-turtle');
    }
  });

  it('mana duel: a card a deck already holds is tested in that deck, unchanged', () => {
    const sources = contentSources('mana-duel');
    const test = planned(sources, 'mana-wisp');
    expect(test.plans[0]).toEqual({ card: { id: 'mana-wisp', name: 'Mana Wisp', type: 'monster' }, deck: 'Arcane Tempo', base: 'Arcane Tempo' });
    const compiled = compileManaDuel(test.sources, test.overrides);
    if (!compiled.ok) throw new Error(compiled.message);
    const { test: shown, decks } = launcherTest(test.plans, compiled.game, (d) => d.cards, noon);
    expect(shown.deckA).toBe('Arcane Tempo');
    expect(decks.map((d) => d.name).sort()).toEqual(['Arcane Tempo', 'Fire and Fury', 'Grave Tide', 'Stone Wall']);
  });

  it('chain duel: a move takes the place of one Flame Fang in Drake Blaze and is drawn at the start; a monster replaces the monster', () => {
    const sources = contentSources('chain-duel');
    const test = planned(sources, 'feint');
    // content/chain-duel/decks/drake-blaze.smith: "1 Ember Drake" (the monster), then "3 Flame Fang".
    expect(test.plans[0]).toMatchObject({ deck: 'Drake Blaze with Feint', base: 'Drake Blaze', replaced: 'Flame Fang' });
    const compiled = compileChainDuel(test.sources, test.overrides);
    if (!compiled.ok) throw new Error(compiled.message);
    const { test: shown } = launcherTest(test.plans, compiled.game, (d) => monsterAndMoves(d).moves, noon);
    expect(shown.orderA?.split(', ')).toHaveLength(20);
    const started = startMatch(compiled.game, { decks: { A: 'Drake Blaze with Feint', B: 'Golem Wall' }, seed: 4, seats: { A: 'human', B: 'human' }, script: scriptOf(shown.orderA) });
    if (!started.ok) throw new Error(started.reason);
    const hand = started.frame.state.players.A.hand.map((id) => started.frame.state.cards[id]?.card);
    expect(hand).toContain('feint');

    const monster = planned(sources, 'storm-roc');
    // Storm Roc is Roc Storm's monster: that deck holds it.
    expect(monster.plans[0]?.deck).toBe('Roc Storm');
    const newMonster = `monster "Test Wyrm" {\n  atk 2\n  def 2\n  traits fire\n  stats { hp 6 }\n}\n`;
    const withNew: GameSources = { ...sources, cards: [...sources.cards, { id: 'test-wyrm', path: 'content/chain-duel/cards/monster/test-wyrm.smith', text: newMonster }] };
    const wyrm = planned(withNew, 'test-wyrm');
    expect(wyrm.plans[0]).toMatchObject({ deck: 'Drake Blaze with Test Wyrm', replaced: 'Ember Drake' });
    const compiledWyrm = compileChainDuel(wyrm.sources, wyrm.overrides);
    if (!compiledWyrm.ok) throw new Error(compiledWyrm.message);
    const deck = compiledWyrm.game.decks.find((d) => d.name === 'Drake Blaze with Test Wyrm')?.deck;
    expect(deck && monsterAndMoves(deck)).toMatchObject({ monster: 'test-wyrm' });
    // The monster is not shuffled: no shuffle order.
    expect(launcherTest(wyrm.plans, compiledWyrm.game, (d) => monsterAndMoves(d).moves, noon).test.orderA).toBeUndefined();
  });

  it('stance duel: a gear takes the place of the first gear in Counterpoint and is in A’s kit; no shuffle order', () => {
    const test = planned(contentSources('stance-duel'), 'heavy-plate');
    // content/stance-duel/decks/counterpoint.smith: Shieldmaiden, Parrying Dagger, Spiked Buckler, Last Stand.
    expect(test.plans[0]).toMatchObject({ deck: 'Counterpoint with Heavy Plate', replaced: 'Parrying Dagger' });
    const compiled = compileStanceDuel(test.sources, test.overrides);
    if (!compiled.ok) throw new Error(compiled.message);
    const { test: shown } = launcherTest(test.plans, compiled.game, undefined, noon);
    expect(shown).toEqual({ note: 'Testing Heavy Plate: Player A plays Counterpoint with Heavy Plate in place of one Parrying Dagger.', problem: false, deckA: 'Counterpoint with Heavy Plate' });
    const started = startMatch(compiled.game, { decks: { A: 'Counterpoint with Heavy Plate', B: 'Iron Wall' }, seed: 1, seats: { A: 'human', B: 'human' }, script: [] });
    if (!started.ok) throw new Error(started.reason);
    expect(compiled.game.decks.find((d) => d.name === 'Counterpoint with Heavy Plate')?.deck.kit.sort()).toEqual(['heavy-plate', 'last-stand', 'spiked-buckler']);
  });

  it('tests the editor’s draft: its errors stop the test with their positions, and a renamed draft is tested by its new name', () => {
    const sources = contentSources('mana-duel');
    const broken = planned(sources, 'shell-turtle', 'monster "Shell Turtle" {\n  mana 3\n  stats { power 2 toughness 4 health five }\n}\n');
    const compiled = compileManaDuel(broken.sources, broken.overrides);
    expect(compiled.ok).toBe(false);
    if (compiled.ok) return;
    expect(compiled.message).toMatch(/^shell-turtle has \d+ errors?; fix (it|them) to test the card$/);
    expect(compiled.errors[0]?.path).toBe('content/mana-duel/cards/monster/shell-turtle.smith');

    const renamed = planned(sources, 'shell-turtle', 'monster "Shell Tortoise" {\n  mana 3\n  stats { power 2 toughness 4 health 5 }\n}\n');
    expect(renamed.plans[0]?.deck).toBe('Arcane Tempo with Shell Tortoise');
    const played = compileManaDuel(renamed.sources, renamed.overrides);
    if (!played.ok) throw new Error(played.message);
    expect(played.game.decks.some((d) => d.name === 'Arcane Tempo with Shell Tortoise')).toBe(true);
    // Still the card shell-turtle (its file's id, the studio's): the shuffle order puts that id on top, and it is drawn.
    expect(renamed.plans[0]?.card).toEqual({ id: 'shell-turtle', name: 'Shell Tortoise', type: 'monster' });
    const { test: shown } = launcherTest(renamed.plans, played.game, (d) => d.cards, noon);
    const started = startMatch(played.game, { decks: { A: 'Arcane Tempo with Shell Tortoise', B: 'Stone Wall' }, seed: 1, seats: { A: 'human', B: 'human' }, script: scriptOf(shown.orderA) });
    if (!started.ok) throw new Error(started.reason);
    const { state } = started.frame;
    expect(state.players.A.hand.map((id) => state.cards[id]?.card)).toContain('shell-turtle');
  });

  it('says why a card cannot be tested: unknown, no deck with a card of its type, a deck the rules refuse', () => {
    const sources = contentSources('stance-duel');
    expect(cardTest(sources, 'no-such-card')).toEqual({ ok: false, reason: 'there is no card "no-such-card" in this game: it may have been deleted or belong to another game' });
    const noDecks = { ...sources, files: sources.files.filter((f) => !f.path.includes('/decks/')) };
    expect(cardTest(noDecks, 'heavy-plate')).toEqual({ ok: false, reason: 'no deck holds a gear that Heavy Plate could replace: add it to a deck in the deck builder, then test it' });
    // No deck the game plays: the launcher says what the first one's file's first error is.
    const test = planned(sources, 'heavy-plate');
    const { test: shown } = launcherTest(test.plans, { decks: [], leftOut: [{ path: test.plans[0]?.deckPath ?? '', errors: [{ message: 'The deck has 5 cards; it needs exactly 4 (remove 1)' }] }] }, undefined, noon);
    expect(shown).toEqual({ note: 'Heavy Plate cannot be tested: Player A would play Counterpoint with Heavy Plate in place of one Parrying Dagger, which the game refuses: The deck has 5 cards; it needs exactly 4 (remove 1).', problem: true });
  });

  it('a deck the game leaves out does not stop the test: the next deck with room is used', () => {
    const sources = contentSources('stance-duel');
    // Counterpoint names a card the game does not have: the game leaves it out, and the deck made from it.
    const broken = { ...sources, files: sources.files.map((f) => (f.path.endsWith('/decks/counterpoint.smith') ? { ...f, text: f.text.replace('1 "Last Stand"', '1 "No Such Card"') } : f)) };
    const test = planned(broken, 'heavy-plate');
    const compiled = compileStanceDuel(test.sources, test.overrides);
    if (!compiled.ok) throw new Error(compiled.message);
    const { test: shown, decks } = launcherTest(test.plans, compiled.game, undefined, noon);
    // content/stance-duel/decks/iron-wall.smith: Iron Duelist, then Kite Shield, its first gear.
    expect(shown).toEqual({ note: 'Testing Heavy Plate: Player A plays Iron Wall with Heavy Plate in place of one Kite Shield.', problem: false, deckA: 'Iron Wall with Heavy Plate' });
    expect(decks.map((d) => d.name).sort()).toEqual(['Iron Wall', 'Iron Wall with Heavy Plate', 'Quicksilver', 'Red Fury']);
  });

  it('orderWithOnTop: a shuffle order of every index once, the given one first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.infiniteStream(fc.double({ min: 0, max: 0.999_999, noNaN: true })))), ([n, index, stream]) => {
        const order = orderWithOnTop(index, n, () => stream.next().value);
        const parsed = parseOrder(order);
        expect(parsed.ok).toBe(true);
        expect(order.split(', ').map(Number)[0]).toBe(index);
      }),
    );
  });
});
