import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { SetView } from './set-view';
import '../sets.css';

export const metadata: Metadata = { title: 'Set' };

export default async function SetPage({ params }: { params: Promise<{ setId: string }> }) {
  await connection();
  const { setId } = await params;
  await getQueryClient()
    .prefetchQuery(trpc.sets.get.queryOptions({ id: setId }))
    .catch(() => undefined); // an unknown id shows the client's not-found message
  return (
    <HydrateClient>
      <SetView setId={setId} />
    </HydrateClient>
  );
}
