'use client';
/**
 * The card under the pointer (or keyboard focus) in a duel sandbox or the deck builder, drawn in full beside it: the
 * same face the library and the editor show. Any element inside the area that carries `data-card-id`
 * (a card in a hand, on the battlefield, in a chain) is zoomed when pointed at, without each table
 * passing handlers down to its cards.
 */
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { CardFace } from '../card-face';
import { FaceSvgView } from './face-svg-view';
import { useCardArt } from './use-card-art';

interface Props {
  faces: Readonly<Record<string, CardFace>>;
  game: string;
  children: ReactNode;
}

export function CardZoomArea({ faces, game, children }: Props) {
  const [zoomed, setZoomed] = useState<string | null>(null);
  const pointAt = (event: SyntheticEvent) => {
    const card = event.target instanceof Element ? event.target.closest('[data-card-id]')?.getAttribute('data-card-id') : null;
    if (card && card in faces) setZoomed(card);
  };
  const face = zoomed === null ? undefined : faces[zoomed];
  return (
    <div className="card-zoom-area" onMouseOver={pointAt} onFocus={pointAt}>
      {children}
      {face !== undefined && zoomed !== null ? (
        <aside className="card-zoom" data-testid="card-zoom" aria-label={`Card: ${face.name}`}>
          <ZoomedFace id={zoomed} face={face} game={game} />
        </aside>
      ) : null}
    </div>
  );
}

/** The zoomed face with the card's uploaded art, when the card is one of the studio's and has some. */
function ZoomedFace({ id, face, game }: { id: string; face: CardFace; game: string }) {
  const art = useCardArt(id);
  return <FaceSvgView face={face} game={game} size="medium" {...(art ? { art } : {})} />;
}
