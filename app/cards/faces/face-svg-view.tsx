/**
 * A card face drawn by renderFaceSvg, inline in a page (so it uses the page's @font-face, the very font
 * the exports rasterise with): the one face drawing of the library, the editor's preview, the sandboxes
 * and the deck builder.
 */
import type { CardFace } from '../card-face';
import { renderFaceSvg, type FaceArt } from './face-svg';
import { faceTemplateFor } from './face-template';
import { gameFaceTemplates } from './game-face-templates';

/** A saved card's art in the studio (404 while it has none: the placeholder then shows). */
export function cardArt(cardId: string): FaceArt {
  return { href: `/api/cards/${encodeURIComponent(cardId)}/art` };
}

interface Props {
  face: CardFace;
  game: string;
  /** A saved card's id: its uploaded art is drawn over the placeholder. */
  cardId?: string;
  /** `small`: a thumbnail (sandbox hands, deck lists); default: as wide as its container allows. */
  size?: 'small' | 'medium' | 'full';
  className?: string;
}

export function FaceSvgView({ face, game, cardId, size = 'full', className }: Props) {
  const template = faceTemplateFor(gameFaceTemplates(game), face);
  const svg = renderFaceSvg({ face, template, ...(cardId ? { art: cardArt(cardId) } : {}), width: '100%', height: '100%' });
  return <div className={`face-svg face-svg--${size}${className ? ` ${className}` : ''}`} data-testid="face-svg" data-card-type={face.cardType} dangerouslySetInnerHTML={{ __html: svg }} />;
}
