import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { SetsIndex } from './sets-index';
import './sets.css';

export const metadata: Metadata = { title: 'Sets' };

export default async function SetsPage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  await getQueryClient().prefetchQuery(trpc.sets.list.queryOptions());
  return (
    <>
      <PageHeader title="Sets">Named selections of published cards, frozen into versions and exported to the game as signed bundles.</PageHeader>
      <HydrateClient>
        <SetsIndex />
      </HydrateClient>
    </>
  );
}
