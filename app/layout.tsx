import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import './globals.css';
import { TRPCReactProvider } from './trpc/client';
import { StudioShell } from './ui/studio-shell';
import { currentUser } from './server/auth/current-user';
import { PATH_HEADER, signInPath } from './server/auth/request-path';
import { currentGame } from './ui/current-game';
import { studioGames } from './server/studio-games';

export const metadata: Metadata = {
  title: { default: 'Cardsmith', template: '%s · Cardsmith' },
  description: 'Card-content authoring studio for card games',
};

/**
 * Every page but the sign-in page is for signed-in users. proxy.ts sends browsers without a session
 * cookie to /signin; here the cookie is checked against the database (it may have expired or been
 * signed out). Layouts are kept across client-side navigations, so signing in and out reload the page.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? '/';
  const signInPage = path === '/signin' || path.startsWith('/signin?');
  const user = signInPage ? undefined : await currentUser();
  if (!signInPage && !user) redirect(signInPath(path));
  const game = await currentGame();
  return (
    <html lang="en">
      <body>
        <TRPCReactProvider>{user ? <StudioShell user={user} game={game} games={studioGames()}>{children}</StudioShell> : children}</TRPCReactProvider>
      </body>
    </html>
  );
}
