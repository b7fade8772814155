import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameCard, RulesetDecl } from '../dsl/ast';
import { parse } from '../dsl/parse';
import { astSchemas } from './ast-schemas';
import { declaredValues } from './declared-values';
import { cardShapeOf, gameCardsSchema, pascalName } from './game-schema';

/** A made-up game: its words exist only in this ruleset, so nothing below can come from a list in code. */
function ruleset(source: string): RulesetDecl {
  const decl = parse(source).document.decls[0];
  if (decl?.kind !== 'Ruleset') throw new Error('not a ruleset');
  return decl;
}

const rules = ruleset(`ruleset "Tiny" {
  game tiny-brawl
  card-types brawler, trick
  stats grit, reach
  properties price, heat
  zones {
    ring public capacity 2 holds brawler
  }
}`);

function card(source: string): GameCard {
  const decl = parse(source).document.decls[0];
  if (decl?.kind !== 'GameCard') throw new Error(`not a game card: ${source}`);
  return decl;
}

describe("a game's cards.json schema, from its ruleset", () => {
  it('reads the shape from the declaration', () => {
    expect(rules.kind).toBe('Ruleset');
    expect(cardShapeOf(rules)).toEqual({ game: 'tiny-brawl', cardTypes: ['brawler', 'trick'], properties: ['price', 'heat'], stats: ['grit', 'reach'], inPlayTypes: ['brawler'] });
    expect(pascalName('tiny-brawl')).toBe('TinyBrawl');
    expect(pascalName('mana-duel')).toBe('ManaDuel');
  });

  it('types each declared card type, properties required, stats required only on what sits in play', () => {
    const schema = z.toJSONSchema(gameCardsSchema(rules, astSchemas).schema, { target: 'draft-2020-12', io: 'output' });
    const text = JSON.stringify(schema);
    expect(gameCardsSchema(rules, astSchemas).rootName).toBe('TinyBrawlCardsFile');
    expect(text).toContain('"title":"TinyBrawlBrawler"');
    expect(text).toContain('"title":"TinyBrawlTrick"');
    const defs = JSON.parse(text);
    const variants: Array<{ title: string; required: string[] }> = defs.properties.cards.items.oneOf ?? defs.properties.cards.items.anyOf;
    const required = Object.fromEntries(variants.map((v) => [v.title, v.required]));
    expect(required.TinyBrawlBrawler).toEqual(expect.arrayContaining(['price', 'heat', 'grit', 'reach']));
    expect(required.TinyBrawlTrick).toEqual(expect.arrayContaining(['price', 'heat']));
    expect(required.TinyBrawlTrick).not.toContain('grit');
    // The same declaration gives the same schema object (schema.json and types.d.ts are cached per schema).
    expect(gameCardsSchema(ruleset(`ruleset "Tiny again" { game tiny-brawl card-types brawler, trick stats grit, reach properties price, heat zones { ring public capacity 2 holds brawler } }`), astSchemas)).toBe(gameCardsSchema(rules, astSchemas));
  });

  it("gives a card's declared numbers, and says which are missing or not constant", () => {
    const shape = cardShapeOf(rules);
    expect(declaredValues(card('brawler "Bruiser" { price 2 heat 1 + 1 stats { grit 4 reach 1 } }'), shape)).toEqual({ ok: true, values: { price: 2, heat: 2, grit: 4, reach: 1 } });
    expect(declaredValues(card('trick "Feint" { price 1 heat 0 }'), shape)).toEqual({ ok: true, values: { price: 1, heat: 0 } });
    expect(declaredValues(card('brawler "Ghost" { price 1 stats { grit 1 } }'), shape)).toEqual({
      ok: false,
      problems: ['has no heat (the ruleset declares it for every card)', 'has no reach (a brawler has every stat)'],
    });
  });
});
