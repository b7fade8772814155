import { describe, expect, it } from 'vitest';
import type { Decl } from '../dsl/ast';
import { setContents } from './dependencies';
import { referencesOf } from './references';
import { growthDecl, name, range, role, roleFilter, ruleset, selector, spell, summon } from './test-fixtures/ast-builders';

const bolt = spell('Bolt', 'action', {
  bindings: [{ kind: 'Binding', name: name('caster'), selector: selector('summon', [roleFilter('Magician')]), chooser: 'you', count: 1, optional: false, range }],
});
// A triggered ability nested in a card that adds another card to hand: references deep in the tree.
const scoutmaster = spell('Scoutmaster', 'action', {
  abilities: [
    {
      kind: 'Triggered',
      trigger: { kind: 'Trigger', event: name('enters-play'), whose: 'you', occurrence: 'each', would: false, range },
      optional: false,
      bindings: [],
      effect: [{ kind: 'AddCard', card: name('Follow Me!'), player: 'you', to: name('hand'), range }],
      range,
    },
  ],
});
const followMe = spell('Follow Me!', 'action', { unique: true });
const species: Decl = { kind: 'Species', name: name('Gignen'), stats: [], appearance: [{ rarity: name('Common'), weight: 1 }], traits: [], range };
const common: Decl = { kind: 'Rarity', name: name('Common'), order: 1, statFloor: 0, growthWeights: [{ growth: name('Average'), weight: 1 }], range };

const available = [
  { id: 'bolt', ast: bolt },
  { id: 'scoutmaster', ast: scoutmaster },
  { id: 'follow-me', ast: followMe },
  { id: 'magician', ast: role('Magician', 'Magician') },
  { id: 'black-mage', ast: role('Black Mage', 'Magician', ['Magician'], 2) },
  { id: 'gignen', ast: species },
  { id: 'gignen-warrior', ast: summon('Gignen Warrior', { STR: 10 }, { STR: '_' }) },
  { id: 'rules', ast: ruleset([]) },
  { id: 'average', ast: growthDecl('Average', '_', 1) },
  { id: 'fast', ast: growthDecl('Fast', '+', 1.33) },
  { id: 'common', ast: common },
  { id: 'unused-card', ast: spell('Unused', 'action') },
];

describe('referencesOf', () => {
  it('finds role, species, card, rarity and growth references anywhere in a declaration', () => {
    expect(referencesOf(bolt)).toEqual([{ kind: 'role', name: 'Magician' }]);
    expect(referencesOf(scoutmaster)).toEqual([{ kind: 'card', name: 'Follow Me!' }]);
    expect(referencesOf(summon('W', { STR: 1 }, { STR: '+', END: '+' }))).toEqual([
      { kind: 'growth', name: '+' },
      { kind: 'rarity', name: 'Common' },
      { kind: 'species', name: 'Gignen' },
    ]);
    expect(referencesOf(role('Black Mage', 'Magician', ['Magician', 'Acolyte']))).toEqual([
      { kind: 'role', name: 'Acolyte' },
      { kind: 'role', name: 'Magician' },
    ]);
    expect(referencesOf(common)).toEqual([{ kind: 'growth', name: 'Average' }]);
    expect(referencesOf(species)).toEqual([{ kind: 'rarity', name: 'Common' }]);
  });
});

describe('setContents', () => {
  it('includes the chosen cards, what they refer to transitively, and the game tables', () => {
    const { entries, problems } = setContents(['scoutmaster', 'bolt', 'gignen-warrior'], available);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { id: 'average', included: 'required' },
      { id: 'bolt', included: 'selected' },
      { id: 'common', included: 'required' },
      { id: 'fast', included: 'required' },
      { id: 'follow-me', included: 'required' },
      { id: 'gignen', included: 'required' },
      { id: 'gignen-warrior', included: 'selected' },
      { id: 'magician', included: 'required' },
      { id: 'rules', included: 'required' },
      { id: 'scoutmaster', included: 'selected' },
    ]);
  });

  it('keeps a card chosen explicitly as selected even when another card also needs it', () => {
    const { entries } = setContents(['bolt', 'magician'], available);
    expect(entries.find((e) => e.id === 'magician')).toEqual({ id: 'magician', included: 'selected' });
  });

  it('reports references that nothing published satisfies, and unknown chosen ids', () => {
    const { problems } = setContents(['black-mage', 'ghost'], available.filter((c) => c.id !== 'magician'));
    expect(problems).toEqual([
      { card: 'ghost', message: 'has no published version to include' },
      { card: 'black-mage', message: 'refers to role "Magician", which has no published version' },
    ]);
  });

  it('resolves a reference by id before display name, as the DSL does', () => {
    const byId = spell('Caller', 'action', { effect: [{ kind: 'AddCard', card: name('follow-me'), player: 'you', to: name('hand'), range }] });
    // A different card whose display name is the other card's id: the id wins.
    const decoy = spell('follow-me', 'action');
    const { entries, problems } = setContents(['caller'], [...available, { id: 'caller', ast: byId }, { id: 'decoy', ast: decoy }]);
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.id)).toContain('follow-me');
    expect(entries.map((e) => e.id)).not.toContain('decoy');
  });

  it('reports a reference that two entries answer to', () => {
    const { problems } = setContents(['bolt'], [...available, { id: 'magician-2', ast: role('Magician', 'Magician') }]);
    expect(problems).toEqual([{ card: 'bolt', message: 'refers to role "Magician", which is ambiguous: magician, magician-2' }]);
  });
});
