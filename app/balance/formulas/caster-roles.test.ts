import { describe, expect, it } from 'vitest';
import { parse } from '../../../dsl/parse';
import type { CardDecl } from '../../../dsl/ast';
import { casterMismatch, casterRoles, defaultCasterRole } from './caster-roles';

function card(text: string): CardDecl {
  const decl = parse(text).document.decls[0];
  if (!decl || decl.kind !== 'Card') throw new Error('not a card');
  return decl;
}

const bolt = card(`action "Blast Bolt" {
  attribute fire
  power 60
  caster: your Magician
  target: enemy summon within 4 of caster
  effect { attack target with magical damage = caster.INT * (1 + power / 100) }
}`);
const anyone = card(`action "Shove" {
  caster: your summon
  target: enemy summon within 1 of caster
  effect { attack target with physical damage = caster.STR }
}`);

describe('the roles that may cast a card in the formula explorer', () => {
  it('reads the caster’s role from the card, and none for a card anyone may use', () => {
    expect(casterRoles(bolt)).toEqual(['Magician']);
    expect(casterRoles(anyone)).toEqual([]);
    expect(casterRoles(undefined)).toEqual([]);
  });

  it('starts with a role the card accepts when the explorer offers it', () => {
    expect(defaultCasterRole(['Magician'], ['Warrior', 'Magician'])).toBe('Magician');
    expect(defaultCasterRole(['Paladin'], ['Warrior', 'Magician'])).toBe('Warrior');
    expect(defaultCasterRole([], ['Warrior', 'Magician'])).toBe('Warrior');
  });

  it('warns when the attacker’s role cannot use the card, naming both', () => {
    expect(casterMismatch('Blast Bolt', ['Magician'], 'Warrior')).toBe('Blast Bolt needs a Magician to use it: a Warrior cannot. The numbers show what it would do if one could.');
    expect(casterMismatch('Blast Bolt', ['Magician'], 'Magician')).toBeUndefined();
    expect(casterMismatch('Shove', [], 'Warrior')).toBeUndefined();
    expect(casterMismatch('Duo', ['Magician', 'Healer'], 'Warrior')).toContain('needs one of Magician, Healer');
  });
});
