import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import type { CardDecl, GameCard } from '../../dsl/ast';
import { vocabularyOf } from '../../dsl/vocabulary';
import { cardFace } from './card-face';

function card(text: string): CardDecl {
  const decl = parse(text).document.decls[0];
  if (decl?.kind !== 'Card') throw new Error('expected a card');
  return decl;
}

describe('the card face', () => {
  it('shows a played card’s type line, speed, attribute, parameters, requirements and rules text', () => {
    const face = cardFace(
      card(`action "Spark" {
  attribute fire
  then discard
  power 60
  accuracy 85
  range 6
  param save 30%
  caster: your Mage
  target: enemy Fighter within range of caster
  effect { attack target with magical damage = caster.INT * (1 + power / 100) crit x1.5 }
  flavor "It stings."
}`),
    );
    expect(face).toMatchObject({ name: 'Spark', cardType: 'action', typeLine: 'Action · Fire', speed: 'action', attribute: 'fire', provisional: false, flavor: 'It stings.' });
    expect(face.stats).toEqual([
      { label: 'Power', value: '60' },
      { label: 'Accuracy', value: '85' },
      { label: 'Range', value: '6' },
      { label: 'save', value: '30%' },
    ]);
    // The enemy Fighter is a target, not a requirement.
    expect(face.requires).toEqual({ roles: ['Mage'], species: [] });
    expect(face.text[0]).toBe('The caster: a Mage-based summon you control.');
    expect(face.text.at(-1)).toBe('Then put this card in your discard pile.');
    expect(face.text.join('\n')).not.toContain('It stings.');
  });

  it('shows a summon’s species and stats with growth as a grid, not again in the text', () => {
    const face = cardFace(card('summon "Scout Kid" { species Elf rarity Common stats { STR 9 INT 12 } growth { STR + INT ++ } }'));
    expect(face).toMatchObject({ cardType: 'summon', species: 'Elf', rarity: 'Common', typeLine: 'Summon' });
    expect(face.stats).toEqual([
      { label: 'STR', value: '9', note: '+' },
      { label: 'INT', value: '12', note: '++' },
    ]);
    expect(face.text).toEqual([]);
    expect(face.speed).toBeUndefined();
  });

  it('reads requirements in `where` clauses and `requires`, and a building’s size', () => {
    const face = cardFace(
      card(`building "Camp" {
  footprint 2 x 3
  target: your summon where it is a Fighter or it is an Elf Mage
  requires you control a Dwarf summon
  effect { draw 1 card }
}`),
    );
    expect(face.requires.roles.sort()).toEqual(['Fighter', 'Mage']);
    expect(face.requires.species.sort()).toEqual(['Dwarf', 'Elf']);
    expect(face.stats).toEqual([{ label: 'Size', value: '2 × 3' }]);
  });

  it('gives equipment its slot', () => {
    const face = cardFace(card('weapon "Stick" { power 10 range 1 physical damage = STR }'));
    expect(face).toMatchObject({ cardType: 'equipment', slot: 'weapon', typeLine: 'Equipment — weapon' });
    expect(face.text).toContain('Power 10 · Range 1.');
  });
});

/** A mana duel card, parsed alone (its ruleset's words are given to the face separately). */
function duelCard(text: string): GameCard {
  const decl = parse(text).document.decls[0];
  if (decl?.kind !== 'GameCard') throw new Error('expected a card of a declared type');
  return decl;
}

describe('the card face of a game that declares its card types (the mana duel)', () => {
  // The mana duel's ruleset, cut down to what the face reads; stats declared in this order.
  const ruleset = parse(`ruleset "Mana Duel" {
  game mana-duel
  card-types monster, spell, equipment
  stats power, toughness, health
  properties mana
  zones {
    battlefield public holds monster
  }
}`).document.decls[0];
  const vocabulary = vocabularyOf(ruleset?.kind === 'Ruleset' ? ruleset : undefined);

  it('shows a monster’s type, cost, stats in the ruleset’s order (not the card’s) and its ability, not its stats again', () => {
    const face = cardFace(
      duelCard(`monster "Ancient Treant" {
  mana 7
  stats { health 8 power 6 toughness 5 }
  at end of your turn: you gain 2 health
  flavor "Older than the hills."
}`),
      vocabulary,
    );
    expect(face).toMatchObject({ name: 'Ancient Treant', cardType: 'monster', typeLine: 'Monster', provisional: false, flavor: 'Older than the hills.' });
    expect(face.properties).toEqual([{ label: 'Mana', value: '7' }]);
    expect(face.stats).toEqual([
      { label: 'Power', value: '6' },
      { label: 'Toughness', value: '5' },
      { label: 'Health', value: '8' },
    ]);
    expect(face.text).toEqual(['At the end of your turn: You gain 2 health.']);
    expect(face.requires).toEqual({ roles: [], species: [] });
    expect(face.speed).toBeUndefined();
    expect(face.attribute).toBeUndefined();
  });

  it('shows a spell’s cost and effect, with no stats', () => {
    const face = cardFace(duelCard('spell "Arcane Insight" {\n  mana 3\n  effect {\n    draw 2 cards\n  }\n}'), vocabulary);
    expect(face).toMatchObject({ name: 'Arcane Insight', cardType: 'spell', typeLine: 'Spell', stats: [], properties: [{ label: 'Mana', value: '3' }] });
    expect(face.text).toEqual(['You draw 2 cards.']);
    expect(face.flavor).toBeUndefined();
  });

  it('shows an equipment’s cost, its choice and its effect', () => {
    const face = cardFace(duelCard('equipment "Battle Axe" {\n  mana 3\n  target: any monster\n  effect {\n    target.power +3\n  }\n}'), vocabulary);
    expect(face).toMatchObject({ name: 'Battle Axe', cardType: 'equipment', typeLine: 'Equipment', stats: [], properties: [{ label: 'Mana', value: '3' }] });
    expect(face.slot).toBeUndefined();
    expect(face.text).toHaveLength(2);
    expect(face.text[0]).toMatch(/^The target: /);
    expect(face.text[1]).toMatch(/power/);
  });
});

describe('the card face of a game whose cards print a property otherwise than the language writes it (the chain duel)', () => {
  const ruleset = parse(`ruleset "Chain Duel" {
  game chain-duel
  card-types monster, move
  properties atk, def, traits
}`).document.decls[0];
  const vocabulary = vocabularyOf(ruleset?.kind === 'Ruleset' ? ruleset : undefined);

  it('shows an additional ATK or DEF as the seed prints it (`+1`, `-2`), an initial one and `none` as written', () => {
    const face = cardFace(duelCard('move "Probe" {\n  atk plus(1)\n  def minus(2)\n  traits none\n}'), vocabulary);
    expect(face.properties).toEqual([
      { label: 'Atk', value: '+1' },
      { label: 'Def', value: '-2' },
      { label: 'Traits', value: 'none' },
    ]);
    expect(cardFace(duelCard('move "Probe" {\n  atk 3\n  def none\n  traits claw\n}'), vocabulary).properties).toEqual([
      { label: 'Atk', value: '3' },
      { label: 'Def', value: 'none' },
      { label: 'Traits', value: 'claw' },
    ]);
  });
});
