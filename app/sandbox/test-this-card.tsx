'use client';
/**
 * "Test this card": the entry to the sandbox from a card (a library row, the card page, the editor).
 * It opens `/sandbox?card=<id>`, where the card sits in the default scenario for its kind (a caster and
 * a target in range, the right phase); a duel's card opens `/sandbox?game=<id>&card=<id>`, the duel's
 * launcher with the card in Player A's deck (duel/card-test.ts). Given `draft`, the current editor text (saved or not) is handed
 * over first, so the sandbox tests what is on screen rather than the stored draft.
 *
 * Mount it anywhere a card id is known: `<TestThisCard card={id} />`, or in the editor
 * `<TestThisCard card={id} draft={() => editor.getValue()} />`.
 */
import type { MouseEvent } from 'react';
import { handDraftToSandbox, sandboxUrlForCard } from './draft-handoff';

export interface TestThisCardProps {
  card: string;
  /** The card's game when it is not the default one: its sandbox plays the card in Player A's deck. */
  game?: string;
  /** The editor's current text, read at click time (not on every keystroke). */
  draft?: () => string;
  /** Open in a new tab (the editor keeps its state); default: the same tab. */
  newTab?: boolean;
  className?: string;
  label?: string;
}

export function TestThisCard({ card, game, draft, newTab = false, className, label = 'Test this card' }: TestThisCardProps) {
  const href = sandboxUrlForCard(card, game);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Hand the draft over before the navigation the link performs (also for ctrl/middle clicks).
    if (draft) handDraftToSandbox(card, draft(), game);
    event.stopPropagation();
  };
  return (
    <a
      href={href}
      className={className ?? 'button'}
      onClick={onClick}
      onAuxClick={onClick}
      data-testid="test-this-card"
      data-card={card}
      title={game === undefined ? 'Open this card in the sandbox, in a default position for its kind' : "Open this game's sandbox with this card in Player A's deck"}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {label}
    </a>
  );
}
