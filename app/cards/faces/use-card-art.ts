'use client';
/**
 * A saved card's uploaded art for its face in the studio, or undefined while unknown or when it has none
 * (the face then shows its generated placeholder). The address carries the art's id, so a new upload is
 * a new address and never a stale cached image.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc/client';
import type { FaceArt } from './face-svg';
import { studioCardArt } from './face-svg-view';

export function useCardArt(cardId: string): FaceArt | undefined {
  const trpc = useTRPC();
  const art = useQuery({ ...trpc.cards.art.queryOptions({ id: cardId }), enabled: cardId.length > 0 && cardId.length <= 200 }); // the ids the art query accepts
  return art.data ? studioCardArt(cardId, art.data.id) : undefined;
}
