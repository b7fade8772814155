/**
 * A card face drawn by renderFaceSvg, inline in a page (so it uses the page's @font-face, the very font
 * the exports rasterise with): the one face drawing of the library, the editor's preview, the sandboxes
 * and the deck builder.
 */
import type { CardFace } from '../card-face';
import { renderFaceSvg, type FaceArt } from './face-svg';
import { faceTemplateFor } from './face-template';
import { gameFaceTemplates } from './game-face-templates';

/**
 * A saved card's uploaded art as the studio loads it (the art endpoint; `version` busts the browser's
 * cache when the art changes). Pass it only for a card known to have art: for one without, the endpoint
 * answers 404, which the browser reports as an error (the placeholder would show all the same).
 */
export function studioCardArt(cardId: string, version?: number | string): FaceArt {
  return { href: `/api/cards/${encodeURIComponent(cardId)}/art${version === undefined ? '' : `?v=${encodeURIComponent(String(version))}`}` };
}

interface Props {
  face: CardFace;
  game: string;
  /** The card's uploaded art (studioCardArt), drawn over the generated placeholder. */
  art?: FaceArt;
  /** `small`: a thumbnail (sandbox hands, deck lists); default: as wide as its container allows. */
  size?: 'small' | 'medium' | 'full';
  className?: string;
}

export function FaceSvgView({ face, game, art, size = 'full', className }: Props) {
  const template = faceTemplateFor(gameFaceTemplates(game), face);
  const svg = renderFaceSvg({ face, template, ...(art ? { art } : {}), width: '100%', height: '100%' });
  return <div className={`face-svg face-svg--${size}${className ? ` ${className}` : ''}`} data-testid="face-svg" data-card-type={face.cardType} dangerouslySetInnerHTML={{ __html: svg }} />;
}
