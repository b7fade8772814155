/**
 * A card face template: the layout a game gives one card type (and rarity) — frame, boxes for the name,
 * cost, art, stats, rules text, set symbol and number. Templates are data, read from the game's content
 * folder and checked with zod.
 *
 * CONTRACT STUB (integrator): the faces helper owns this file and replaces the schema; the names exported
 * here (FaceTemplate, FaceTemplates, faceTemplateFor) stay.
 */
import { z } from 'zod';
import type { CardFace } from '../card-face';

export const FaceTemplate = z.object({ cardType: z.string(), rarity: z.string().optional(), frame: z.string() });
export type FaceTemplate = z.infer<typeof FaceTemplate>;

export const FaceTemplates = z.object({ game: z.string(), templates: z.array(FaceTemplate) });
export type FaceTemplates = z.infer<typeof FaceTemplates>;

const fallback: FaceTemplate = { cardType: '*', frame: '#444' };

/** The template for a face: its card type and rarity, else its card type, else the game's fallback. */
export function faceTemplateFor(templates: FaceTemplates | undefined, face: CardFace): FaceTemplate {
  const list = templates?.templates ?? [];
  return (
    list.find((t) => t.cardType === face.cardType && t.rarity === face.rarity) ??
    list.find((t) => t.cardType === face.cardType && t.rarity === undefined) ??
    fallback
  );
}
