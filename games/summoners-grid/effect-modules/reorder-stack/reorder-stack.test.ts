/**
 * The reorder-the-stack module through the language's stages. Summoner's Grid running it on the content's
 * cards is tested in test/engine/reorder-stack.test.ts and by the content's scenarios/twist-of-fate.smith.
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const reaction = `reaction "Shuffle Fate" {
  attribute wind
  then recharge
  effect {
    reorder the stack
  }
}
`;

describe('the reorder-the-stack effect module (`reorder the stack`)', () => {
  it('parses into a ReorderStack step, matching the AST schema, and needs all three words', () => {
    const [step] = parsedCard(reaction).effect;
    expect(step).toEqual({ kind: 'ReorderStack', range: step?.range });
    expect(step?.range.start).toMatchObject({ line: 5, column: 5 });
    expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(parse(reaction.replace('reorder the stack', 'reorder the')).diagnostics.map((d) => d.code)).toContain('L0003');
  });

  it('prints as written, reads back the same tree and reads as English', () => {
    expect(format(reaction).text).toBe(reaction);
    expect(sameAst(parse(format(reaction).text).document, parse(reaction).document)).toBe(true);
    expect(rulesText(parsedCard(reaction))).toContain('Choose the order in which everything still on the stack resolves.');
  });

  it('is accepted in Summoner\'s Grid and refused in the mana duel, which did not register it', () => {
    expect(gridErrors(reaction)).toEqual([]);
    expect(duelCodes('reorder the stack')).toContain('L0119');
  });
});
