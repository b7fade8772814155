/**
 * Small builders for hand-made AST fixtures, so the sets tests can run without the parser. Every node
 * gets the same dummy range: the sets code never reads positions.
 */
import type { CardDecl, CardType, Expr, Filter, GrowthDecl, Name, Param, Range, RulesetDecl, Selector, SpellCard } from '../../dsl/ast';

export const range: Range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
export const name = (text: string): Name => ({ kind: 'Name', text, range });
export const num = (value: number): Expr => ({ kind: 'Number', value, range });
export const ref = (...path: string[]): Expr => ({ kind: 'Ref', path: path.map(name), range });
export const param = (n: string, value: Expr): Param => ({ kind: 'Param', name: name(n), value, range });

const base = {
  unique: false,
  provisional: false,
  params: [],
  requirements: [],
  bindings: [],
  costs: [],
  effect: [],
  abilities: [],
  range,
};

export function spell(cardName: string, cardType: 'action' | 'reaction' | 'counter', extra: Partial<SpellCard> = {}): SpellCard {
  return { ...base, kind: 'Card', cardType, speed: cardType, name: name(cardName), ...extra };
}

export function growthDecl(n: string, symbol: string, rate: number): GrowthDecl {
  return { kind: 'Growth', name: name(n), symbol, rate, range };
}

export function ruleset(piles: Array<{ cardType: CardType; pile: 'discard' | 'recharge' | 'removed' | 'stays' }>): RulesetDecl {
  return {
    kind: 'Ruleset',
    name: name('Rules'),
    stats: ['STR', 'INT'].map(name),
    board: { width: 12, height: 14 },
    territoryRows: 3,
    settings: [],
    formulas: [],
    statuses: [],
    damageTypes: [],
    piles,
    range,
  };
}

export function summon(cardName: string, stats: Record<string, number>, growth: Record<string, string>): CardDecl {
  return {
    ...base,
    kind: 'Card',
    cardType: 'summon',
    name: name(cardName),
    species: name('Gignen'),
    rarity: name('Common'),
    stats: Object.entries(stats).map(([stat, value]) => ({ kind: 'StatValue', stat: name(stat), value, range })),
    growth: Object.entries(growth).map(([stat, g]) => ({ kind: 'GrowthValue', stat: name(stat), growth: name(g), range })),
  };
}

export function role(roleName: string, family: string, from: string[] = [], tier = 1): CardDecl {
  return { ...base, kind: 'Card', cardType: 'role', name: name(roleName), tier, family: name(family), from: from.map(name), modifiers: [] };
}

export function roleFilter(roleName: string): Filter {
  return { kind: 'Role', role: name(roleName), range };
}

export function selector(entity: Selector['entity'], filters: Filter[]): Selector {
  return { kind: 'Selector', entity, owner: 'you', filters, range };
}
