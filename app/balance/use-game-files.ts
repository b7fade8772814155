'use client';
import { useQuery } from '@tanstack/react-query';
import { preferredGame } from '../../dsl/vocabulary';
import { useTRPC } from '../trpc/client';

export type GameFiles =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-game' }
  | { status: 'ready'; game: string; files: Array<{ path: string; text: string }> };

/**
 * The game the studio opens (Summoner's Grid, else the first of the content folder) and its sources as the studio sees them (content files with every
 * card's current draft): the lab's explorers parse and compute in the browser from these.
 */
export function useGameFiles(): GameFiles {
  const trpc = useTRPC();
  const games = useQuery(trpc.gameFiles.games.queryOptions());
  const game = preferredGame(games.data ?? [], (g) => g);
  const files = useQuery({ ...trpc.gameFiles.files.queryOptions({ game: game ?? 'none' }), enabled: game !== undefined, staleTime: 60_000 });
  const error = games.error ?? files.error;
  if (error) return { status: 'error', message: error.message };
  if (games.isSuccess && game === undefined) return { status: 'no-game' };
  if (!game || !files.data) return { status: 'loading' };
  return { status: 'ready', game, files: files.data };
}
