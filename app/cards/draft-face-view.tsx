'use client';
/**
 * A draft's face as the studio shows it (face-to-show.ts): its own face when it has no errors; with
 * errors, the last valid face (last-valid-faces.ts) marked out of date; otherwise a note, never a face
 * made up from a half-understood draft.
 */
import { useEffect, type ReactNode } from 'react';
import type { CardFace } from './card-face';
import { CardFaceView, MiniCardFace } from './card-face-view';
import { useCardArt } from './faces/use-card-art';
import { faceToShow, type ShownFace } from './face-to-show';
import { lastValidFace, rememberValidFace } from './last-valid-faces';
import { plural } from '../ui/plural';

/**
 * The face to show for a card's draft analysis, remembering it when valid. `ready`: false while the page
 * hydrates (the server has no stored faces, and the first render must match its HTML).
 */
export function useShownFace(cardId: string, face: CardFace | null | undefined, errors: number, ready = true): ShownFace {
  useEffect(() => {
    if (ready && face && errors === 0) rememberValidFace(cardId, face);
  }, [cardId, face, errors, ready]);
  return faceToShow(face, errors, ready && errors > 0 ? lastValidFace(cardId) : undefined);
}

interface Props {
  cardId: string;
  /** The card's game: its faces are drawn from that game's templates. */
  game: string;
  shown: ShownFace;
  errors: number;
  /** What to say when the draft declares no card. */
  noCard: ReactNode;
}

export function DraftFaceView({ cardId, game, shown, errors, noCard }: Props) {
  // The saved card's uploaded art, if any; the face draws its placeholder until this answers.
  const art = useCardArt(cardId);
  if (shown === undefined) {
    if (errors === 0) return <>{noCard}</>;
    return (
      <p className="notice notice--warning" data-testid="face-unavailable">
        No face to show: the draft has {plural(errors, 'error')} (see the problems), and this browser has not seen it without errors yet.
      </p>
    );
  }
  // One tree for both states, so marking the face out of date (an error typed) does not redraw it.
  return (
    <div className={shown.outOfDate ? 'face-stale' : 'face-current'} {...(shown.outOfDate ? { 'data-testid': 'face-out-of-date' } : {})}>
      {shown.outOfDate ? (
        <p className="face-stale__note">
          <strong>Out of date</strong>: the draft has {plural(errors, 'error')}. This is the card as it last was without errors; fix them to see the face again.
        </p>
      ) : null}
      <CardFaceView face={shown.face} id={cardId} game={game} {...(art ? { art } : {})} />
    </div>
  );
}

/** A library row's small face, with the same rule. */
export function DraftMiniFace({ shown, errors, title }: { shown: ShownFace; errors: number; title: ReactNode }) {
  if (shown === undefined) {
    return (
      <div className="mini-face attr--other">
        <div className="mini-face__head">
          <span className="mini-face__name">{title}</span>
        </div>
        <p className="mini-face__text">{errors > 0 ? `The draft has ${plural(errors, 'error')}: open it to see ${errors === 1 ? 'it' : 'them'}.` : 'The draft does not declare a card: open it to see its problems.'}</p>
      </div>
    );
  }
  return (
    <div className={shown.outOfDate ? 'mini-face-stale' : undefined} data-out-of-date={shown.outOfDate || undefined}>
      <MiniCardFace face={shown.face} title={title} />
      {shown.outOfDate ? <span className="chip chip--stale" title={`The draft has ${plural(errors, 'error')}: this is its last face without errors`}>out of date</span> : null}
    </div>
  );
}
