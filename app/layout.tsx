import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { TRPCReactProvider } from './trpc/client';
import { StudioNav } from './ui/studio-nav';

export const metadata: Metadata = {
  title: { default: 'Cardsmith', template: '%s · Cardsmith' },
  description: "Card-content authoring studio for Summoner's Grid",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <TRPCReactProvider>
          <div className="studio">
            <aside className="sidebar">
              <div className="sidebar__brand">
                <span className="sidebar__logo" aria-hidden="true">
                  C
                </span>
                <span>
                  <span className="sidebar__name">Cardsmith</span>
                  <span className="sidebar__game">Summoner&apos;s Grid</span>
                </span>
              </div>
              <StudioNav />
            </aside>
            <main className="studio__main">{children}</main>
          </div>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
