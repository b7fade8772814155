import type { ReactNode } from 'react';
import type { User } from '../../db/roles';
import { Brand } from './brand';
import { CurrentGameProvider } from './current-game-context';
import type { StudioGame } from './game-choice';
import { GameSwitcher } from './game-switcher';
import { SessionProvider } from './session';
import { StudioNav } from './studio-nav';
import { UserMenu } from './user-menu';

/** The studio's frame: the sidebar (the game, areas, the signed-in user) and the page. */
export function StudioShell({ user, game, games, children }: { user: User; game: StudioGame; games: StudioGame[]; children: ReactNode }) {
  return (
    <SessionProvider user={user}>
      <CurrentGameProvider game={game} games={games}>
        <div className="studio">
          <aside className="sidebar">
            <Brand className="sidebar__brand" game={game.name} />
            <GameSwitcher />
            <StudioNav />
            <UserMenu />
          </aside>
          {/* Keyed by the game: switching games starts every page's own state afresh (filters, selections, forms). */}
          <main key={game.id} className="studio__main">
            {children}
          </main>
        </div>
      </CurrentGameProvider>
    </SessionProvider>
  );
}
