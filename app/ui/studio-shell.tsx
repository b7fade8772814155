import type { ReactNode } from 'react';
import type { User } from '../../db/roles';
import { Brand } from './brand';
import { SessionProvider } from './session';
import { StudioNav } from './studio-nav';
import { UserMenu } from './user-menu';

/** The studio's frame: the sidebar (areas, the signed-in user) and the page. */
export function StudioShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <SessionProvider user={user}>
      <div className="studio">
        <aside className="sidebar">
          <Brand className="sidebar__brand" />
          <StudioNav />
          <UserMenu />
        </aside>
        <main className="studio__main">{children}</main>
      </div>
    </SessionProvider>
  );
}
