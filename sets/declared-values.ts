/**
 * The declared numbers of a card of a declared type, as cards.json carries them beside its AST: every
 * property the ruleset declares (`mana 2`) and every stat the card gives (`stats { power 3 … }`), by
 * name. A property written as a formula of game state has no number, which a set cannot ship: that is
 * a problem, as is a missing property (the validator requires every one).
 */
import type { GameCard } from '../dsl/ast';
import type { CardShape } from './game-schema';
import { constantValue } from './constant-value';

export type DeclaredValues = { ok: true; values: Record<string, number> } | { ok: false; problems: string[] };

export function declaredValues(card: GameCard, shape: CardShape): DeclaredValues {
  const values: Record<string, number> = {};
  const problems: string[] = [];
  for (const name of shape.properties) {
    const param = card.properties.find((p) => p.name.text === name);
    const value = param === undefined ? undefined : constantValue(param.value);
    if (param === undefined) problems.push(`has no ${name} (the ruleset declares it for every card)`);
    else if (value === undefined) problems.push(`its ${name} is not a constant number`);
    else values[name] = value;
  }
  for (const name of shape.stats) {
    const stat = card.stats.find((s) => s.stat.text === name);
    if (stat !== undefined) values[name] = stat.value;
    else if (shape.inPlayTypes.includes(card.cardType.text)) problems.push(`has no ${name} (a ${card.cardType.text} has every stat)`);
  }
  return problems.length === 0 ? { ok: true, values } : { ok: false, problems };
}
