/**
 * A game's card schema refusing a value, in a designer's words: the part, the value written and the bound
 * (expected strings written by hand from the schema below).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaProblemMessage } from './schema-problem';

const schema = z.object({
  name: z.string().min(1).max(10),
  handLimit: z.number().int().min(1).max(30),
  plays: z.array(z.object({ amount: z.number().int().min(0).max(20) })).max(2),
});

function messages(input: unknown): string[] {
  const checked = schema.safeParse(input);
  return checked.success ? [] : checked.error.issues.map((issue) => schemaProblemMessage(issue, input));
}

describe("a card schema's refusals in a designer's words", () => {
  it('names a bound broken from below or above with the value written', () => {
    expect(messages({ name: 'x', handLimit: 0, plays: [] })).toEqual(['the hand limit is 0: it must be at least 1']);
    expect(messages({ name: 'x', handLimit: 31, plays: [] })).toEqual(['the hand limit is 31: it can be at most 30']);
  });

  it('numbers an item of a list only when the list has more than one', () => {
    expect(messages({ name: 'x', handLimit: 5, plays: [{ amount: 25 }] })).toEqual(['the play amount is 25: it can be at most 20']);
    expect(messages({ name: 'x', handLimit: 5, plays: [{ amount: 1 }, { amount: 21 }] })).toEqual(['the play 2 amount is 21: it can be at most 20']);
  });

  it('says a whole number, an empty name and a list too long in words', () => {
    expect(messages({ name: 'x', handLimit: 2.5, plays: [] })).toEqual(['the hand limit is 2.5: it must be a whole number']);
    expect(messages({ name: '', handLimit: 5, plays: [] })).toEqual(['the name is empty']);
    expect(messages({ name: 'x', handLimit: 5, plays: [{ amount: 1 }, { amount: 1 }, { amount: 1 }] })).toEqual(['3 plays: at most 2']);
  });
});
