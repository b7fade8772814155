/**
 * Which face to show for a draft. A draft with errors is only partly understood: its face would print
 * rules the designer never wrote ("The caster gains 0 levels.") or silently lose lines. So a face is
 * shown as current only when the draft has no errors; with errors, the last face the card had without
 * errors is shown instead, marked out of date, and with none known, no face at all.
 */
import type { CardFace } from './card-face';

export type ShownFace = { face: CardFace; outOfDate: boolean } | undefined;

export function faceToShow(face: CardFace | null | undefined, errors: number, lastValid: CardFace | undefined): ShownFace {
  if (errors === 0) return face ? { face, outOfDate: false } : undefined;
  return lastValid ? { face: lastValid, outOfDate: true } : undefined;
}
