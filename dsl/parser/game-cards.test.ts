/** Cards of the types a game declares (`monster`, `spell`, `equipment`) and the steps the mana duel added. */
import { describe, expect, it } from 'vitest';
import type { Effect, GameCard, Selector } from '../ast';
import { format } from '../format/format';
import { parse } from '../parse';
import { rulesText } from '../rules-text/rules-text';

function card(text: string): GameCard {
  const result = parse(text);
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const decl = result.document.decls[0];
  if (decl?.kind !== 'GameCard') throw new Error(`expected a generic card, got ${decl?.kind ?? 'nothing'}`);
  return decl;
}

function steps(body: string): Effect[] {
  return card(`spell S { effect { ${body} } }`).effect;
}

const whelp = `monster "Cinder Pup" {
  mana 2
  stats { power 3 toughness 1 health 2 }
  when this is summoned: deal 1 damage to opponent
  when this is defeated: draw 1 card
  at end of your turn: you gain 1 health
  flavor "Hot."
}
`;

describe('generic card declarations', () => {
  it('takes the keywords `equipment` and `move` as card type words at the top level', () => {
    const move = card('move "Test Strike" {\n  atk 3\n  def none\n  traits fire\n}\n');
    expect(move.cardType.text).toBe('move');
    expect(move.properties.map((p) => p.name.text)).toEqual(['atk', 'def', 'traits']);
    expect(format('move "Test Strike" { atk 3 def none traits fire }').text).toBe('move "Test Strike" {\n  atk 3\n  def none\n  traits fire\n}\n');
  });

  it('reads the head word, properties, stats, triggered abilities and flavor', () => {
    const c = card(whelp);
    expect(c.cardType.text).toBe('monster');
    expect(c.name.text).toBe('Cinder Pup');
    expect(c.properties.map((p) => [p.name.text, p.value.kind === 'Number' ? p.value.value : null])).toEqual([['mana', 2]]);
    expect(c.stats.map((s) => [s.stat.text, s.value])).toEqual([['power', 3], ['toughness', 1], ['health', 2]]);
    const triggers = c.abilities.map((a) => (a.kind === 'Triggered' ? [a.trigger.event.text, a.trigger.whose] : null));
    expect(triggers).toEqual([['summoned', 'any'], ['defeated', 'any'], ['turn-end', 'you']]);
    expect(c.flavor).toBe('Hot.');
  });

  it('accepts `equipment` (a keyword of Summoner\'s Grid) as a declared card type, and keeps `weapon` a Summoner\'s Grid card', () => {
    expect(card('equipment Sword { mana 1 target: any monster effect { target.power +2 } }').cardType.text).toBe('equipment');
    const weapon = parse('weapon W { power 10 range 1 physical damage = STR }').document.decls[0];
    expect(weapon?.kind === 'Card' && weapon.cardType).toBe('equipment');
  });

  it('reports a Summoner\'s Grid clause on a generic card', () => {
    const result = parse('monster M { footprint 2 x 2 }');
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([['L0404', '`footprint` is not part of a monster card']]);
  });

  it('reports a property line on a Summoner\'s Grid card', () => {
    const result = parse('action A { mana 2 }');
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([['L0404', '`mana` is not part of an action card']]);
  });

  it('does not read a stray line as a card', () => {
    const result = parse('spell A { }\nstray words here\nspell B { }');
    expect(result.document.decls.map((d) => d.name.text)).toEqual(['A', 'B']);
  });
});

describe('selector nouns from declared card types', () => {
  const selectorOf = (text: string): Selector => {
    const b = card(`spell S { target: ${text} effect { destroy target } }`).bindings[0];
    if (b === undefined) throw new Error('no binding');
    return b.selector;
  };

  it('reads a lowercase word after an owner word or article as the noun', () => {
    for (const [text, owner] of [['enemy monster', 'opponent'], ['your monster', 'you'], ['any monster', 'any'], ['a monster', 'any']] as const) {
      const s = selectorOf(text);
      expect([s.entity, s.owner, s.noun?.text]).toEqual(['card', owner, 'monster']);
    }
  });

  it('never swallows the next step after a name (Summoner\'s Grid selectors read as before)', () => {
    const result = parse('action A { effect { choose m: your Mage\n m becomes level 20 } }');
    expect(result.diagnostics).toEqual([]);
    const decl = result.document.decls[0];
    const kinds = decl?.kind === 'Card' ? decl.effect.map((e) => e.kind) : [];
    expect(kinds).toEqual(['Choose', 'SetLevel']);
  });

  it('reads plural nouns in `for each` and `destroy all`, and `is` descriptors', () => {
    const [each, destroy, test] = steps('for each m in enemy monsters { deal 1 damage to m } destroy all your monsters if it is an enemy monster: draw 1 card');
    expect(each?.kind === 'ForEach' && each.selector.noun?.text).toBe('monsters');
    expect(destroy?.kind === 'Destroy' && destroy.target.kind === 'Selector' && destroy.target.noun?.text).toBe('monsters');
    expect(test?.kind === 'If' && test.condition.kind === 'Is' && [test.condition.owner, test.condition.noun?.text]).toEqual(['opponent', 'monster']);
  });
});

describe('mana duel steps', () => {
  it('reads plain damage to a thing or a player, with a number or a formula', () => {
    const [a, b] = steps('deal 3 damage to target deal this.power damage to opponent');
    expect(a).toMatchObject({ kind: 'Deal', amount: { kind: 'Number', value: 3 }, target: { kind: 'Ref', path: [{ text: 'target' }] } });
    expect(b).toMatchObject({ kind: 'Deal', amount: { kind: 'Ref', path: [{ text: 'this' }, { text: 'power' }] }, target: { kind: 'Ref', path: [{ text: 'opponent' }] } });
  });

  it('keeps typed damage (`deal physical damage = …`) a Summoner\'s Grid damage step', () => {
    const [d] = steps('deal physical damage = 5 to target');
    expect(d?.kind).toBe('Damage');
  });

  it('reads plain damage with a roll option as an error', () => {
    // Plain damage (the mana duel's effect module) has no roll options: `crit` begins a new step there.
    const result = parse('spell S { effect { deal 3 damage to target crit x2 } }');
    expect(result.diagnostics.map((d) => [d.code, d.range.start.column])).toEqual([['L0013', 44]]);
  });

  it('reads gains and losses of player stats; VP stays its own step', () => {
    const [gain, lose, vp] = steps('you gain 3 health opponent loses 2 mana you gain 1 VP');
    expect(gain).toMatchObject({ kind: 'Gain', player: 'you', stat: { text: 'health' }, amount: { kind: 'Number', value: 3 } });
    expect(lose).toMatchObject({ kind: 'Gain', player: 'opponent', stat: { text: 'mana' }, amount: { kind: 'Unary', operand: { kind: 'Number', value: 2 } } });
    expect(vp?.kind).toBe('GainVP');
  });

  it('reads heal, stat changes, draw and destroy with the existing steps', () => {
    expect(steps('heal target by 2 target.power +2 target.toughness -1 until end of turn draw 2 cards destroy target').map((s) => s.kind)).toEqual(['Heal', 'Modify', 'Modify', 'Draw', 'Destroy']);
  });
});

describe('formatting and rules text', () => {
  it('formats a generic card to itself', () => {
    expect(format(whelp).text).toBe(whelp);
  });

  it('writes `a monster` as `any monster` (the canonical owner word) and adds the plural `s` where a list is meant', () => {
    const text = 'spell S {\n  mana 1\n  target: a monster\n  effect {\n    for each m in enemy monster {\n      deal 1 damage to m\n    }\n    destroy target\n  }\n}\n';
    expect(format(text).text).toBe('spell S {\n  mana 1\n  target: any monster\n  effect {\n    for each m in enemy monsters {\n      deal 1 damage to m\n    }\n    destroy target\n  }\n}\n');
  });

  it('formats the new ruleset declarations to themselves', () => {
    const text = 'ruleset R {\n  game mana-duel\n  card-types monster, spell\n  stats power, health\n  properties mana\n  player-stats health\n  zones {\n    hand private\n    battlefield public capacity 5 holds monster\n  }\n  phases draw, main, end\n  speeds main\n  deck exactly 30 cards, at most 3 copies\n  win when opponent.health <= 0\n}\n';
    expect(format(text).text).toBe(text);
  });

  it('says what the card does', () => {
    expect(rulesText(card(whelp)).split('\n')).toEqual([
      'Cinder Pup — Monster · 2 mana',
      'Power 3 · Toughness 1 · Health 2',
      'When this monster is summoned: Deal 1 damage to your opponent.',
      'When this monster is defeated: You draw 1 card.',
      'At the end of your turn: You gain 1 health.',
      '“Hot.”',
    ]);
    expect(rulesText(card('spell S { mana 3 effect { for each m in enemy monsters { deal 2 damage to m } opponent loses 2 health } }')).split('\n')).toEqual([
      'S — Spell · 3 mana',
      'For each enemy monster (m): Deal 2 damage to the m. Your opponent loses 2 health.',
    ]);
  });
});
