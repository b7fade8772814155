'use client';
/**
 * The current game for client components: `useCurrentGame()` gives it, the content folder's games, and
 * `switchTo(id)`, which keeps the choice in the `cardsmith-game` cookie and renders the page again on the
 * server, so every page's data is the new game's. The server decides what the current game is
 * (app/ui/current-game.ts); this only carries its answer.
 */
import { useRouter } from 'next/navigation';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { GAME_PARAM, gameCookie, type StudioGame } from './game-choice';

interface CurrentGame {
  game: StudioGame;
  games: StudioGame[];
}

const CurrentGameContext = createContext<CurrentGame | null>(null);

export function CurrentGameProvider({ game, games, children }: CurrentGame & { children: ReactNode }) {
  // One value object per game and list: a new one each render would re-render every consumer each time
  // the router re-renders the shell (a sandbox run replacing its URL at every step).
  const value = useMemo(() => ({ game, games }), [game, games]);
  return <CurrentGameContext.Provider value={value}>{children}</CurrentGameContext.Provider>;
}

export function useCurrentGame(): CurrentGame & { switchTo(id: string): void } {
  const current = useContext(CurrentGameContext);
  const router = useRouter();
  if (!current) throw new Error('useCurrentGame() outside <CurrentGameProvider>');
  const switchTo = (id: string) => {
    document.cookie = gameCookie(id);
    // A `?game=` in the address would choose the old game again: drop it.
    const url = new URL(window.location.href);
    if (url.searchParams.has(GAME_PARAM)) {
      url.searchParams.delete(GAME_PARAM);
      router.replace(`${url.pathname}${url.search}`);
    } else {
      router.refresh();
    }
  };
  return { ...current, switchTo };
}
