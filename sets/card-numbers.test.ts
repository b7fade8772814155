import { describe, expect, it } from 'vitest';
import type { CardDecl } from '../dsl/ast';
import { cardNumbers, cardNumbersSchema } from './card-numbers';
import { growthDecl, name, num, param, range, ref, ruleset, spell, summon } from './test-fixtures/ast-builders';

const context = {
  ruleset: ruleset([
    { cardType: 'action', pile: 'recharge' },
    { cardType: 'counter', pile: 'discard' },
  ]),
  growth: [growthDecl('Average', '_', 1), growthDecl('Fast', '+', 1.33)],
};

describe('cardNumbers', () => {
  it('reads speed, attribute, constant parameters and percentages off an action', () => {
    const card = spell('Bolt', 'action', {
      attribute: name('fire'),
      pile: 'discard',
      params: [param('power', num(60)), param('accuracy', num(85)), param('save', { kind: 'Percent', value: 30, range }), param('range', ref('caster', 'range'))],
    });
    const numbers = cardNumbers(card, context);
    expect(numbers).toMatchObject({ cardType: 'action', speed: 'action', attribute: 'fire', pile: 'discard', power: 60, accuracy: 85 });
    expect(numbers.range).toBeUndefined(); // `range caster.range` is a formula, not a number
    expect(numbers.params).toEqual({ power: 60, accuracy: 85, save: 30 });
    expect(numbers.percentParams).toEqual(['save']);
    expect(cardNumbersSchema.parse(numbers)).toEqual(numbers);
  });

  it("takes the ruleset's default pile when the card names none", () => {
    expect(cardNumbers(spell('Rush', 'action'), context).pile).toBe('recharge');
    expect(cardNumbers(spell('Trap', 'reaction'), context).pile).toBeUndefined();
  });

  it('gives a summon its species, base stats and growth kinds resolved by symbol or name', () => {
    const numbers = cardNumbers(summon('Warrior', { STR: 12, INT: 9 }, { STR: '+', INT: 'Average', LCK: '?' }), context);
    expect(numbers.species).toBe('Gignen');
    expect(numbers.rarity).toBe('Common');
    expect(numbers.stats).toEqual({ STR: 12, INT: 9 });
    expect(numbers.growth).toEqual({ STR: { kind: 'Fast', rate: 1.33 }, INT: { kind: 'Average', rate: 1 }, LCK: { kind: '?', rate: null } });
  });

  it("gives a weapon its power and range, and a role its tier, family and edges", () => {
    const bow: CardDecl = {
      ...spell('Bow', 'action'),
      cardType: 'equipment',
      slot: 'weapon',
      weapon: { power: 30, range: 5, damage: { kind: 'DamageSpec', damageType: name('physical'), amount: num(1), range } },
      bonuses: [{ kind: 'StatModifier', stat: name('ACC'), op: 'add', value: 2, range }],
    };
    expect(cardNumbers(bow, context)).toMatchObject({
      slot: 'weapon',
      power: 30,
      range: 5,
      weapon: { power: 30, range: 5, damageType: 'physical' },
      bonuses: [{ stat: 'ACC', op: 'add', value: 2 }],
    });
    const role: CardDecl = { ...spell('Berserker', 'action'), cardType: 'role', tier: 2, family: name('Warrior'), from: [name('Warrior')], modifiers: [{ kind: 'StatModifier', stat: name('STR'), op: 'mul', value: 1.3, range }] };
    expect(cardNumbers(role, context)).toMatchObject({ tier: 2, family: 'Warrior', from: ['Warrior'], modifiers: [{ stat: 'STR', op: 'mul', value: 1.3 }] });
  });

  it('describes both kinds of advance', () => {
    const roleChange: CardDecl = { ...spell('Rage', 'action'), cardType: 'advance', advance: { kind: 'RoleChange', subject: name('target'), to: name('Berserker'), range } };
    expect(cardNumbers(roleChange, context).advance).toEqual({ kind: 'role-change', to: 'Berserker' });
    const named: CardDecl = {
      ...spell('Scoutmaster', 'action'),
      cardType: 'advance',
      advance: { kind: 'NamedSummon', material: name('m'), species: name('Gignen'), role: name('Rogue'), inherits: [name('equipment')], stats: [{ kind: 'StatValue', stat: name('SPD'), value: 35, range }], growth: [], range },
    };
    expect(cardNumbers(named, context)).toMatchObject({
      species: 'Gignen',
      stats: { SPD: 35 },
      advance: { kind: 'named-summon', species: 'Gignen', role: 'Rogue', inherits: ['equipment'] },
    });
  });
});
