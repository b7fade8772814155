import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { deckProblems } from './deck';
import { manaContent } from './content';
import { rulesFromRuleset } from './ruleset';

function contentDecls() {
  const root = 'content/mana-duel';
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.smith'));
  return files.flatMap((f) => parse(readFileSync(join(root, f), 'utf8')).document.decls);
}

describe('the mana duel read from its .smith content', () => {
  const content = manaContent(contentDecls());

  it('translates every card and deck of content/mana-duel, with no problem', () => {
    expect(content.problems).toEqual([]);
    // 22 monsters, the seed's four example monsters, 15 spells and 6 equipment.
    expect(content.cards).toHaveLength(47);
    expect(content.decks).toHaveLength(4);
    // By the ruleset's deck rules, which state the seed's: 30 cards, at most 3 copies.
    const limits = content.ruleset ? rulesFromRuleset(content.ruleset).rules.deck : undefined;
    expect(limits).toEqual({ minCards: 30, maxCards: 30, copies: 3 });
    for (const { name, deck } of content.decks) expect(deckProblems(deck, limits ?? {}), name).toEqual([]);
    expect(content.ruleset?.name.text).toBe('Mana Duel');
  });

  it('reads each form of the language as the card says it', () => {
    const card = (name: string) => content.cards.find((c) => c.name === name);
    // monster "Ember Whelp" { mana 2  stats { power 3 toughness 1 health 2 }  when this is summoned: deal 1 damage to opponent }
    expect(card('Ember Whelp')).toMatchObject({ id: 'ember-whelp', type: 'monster', cost: 2, stats: { power: 3, toughness: 1, health: 2 }, target: 'none', onSummon: [{ do: 'damage', amount: 1, to: 'opponent' }] });
    // when this is summoned { target: enemy monster  destroy target }
    expect(card('Bog Horror')).toMatchObject({ target: 'enemy-monster', onSummon: [{ do: 'destroy', to: 'target' }] });
    // at end of your turn: heal this by 2
    expect(card('Cave Troll')).toMatchObject({ onTurnEnd: [{ do: 'heal', amount: 2, to: 'this' }] });
    // at end of your turn: you gain 2 health
    expect(card('Ancient Treant')?.onTurnEnd).toEqual([{ do: 'gain-health', amount: 2, who: 'you' }]);
    // equipment "Battle Axe" { mana 3  target: any monster  effect { target.power +3 } }
    expect(card('Battle Axe')).toMatchObject({ type: 'equipment', cost: 3, target: 'any-monster', bonus: { power: 3, toughness: 0 } });
    expect(card('Battle Axe')?.onPlay).toBeUndefined();
    // spell "Meteor" { mana 6  effect { for each m in enemy monsters { deal 4 damage to m } } }
    expect(card('Meteor')?.onPlay).toEqual([{ do: 'for-each', monsters: 'enemy', step: { do: 'damage', amount: 4, to: 'each' } }]);
    // spell "Drain Life" { target: enemy monster  effect { deal 3 damage to target  you gain 3 health } }
    expect(card('Drain Life')).toMatchObject({ target: 'enemy-monster', onPlay: [{ do: 'damage', amount: 3, to: 'target' }, { do: 'gain-health', amount: 3, who: 'you' }] });
    // spell "Frost Nova": m.power -2 until end of turn for each enemy monster
    expect(card('Frost Nova')?.onPlay).toEqual([{ do: 'for-each', monsters: 'enemy', step: { do: 'modify', power: -2, toughness: 0, until: 'end-of-turn', to: 'each' } }]);
    expect(card('Mana Surge')?.onPlay).toEqual([{ do: 'gain-mana', amount: 2 }]);
    // spell "Mind Rot" { opponent discards 1 card to graveyard }: at random, from the hand
    expect(card('Mind Rot')?.onPlay).toEqual([{ do: 'discard', amount: 1, who: 'opponent' }]);
    // spell "Vitality Surge" { target.health +3 }: decision 6 raises the maximum and the health by 3
    expect(card('Vitality Surge')?.onPlay).toEqual([{ do: 'raise-max-health', amount: 3, to: 'target' }]);
    // when this is summoned: for each m in your monsters other than this { m.power +1 until end of turn }
    expect(card('War Drummer')?.onSummon).toEqual([{ do: 'for-each', monsters: 'own', exceptThis: true, step: { do: 'modify', power: 1, toughness: 0, until: 'end-of-turn', to: 'each' } }]);
  });

  it('reports what the mana duel does not play, with its position, and keeps the other cards', () => {
    const src = `ruleset "Mana Duel" { game mana-duel card-types monster, spell, equipment stats power, toughness, health properties mana }
spell "Good" { mana 1 effect { you draw 1 card } }
spell "Formula" {
  mana 2
  effect { deal this.power damage to opponent }
}
deck "Short" { main { 1 "Good" 1 "Formula" } }`;
    const read = manaContent(parse(src).document.decls);
    expect(read.cards.map((c) => c.name)).toEqual(['Good']);
    expect(read.problems[0]).toMatchObject({ card: 'Formula', message: 'the mana duel takes a whole number here', range: { start: { line: 5 } } });
    expect(read.problems[1]?.message).toBe('deck "Short": "Formula" is not a mana duel card the engine can play');
    expect(read.decks).toEqual([]);
  });
});
