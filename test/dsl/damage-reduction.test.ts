/**
 * `reduce [KIND] damage to this|SELECTOR by AMOUNT` and offhand weapons: parsing, printing, validation
 * (with positions), rules text and completion, against the small fixture game.
 */
import { describe, expect, it } from 'vitest';
import type { CardDecl, DamageReduction } from '../../dsl/ast';
import type { Diagnostic } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { LanguageService } from '../../dsl/language-service/service';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { fixtureProject } from './fixture-game';

const armorPath = 'content/t/cards/equipment/probe.smith';
const actionPath = 'content/t/cards/action/probe.smith';

function card(text: string): CardDecl {
  const doc = parse(text).document;
  const decl = doc.decls[0];
  if (!decl || decl.kind !== 'Card') throw new Error('no card');
  return decl;
}

function reduction(text: string): DamageReduction {
  const ability = card(text).abilities[0];
  const effect = ability?.kind === 'Continuous' ? ability.effects[0] : undefined;
  if (effect?.kind !== 'DamageReduction') throw new Error('no reduction');
  return effect;
}

function diagnostics(text: string, path = armorPath): Diagnostic[] {
  return fixtureProject([{ path, text }]).diagnostics(path);
}

const at = (text: string, word: string): { line: number; column: number } => {
  const offset = text.indexOf(word);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
};

describe('reduce … damage to … by …', () => {
  it('parses a percentage for an element on `this`', () => {
    const r = reduction('armor "Fire Mail" {\n  reduce fire damage to this by 50%\n}\n');
    expect(r.damageKind?.text).toBe('fire');
    expect(r.subject.kind).toBe('This');
    expect(r.amount).toMatchObject({ kind: 'Percent', value: 50 });
  });

  it('parses a flat amount for all damage on a selector', () => {
    const r = reduction('building B {\n  footprint 2 x 2\n  reduce damage to your Elf summons by 2\n}\n');
    expect(r.damageKind).toBeUndefined();
    expect(r.subject).toMatchObject({ kind: 'Selector', owner: 'you', entity: 'summon' });
    expect(r.amount).toMatchObject({ kind: 'Number', value: 2 });
  });

  it('prints in the canonical form and round-trips', () => {
    const text = 'offhand Shield {\n  reduce physical damage to this by 4\n}\n';
    expect(format(text).text).toBe(text);
    const building = 'building B {\n  footprint 2 x 2\n  reduce fire damage to your Elf summons by 25%\n}\n';
    expect(format(building).text).toBe(building);
  });

  it('validates a reduction by damage type and by element on equipment', () => {
    expect(diagnostics('armor "Fire Mail" { reduce fire damage to this by 50% }')).toEqual([]);
    expect(diagnostics('offhand Shield { reduce physical damage to this by 4 }')).toEqual([]);
  });

  it('reports an unknown damage kind at its position, with the closest name', () => {
    const text = 'armor M {\n  reduce fyre damage to this by 50%\n}\n';
    const [d] = diagnostics(text);
    expect(d?.code).toBe('L0107');
    expect(d?.message).toContain('Unknown damage type or element `fyre`');
    expect(d?.fixes?.[0]?.edits[0]?.newText).toBe('fire');
    expect(d?.range.start).toMatchObject(at(text, 'fyre'));
  });

  it('reports `this` where it is not a unit (an action card) at its position', () => {
    const text = 'action A {\n  reduce damage to this by 2\n}\n';
    const found = diagnostics(text, actionPath).filter((d) => d.code === 'L0201');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain('`this` is not a unit here');
    expect(found[0]?.range.start).toMatchObject(at(text, 'this'));
  });

  it('reports a selector that names no summons, a reduction above 100 % and a negative one', () => {
    const players = 'building B {\n  footprint 1 x 1\n  reduce damage to your players by 2\n}\n';
    expect(diagnostics(players, 'content/t/cards/building/probe.smith').map((d) => d.message)).toContain('Only summons take damage: write `to your summons`, `to your Elf summons` …');
    const tooMuch = 'armor M {\n  reduce fire damage to this by 150%\n}\n';
    const [d] = diagnostics(tooMuch);
    expect(d?.message).toBe('A reduction of 150% is more than all the damage: at most 100%');
    expect(d?.range.start).toMatchObject(at(tooMuch, '150%'));
    const negative = 'armor M {\n  reduce fire damage to this by -2\n}\n';
    expect(diagnostics(negative).map((x) => x.message)).toEqual(['A reduction is not negative: to add damage, use an effect on the attacker']);
  });

  it('reads as rules text', () => {
    expect(rulesText(card('armor "Fire Mail" { reduce fire damage to this by 50% }'))).toContain('Fire damage to this summon is reduced by 50%.');
    expect(rulesText(card('building B { footprint 2 x 2 reduce damage to your Elf summons by 2 }'))).toContain('Damage to Elf summons you control is reduced by 2.');
  });

  it('completes damage types and elements after `reduce`', () => {
    const service = new LanguageService(fixtureProject());
    const text = 'armor M {\n  reduce | damage to this by 2\n}\n';
    service.update(armorPath, text.replace('|', ''));
    const items = service.completions(armorPath, text.indexOf('|'))?.items.map((i) => i.label) ?? [];
    expect(items).toEqual(expect.arrayContaining(['physical', 'magical', 'fire', 'water']));
  });

  it('offers `reduce` where a continuous ability may start', () => {
    const service = new LanguageService(fixtureProject());
    const text = 'armor M {\n  |\n}\n';
    service.update(armorPath, text.replace('|', ''));
    expect(service.completions(armorPath, text.indexOf('|'))?.items.map((i) => i.label)).toContain('reduce');
  });
});

describe('offhand weapons', () => {
  it('an offhand with a damage formula is a secondary weapon with its power and range', () => {
    const c = card('offhand Dagger { power 10 range 1 physical damage = STR * (1 + power / 100) * (STR / target.DEF) / 2 }');
    expect(c.cardType === 'equipment' && c.slot).toBe('offhand');
    expect(c.cardType === 'equipment' ? { power: c.weapon?.power, range: c.weapon?.range } : null).toEqual({ power: 10, range: 1 });
    expect(diagnostics('offhand Dagger { power 10 range 1 physical damage = STR * (1 + power / 100) * (STR / target.DEF) / 2 }')).toEqual([]);
  });

  it('armor and accessories cannot attack: a damage formula there is an error at its position', () => {
    const text = 'armor M {\n  physical damage = STR\n}\n';
    const d = parse(text).diagnostics.find((x) => x.code === 'L0404');
    expect(d?.message).toBe('Only weapons and offhand weapons have a basic-attack damage formula');
    expect(d?.range.start).toMatchObject(at(text, 'physical'));
  });
});
