/**
 * The move module through the language's stages. Summoner's Grid running it is in
 * test/engine/move-module.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const moveCard = `action "Regroup" {
  attribute wind
  then discard
  target: your summon
  destination: empty space adjacent to target
  effect {
    move target to destination using movement
    move target to destination
  }
}
`;

describe('the move effect module (`move T to S [using movement]`)', () => {
  it('parses into Move steps that say whether they spend movement, matching the AST schema', () => {
    const [spending, free] = parsedCard(moveCard).effect;
    const unit = { kind: 'Ref', path: [{ text: 'target' }] };
    const space = { kind: 'Ref', path: [{ text: 'destination' }] };
    expect(spending).toMatchObject({ kind: 'Move', target: unit, to: space, usesMovement: true });
    expect(free).toMatchObject({ kind: 'Move', target: unit, to: space, usesMovement: false });
    expect(EffectSchema.safeParse(spending).success).toBe(true);
    const broken: Record<string, unknown> = { ...free };
    delete broken.usesMovement;
    expect(EffectSchema.safeParse(broken).success).toBe(false);
  });

  it('needs both words of `using movement`', () => {
    expect(parse(moveCard.replace('destination using movement', 'destination using')).diagnostics).not.toEqual([]);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(moveCard).text;
    expect(printed).toContain('    move target to destination using movement\n    move target to destination\n');
    expect(sameAst(parse(printed).document, parse(moveCard).document)).toBe(true);
    expect(rulesText(parsedCard(moveCard))).toContain('Move the target to the destination, using its movement. Move the target to the destination.');
  });

  it('checks that it moves a unit to a space', () => {
    expect(gridErrors(moveCard)).toEqual([]);
    expect(gridErrors(moveCard.replace('move target to destination\n', 'move destination to 3\n'))).toEqual([
      'L0201 Expected a summon here, but `destination` is a space',
      'L0201 Expected a space here, but `3` is a number',
    ]);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('move target to target')).toContain('L0119');
  });
});
