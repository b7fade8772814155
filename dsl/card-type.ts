import type { Decl } from './ast';

/**
 * The type a card declaration is known by: a keyword type (`action`, `summon`) or a type its game declares
 * (a mana duel `monster`); undefined for a declaration that is not a card. One answer for every list that
 * names a card's type (library, changelog, outline, completion), so no game's cards read as `gamecard`.
 */
export function cardTypeOf(decl: Decl): string | undefined {
  if (decl.kind === 'Card') return decl.cardType;
  return decl.kind === 'GameCard' ? decl.cardType.text : undefined;
}
