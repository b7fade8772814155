/**
 * A card face drawn as SVG from its template: the one drawing every place shows (library, editor preview,
 * sandbox card panel, deck builder) and every export rasterises (PNG, the print-and-play PDF).
 *
 * CONTRACT STUB (integrator): the faces helper owns this file and replaces the drawing; the exported names
 * and signatures stay. The SVG's size is poker size at 300 dpi: 750 × 1050 user units (2.5 × 3.5 in).
 */
import type { CardFace } from '../card-face';
import type { FaceTemplate } from './face-template';

export const FACE_WIDTH = 750;
export const FACE_HEIGHT = 1050;

/**
 * A card's uploaded image: a `data:` URL (exports, which rasterise without a network) or an address the
 * browser loads (the studio: `/api/cards/<id>/art?v=<version>`). Drawn over the generated placeholder, so a
 * missing image leaves the placeholder showing.
 */
export interface FaceArt {
  href: string;
}

export interface FaceSvgInput {
  face: CardFace;
  template: FaceTemplate;
  /** The card's uploaded art; without it the face draws a generated placeholder. */
  art?: FaceArt;
  /** The set's code and the card's number in it (`CORE 012/120`), when the card belongs to a set. */
  setCode?: string;
  number?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderFaceSvg(input: FaceSvgInput): string {
  const { face, template } = input;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FACE_WIDTH}" height="${FACE_HEIGHT}" viewBox="0 0 ${FACE_WIDTH} ${FACE_HEIGHT}"><rect width="100%" height="100%" rx="36" fill="${escapeXml(template.frame)}"/><text x="50" y="90" font-size="48" fill="#fff">${escapeXml(face.name)}</text></svg>`;
}
