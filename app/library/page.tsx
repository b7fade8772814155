import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { currentGame } from '../ui/current-game';
import { CardLibrary } from './card-library';

export const metadata: Metadata = { title: 'Library' };

export default async function LibraryPage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  const game = await currentGame();
  await getQueryClient().prefetchQuery(trpc.cards.list.queryOptions({ game: game.id }));
  return (
    <>
      <PageHeader title="Library">Every card of {game.name}: search, filter, and open one to edit it.</PageHeader>
      <HydrateClient>
        <Suspense>
          <CardLibrary />
        </Suspense>
      </HydrateClient>
    </>
  );
}
