'use client';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc/client';
import { useCurrentGame } from '../ui/current-game-context';
import type { CardVersions } from '../../db/card-version-choice';

export type GameFiles =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-game' }
  | { status: 'ready'; game: string; files: Array<{ path: string; text: string }> };

/**
 * The current game (the sidebar's choice) and its sources as the studio sees them (the content folder's
 * definitions with every card of the database, as its draft or its published version): the deck builder
 * and the lab's explorers parse and compute in the browser from these.
 */
export function useGameFiles(versions: CardVersions = 'draft'): GameFiles {
  const trpc = useTRPC();
  const { game, games } = useCurrentGame();
  const files = useQuery({ ...trpc.gameFiles.files.queryOptions({ game: game.id, ...(versions === 'published' ? { versions } : {}) }), enabled: games.length > 0, staleTime: 60_000 });
  if (games.length === 0) return { status: 'no-game' };
  if (files.error) return { status: 'error', message: files.error.message };
  if (!files.data) return { status: 'loading' };
  return { status: 'ready', game: game.id, files: files.data };
}
