/**
 * The faces of a duel's cards, by the id the game's engine knows them by (the card's `id`, else the slug of
 * its name, as the sandboxes' rules texts are keyed): what the sandbox's card zoom draws.
 */
import type { Decl, RulesetDecl } from '../../../dsl/ast';
import { declId } from '../../../dsl/slug';
import { vocabularyOf } from '../../../dsl/vocabulary';
import { cardFace, type CardFace } from '../../cards/card-face';

export function cardFacesOf(decls: readonly Decl[]): Record<string, CardFace> {
  const vocabulary = vocabularyOf(decls.find((d): d is RulesetDecl => d.kind === 'Ruleset'));
  const faces: Record<string, CardFace> = {};
  for (const d of decls) if (d.kind === 'GameCard') faces[declId(d)] = cardFace(d, vocabulary);
  return faces;
}
