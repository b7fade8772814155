import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { currentGame } from '../ui/current-game';
import { SetTableView } from './set-table-view';
import './set-table.css';

export const metadata: Metadata = { title: 'Set table' };

export default async function SetTablePage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  const game = await currentGame();
  const queryClient = getQueryClient();
  await Promise.all([queryClient.prefetchQuery(trpc.setTable.rows.queryOptions({ game: game.id })), queryClient.prefetchQuery(trpc.balance.list.queryOptions({ game: game.id }))]);
  return (
    <>
      <PageHeader title="Set table">Every card of {game.name} by its numbers: sort, filter, edit a cell or a column&apos;s selection, export and import CSV.</PageHeader>
      <HydrateClient>
        <Suspense>
          <SetTableView />
        </Suspense>
      </HydrateClient>
    </>
  );
}
