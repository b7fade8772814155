/**
 * The rider module through the language's stages. Summoner's Grid running it is covered by
 * test/engine/interpreter-more.test.ts (a rider's damage added to the next basic attack, doubled on a
 * crit) and the content's scenarios (run by test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const riderCard = `action "Keen Edge" {
  attribute wind
  then discard
  caster: your summon
  effect {
    next attack of caster deals extra physical wind damage = caster.STR / target.DEF crit x2 until end of turn
    next attack of caster deals extra magical damage = 5
  }
}
`;

describe('the rider effect module (`next attack of T deals extra … damage = …`)', () => {
  it('parses into Rider steps with the damage, the crit multiplier if written and the duration, matching the AST schema', () => {
    const [full, plain] = parsedCard(riderCard).effect;
    expect(full).toMatchObject({
      kind: 'Rider',
      target: { kind: 'Ref', path: [{ text: 'caster' }] },
      on: 'next-basic-attack',
      damage: { kind: 'DamageSpec', damageType: { text: 'physical' }, attribute: { text: 'wind' }, amount: { kind: 'Binary', op: '/' } },
      critMultiplier: { kind: 'Number', value: 2 },
      duration: { kind: 'Duration', until: 'end-of-turn', endsWhen: [] },
    });
    expect(plain).toMatchObject({ kind: 'Rider', damage: { damageType: { text: 'magical' }, amount: { kind: 'Number', value: 5 } }, duration: { until: 'permanent' } });
    expect(plain && 'critMultiplier' in plain).toBe(false);
    for (const step of [full, plain]) expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(EffectSchema.safeParse({ ...full, on: 'next-spell' }).success).toBe(false);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(riderCard).text;
    expect(printed).toContain('    next attack of caster deals extra physical wind damage = caster.STR / target.DEF crit x2 until end of turn\n    next attack of caster deals extra magical damage = 5\n');
    expect(format(printed).text).toBe(printed);
    expect(sameAst(parse(printed).document, parse(riderCard).document)).toBe(true);
    const text = rulesText(parsedCard(riderCard));
    expect(text).toContain("The caster's next basic attack before end of turn also deals physical wind damage equal to");
    expect(text).toContain('; if that attack crits, this damage is multiplied by 2 instead.');
    expect(text).toContain("The caster's next basic attack also deals magical damage equal to 5.");
  });

  it('checks a unit, the damage (where `target` is the unit the attack hits) and a number for the multiplier', () => {
    expect(gridErrors(riderCard)).toEqual([]);
    expect(gridErrors(riderCard.replace('crit x2', 'crit ×caster'))).toEqual(['L0201 Expected a number here, but `caster` is a summon']);
    // `target` is bound only inside the damage formula.
    expect(gridErrors(riderCard.replace('crit x2', 'crit ×target.DEF'))).toEqual([expect.stringMatching(/^L0101 Unknown name `target`/)]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('next attack of this deals extra physical damage = 2')).toContain('L0119');
  });
});
