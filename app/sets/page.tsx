import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { currentGame } from '../ui/current-game';
import { SetsIndex } from './sets-index';
import './sets.css';

export const metadata: Metadata = { title: 'Sets' };

export default async function SetsPage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  const game = await currentGame();
  await getQueryClient().prefetchQuery(trpc.sets.list.queryOptions({ game: game.id }));
  return (
    <>
      <PageHeader title="Sets">{game.name}&apos;s sets: named selections of published cards, frozen into versions and exported to the game as signed bundles.</PageHeader>
      <HydrateClient>
        <SetsIndex />
      </HydrateClient>
    </>
  );
}
