/**
 * The numbers a game client shows on a card face, read off the card's AST so the client need not walk
 * it: speed, attribute, pile, power/accuracy/range, stats, growth, weapon, footprint, role tier …
 * Everything else (formulas, requirements, effects) is in the AST and the generated rules text.
 *
 * Parameters whose value is a formula of game state (`range caster.range`) have no number here. A
 * parameter written as a percentage (`save 30%`) is given in percent points (30) and named in
 * `percentParams`, because that is how a card face prints it.
 */
import { z } from 'zod';
import type { CardDecl, CardType, Expr, GrowthDecl, GrowthValue, RulesetDecl, StatModifier, StatValue } from '../dsl/ast';
import { constantValue } from './constant-value';

const cardTypes = ['summon', 'role', 'equipment', 'action', 'reaction', 'counter', 'building', 'quest', 'advance'] as const satisfies readonly CardType[];
const modifyOps = ['add', 'sub', 'mul', 'div', 'set'] as const;

const statModifier = z.object({ stat: z.string(), op: z.enum(modifyOps), value: z.number() }).strict();
const growthEntry = z
  .object({
    /** The growth kind's name (`Average`), resolved from the symbol the card wrote (`_`). */
    kind: z.string(),
    /** Stat points per level; null when the kind is not among the set's growth definitions. */
    rate: z.number().nullable(),
  })
  .strict();

export const cardNumbersSchema = z
  .object({
    cardType: z.enum(cardTypes),
    speed: z.enum(['action', 'reaction', 'counter']).optional(),
    attribute: z.string().optional(),
    rarity: z.string().optional(),
    /** Where the card goes after it resolves: the card's own pile, else the ruleset's default for its type. */
    pile: z.enum(['discard', 'recharge', 'removed', 'stays']).optional(),
    unique: z.boolean(),
    provisional: z.boolean(),
    power: z.number().optional(),
    accuracy: z.number().optional(),
    range: z.number().optional(),
    /** Every parameter with a constant value, by name. */
    params: z.record(z.string(), z.number()),
    percentParams: z.array(z.string()),
    species: z.string().optional(),
    stats: z.record(z.string(), z.number()).optional(),
    growth: z.record(z.string(), growthEntry).optional(),
    slot: z.enum(['weapon', 'offhand', 'armor', 'accessory']).optional(),
    weapon: z.object({ power: z.number(), range: z.number(), damageType: z.string(), attribute: z.string().optional() }).strict().optional(),
    bonuses: z.array(statModifier).optional(),
    tier: z.number().optional(),
    family: z.string().optional(),
    from: z.array(z.string()).optional(),
    modifiers: z.array(statModifier).optional(),
    footprint: z.object({ width: z.number(), height: z.number() }).strict().optional(),
    trap: z.boolean().optional(),
    advance: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('role-change'), to: z.string() }).strict(),
        z.object({ kind: z.literal('named-summon'), species: z.string(), role: z.string(), inherits: z.array(z.string()) }).strict(),
      ])
      .optional(),
  })
  .strict()
  .meta({ id: 'CardNumbers', title: 'CardNumbers', description: 'Numbers for the card face, derived from the AST.' });

export type CardNumbers = z.infer<typeof cardNumbersSchema>;

export interface NumbersContext {
  ruleset?: RulesetDecl;
  growth: readonly GrowthDecl[];
}

export function cardNumbers(card: CardDecl, context: NumbersContext): CardNumbers {
  const params: Record<string, number> = {};
  const percentParams: string[] = [];
  for (const param of card.params) {
    const value = paramValue(param.value);
    if (value === undefined) continue;
    params[param.name.text] = value.number;
    if (value.percent) percentParams.push(param.name.text);
  }
  const pile = card.pile ?? context.ruleset?.piles.find((p) => p.cardType === card.cardType)?.pile;
  const numbers: CardNumbers = {
    cardType: card.cardType,
    attribute: card.attribute?.text,
    rarity: card.rarity?.text,
    pile,
    unique: card.unique,
    provisional: card.provisional,
    power: params.power,
    accuracy: params.accuracy,
    range: params.range,
    params,
    percentParams: percentParams.sort(),
  };
  return { ...numbers, ...kindNumbers(card, context) };
}

function kindNumbers(card: CardDecl, context: NumbersContext): Partial<CardNumbers> {
  switch (card.cardType) {
    case 'summon':
      return { species: card.species.text, stats: statMap(card.stats), growth: growthMap(card.growth, context.growth) };
    case 'role':
      return { tier: card.tier, family: card.family.text, from: card.from.map((n) => n.text), modifiers: modifiers(card.modifiers) };
    case 'equipment': {
      const weapon = card.weapon;
      return {
        slot: card.slot,
        bonuses: modifiers(card.bonuses),
        ...(weapon === undefined
          ? {}
          : {
              power: weapon.power,
              range: weapon.range,
              weapon: { power: weapon.power, range: weapon.range, damageType: weapon.damage.damageType.text, attribute: weapon.damage.attribute?.text },
            }),
      };
    }
    case 'building':
      return { speed: card.speed, footprint: { width: card.footprint.width, height: card.footprint.height }, trap: card.trap };
    case 'advance': {
      const advance = card.advance;
      if (advance.kind === 'RoleChange') return { speed: card.speed, advance: { kind: 'role-change', to: advance.to.text } };
      return {
        speed: card.speed,
        species: advance.species.text,
        stats: statMap(advance.stats),
        growth: growthMap(advance.growth, context.growth),
        advance: { kind: 'named-summon', species: advance.species.text, role: advance.role.text, inherits: advance.inherits.map((n) => n.text) },
      };
    }
    case 'action':
    case 'reaction':
    case 'counter':
    case 'quest':
      return { speed: card.speed };
  }
}

function paramValue(expr: Expr): { number: number; percent: boolean } | undefined {
  if (expr.kind === 'Percent') return { number: expr.value, percent: true };
  const value = constantValue(expr);
  return value === undefined ? undefined : { number: value, percent: false };
}

function statMap(stats: readonly StatValue[]): Record<string, number> {
  return Object.fromEntries(stats.map((s) => [s.stat.text, s.value]));
}

function growthMap(growth: readonly GrowthValue[], kinds: readonly GrowthDecl[]): Record<string, z.infer<typeof growthEntry>> {
  return Object.fromEntries(
    growth.map((g) => {
      const kind = kinds.find((k) => k.symbol === g.growth.text || k.name.text === g.growth.text);
      return [g.stat.text, kind === undefined ? { kind: g.growth.text, rate: null } : { kind: kind.name.text, rate: kind.rate }];
    }),
  );
}

function modifiers(list: readonly StatModifier[]): Array<z.infer<typeof statModifier>> {
  return list.map((m) => ({ stat: m.stat.text, op: m.op, value: m.value }));
}
