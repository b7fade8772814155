import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { declaredCard } from '../cards/card-face';
import { cardCells } from './card-cells';

function cellsOf(source: string) {
  const card = declaredCard(parse(source).document.decls);
  if (!card) throw new Error('no card');
  return cardCells(card, source);
}

/** The text each literal's offsets cover: what an edit replaces. */
function literals(source: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cellsOf(source)).flatMap(([key, cell]) => (cell.number ? [[key, source.slice(cell.number.start, cell.number.end)]] : [])),
  );
}

describe('card cells', () => {
  it('a summon: stats as literals at their offsets, growth and species as text', () => {
    const source = 'summon "A" {\n  species Angar\n  rarity Rare\n  stats { STR 16 END 9 }\n  growth { STR ++ END _ }\n}\n';
    const cells = cellsOf(source);
    expect(cells['stat:STR']).toEqual({ text: '16', number: { value: 16, start: 57, end: 59, style: 'plain' } });
    expect(source.slice(57, 59)).toBe('16');
    expect(cells['growth:STR']).toEqual({ text: '++' });
    expect(cells['species']).toEqual({ text: 'Angar' });
    expect(cells['rarity']).toEqual({ text: 'Rare' });
    expect(literals(source)).toEqual({ 'stat:STR': '16', 'stat:END': '9' });
  });

  it('an action: plain, negative and percent parameters; a formula parameter is text', () => {
    const source = 'action "B" {\n  power -60\n  accuracy 85%\n  range 6\n  param save 2.5\n  param bonus caster.INT\n  effect {\n    draw 1 card\n  }\n}\n';
    expect(literals(source)).toEqual({ 'param:power': '-60', 'param:accuracy': '85%', 'param:range': '6', 'param:save': '2.5' });
    const cells = cellsOf(source);
    expect(cells['param:power']?.number?.value).toBe(-60);
    expect(cells['param:accuracy']?.number).toMatchObject({ value: 85, style: 'percent' });
    expect(cells['param:bonus']).toEqual({ text: 'caster.INT' });
    expect(cells['speed']).toEqual({ text: 'action' });
  });

  it("a weapon's power and range found among its top-level tokens, not in its damage formula or a comment", () => {
    const source = 'weapon "H" {\n  // power 99\n  power 30\n  range 1\n  physical damage = STR * (1 + power / 100)\n}\n';
    expect(literals(source)).toEqual({ 'param:power': '30', 'param:range': '1' });
    expect(cellsOf(source)['slot']).toEqual({ text: 'weapon' });
  });

  it('bonuses: + and - with their sign, multipliers as text', () => {
    const source = 'armor "C" {\n  bonuses { END +2 DEF x2 SPD -1 }\n}\n';
    expect(literals(source)).toEqual({ 'bonus:END': '+2', 'bonus:SPD': '-1' });
    const cells = cellsOf(source);
    expect(cells['bonus:SPD']?.number?.value).toBe(-1);
    expect(cells['bonus:DEF']).toEqual({ text: 'x2' });
  });

  it('a card of a declared type: properties and stats; a formula property is text', () => {
    const source = 'move "Overreach" {\n  atk plus(2)\n  def 3\n  traits none\n}\n';
    expect(literals(source)).toEqual({ 'property:def': '3' });
    expect(cellsOf(source)['property:atk']).toEqual({ text: 'plus(2)' });
    expect(cellsOf(source)['type']).toEqual({ text: 'move' });
    expect(literals('monster "M" {\n  mana 2\n  stats { power 2 toughness 10 health 3 }\n}\n')).toEqual({ 'property:mana': '2', 'stat:power': '2', 'stat:toughness': '10', 'stat:health': '3' });
  });

  it('never offers a number the parser made up while recovering from an error', () => {
    // `power` without its value: the recovered parameter is a 0 whose range is the word `power`.
    const source = 'action "Half Done" {\n  power\n}\n';
    expect(cellsOf(source)['param:power']?.number).toBeUndefined();
  });
});
