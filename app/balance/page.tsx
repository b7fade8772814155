import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { currentGame } from '../ui/current-game';
import { PageHeader } from '../ui/page-header';
import { BalanceLab } from './balance-lab';
import { LabNav } from './lab-nav';
import './lab.css';

export const metadata: Metadata = { title: 'Balance' };

export default async function BalancePage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  const game = await currentGame();
  const queryClient = getQueryClient();
  await Promise.all([queryClient.prefetchQuery(trpc.balance.options.queryOptions()), queryClient.prefetchQuery(trpc.balance.list.queryOptions({ game: game.id }))]);
  return (
    <>
      <PageHeader title="Balance">Simulated games between AI players: win rates with intervals, per-card statistics, and what a change did.</PageHeader>
      <LabNav />
      <HydrateClient>
        <BalanceLab />
      </HydrateClient>
    </>
  );
}
