/**
 * Which roles may use a card as its caster, for the formula explorer: a card that asks for `caster:
 * your Magician` computed from a Warrior gives numbers no game can produce. The explorer starts with a
 * role the card accepts and warns when the chosen attacker's role is not one of them.
 */
import type { CardDecl } from '../../../dsl/ast';
import { requiredNames } from '../../cards/card-requirements';

/** The roles a card requires of its player's summons (none: anyone may use it; weapons never require one here). */
export function casterRoles(card: CardDecl | undefined): string[] {
  if (!card || card.cardType === 'equipment') return [];
  return requiredNames(card).roles;
}

/** The role to start the attacker with: the first of `roles` the explorer offers, else the explorer's first role. */
export function defaultCasterRole(required: readonly string[], offered: readonly string[]): string {
  return required.find((r) => offered.includes(r)) ?? offered[0] ?? '';
}

/** Why `role` cannot use the card (undefined: it can). */
export function casterMismatch(cardName: string, required: readonly string[], role: string): string | undefined {
  if (required.length === 0 || required.includes(role)) return undefined;
  const needs = required.length === 1 ? `a ${required[0]}` : `one of ${required.join(', ')}`;
  return `${cardName} needs ${needs} to use it: a ${role} cannot. The numbers show what it would do if one could.`;
}
