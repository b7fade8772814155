import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { CardLibrary } from './card-library';

export const metadata: Metadata = { title: 'Library' };

export default async function LibraryPage() {
  // Rendered per request, never at build time: `next build` must not open the database.
  await connection();
  await getQueryClient().prefetchQuery(trpc.cards.list.queryOptions());
  return (
    <>
      <PageHeader title="Library">Every card: search, filter, and open one to edit it.</PageHeader>
      <HydrateClient>
        <Suspense>
          <CardLibrary />
        </Suspense>
      </HydrateClient>
    </>
  );
}
