/**
 * The cancel-the-event module through the language's stages. Summoner's Grid running it is covered by the
 * content's scenarios (a counter cancelling a VP gain, run by test/engine/scenarios.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { EffectSchema } from '../../../../dsl/ast-schema';
import { sameAst } from '../../../../dsl/ast-compare';
import { format } from '../../../../dsl/format/format';
import { parse } from '../../../../dsl/parse';
import { rulesText } from '../../../../dsl/rules-text/rules-text';
import { duelCodes, gridErrors, parsedCard } from '../testing';

const counterCard = `counter "Deny the Prize" {
  attribute dark
  then discard
  when opponent would gain VP
  effect {
    cancel the event
  }
}
`;

describe('the cancel-the-event effect module (`cancel the event`)', () => {
  it('parses into a CancelEvent step holding only its range, matching the AST schema', () => {
    const [step] = parsedCard(counterCard).effect;
    expect(step).toEqual({ kind: 'CancelEvent', range: step?.range });
    expect(step?.range.start).toMatchObject({ line: 6, column: 5 });
    expect(EffectSchema.safeParse(step).success).toBe(true);
    expect(EffectSchema.safeParse({ ...step, event: 'vp' }).success).toBe(false);
  });

  it('needs all three words', () => {
    expect(parse(counterCard.replace('cancel the event', 'cancel the')).diagnostics.map((d) => d.code)).not.toEqual([]);
  });

  it('prints as written and reads back the same tree; reads as English', () => {
    const printed = format(counterCard).text;
    expect(printed).toContain('    cancel the event\n');
    expect(sameAst(parse(printed).document, parse(counterCard).document)).toBe(true);
    expect(rulesText(parsedCard(counterCard))).toContain('Cancel that event.');
  });

  it('is accepted where an event is bound and refused in an action, which answers none', () => {
    expect(gridErrors(counterCard)).toEqual([]);
    const action = 'action "Cancel Nothing" {\n  attribute dark\n  then discard\n  effect {\n    cancel the event\n  }\n}\n';
    expect(gridErrors(action)).toEqual(['L0201 `cancel the event` needs an event: use it in a counter, a reaction or a triggered ability']);
  });

  it('is refused in the mana duel, whose game did not register it', () => {
    expect(duelCodes('cancel the event')).toContain('L0119');
  });
});
