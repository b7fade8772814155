/**
 * The return module through the language's stages. Summoner's Grid running it is covered by the content's
 * scenarios (a counter returning a defeated summon, run by test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const returnCard = `counter "Second Wind" {
  attribute light
  when your summon is defeated
  effect {
    choose destination: empty space in your territory
    return event.unit to destination with 25% HP
  }
}
`;

describe('the return effect module (`return T to S with N% HP`)', () => {
  it('parses into a Return step with the unit, the space and the share of HP, matching the AST schema', () => {
    const [, step] = parsedCard(returnCard).effect;
    expect(step).toMatchObject({
      kind: 'Return',
      target: { kind: 'Ref', path: [{ text: 'event' }, { text: 'unit' }] },
      to: { kind: 'Ref', path: [{ text: 'destination' }] },
      hp: { kind: 'Percent', value: 25 },
    });
    expect(EffectSchema.safeParse(step).success).toBe(true);
    const broken: Record<string, unknown> = { ...step };
    delete broken.hp;
    expect(EffectSchema.safeParse(broken).success).toBe(false);
  });

  it('needs the closing `HP`', () => {
    expect(parse(returnCard.replace('with 25% HP', 'with 25%')).diagnostics).not.toEqual([]);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(returnCard).text;
    expect(printed).toContain('    return event.unit to destination with 25% HP\n');
    expect(sameAst(parse(printed).document, parse(returnCard).document)).toBe(true);
    expect(rulesText(parsedCard(returnCard))).toContain('Return that summon to the destination with 25% of its max HP (rounded down).');
  });

  it('checks that it returns a unit to a space with a number of HP', () => {
    expect(gridErrors(returnCard)).toEqual([]);
    expect(gridErrors(returnCard.replace('return event.unit to destination with 25% HP', 'return destination to event.unit with destination HP'))).toEqual([
      'L0201 Expected a summon here, but `destination` is a space',
      'L0201 Expected a space here, but `event.unit` is a summon',
      'L0201 Expected a number here, but `destination` is a space',
    ]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('return target to target with 10% HP')).toContain('L0119');
  });
});
