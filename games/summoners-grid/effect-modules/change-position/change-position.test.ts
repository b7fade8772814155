/**
 * The change-position module through the language's stages. Summoner's Grid running it is covered by the
 * content's scenarios (an action placing a summon beside its caster, run by test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const placeCard = `action "Side Step" {
  attribute wind
  then discard
  target: your summon
  destination: empty space adjacent to target
  effect {
    place target on destination
  }
}
`;

describe('the change-position effect module (`place T on S`)', () => {
  it('parses into a ChangePosition step with the unit and the space, matching the AST schema', () => {
    const [step] = parsedCard(placeCard).effect;
    expect(step).toMatchObject({ kind: 'ChangePosition', target: { kind: 'Ref', path: [{ text: 'target' }] }, to: { kind: 'Ref', path: [{ text: 'destination' }] } });
    expect(Object.keys(step ?? {}).sort()).toEqual(['kind', 'range', 'target', 'to']);
    expect(EffectSchema.safeParse(step).success).toBe(true);
    const broken: Record<string, unknown> = { ...step };
    delete broken.to;
    expect(EffectSchema.safeParse(broken).success).toBe(false);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(placeCard).text;
    expect(printed).toContain('    place target on destination\n');
    expect(sameAst(parse(printed).document, parse(placeCard).document)).toBe(true);
    expect(rulesText(parsedCard(placeCard))).toContain('Put the target on the destination (a change of position, not a move).');
  });

  it('checks that it places a unit on a space', () => {
    expect(gridErrors(placeCard)).toEqual([]);
    expect(gridErrors(placeCard.replace('place target on destination', 'place destination on target'))).toEqual([
      'L0201 Expected a summon here, but `destination` is a space',
      'L0201 Expected a space here, but `target` is a summon',
    ]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('place target on target')).toContain('L0119');
  });
});
