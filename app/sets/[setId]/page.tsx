import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { orNotFound } from '../../trpc/or-not-found';
import { SetView } from './set-view';
import '../sets.css';

export const metadata: Metadata = { title: 'Set' };

export default async function SetPage({ params }: { params: Promise<{ setId: string }> }) {
  await connection();
  const { setId } = await params;
  await orNotFound(getQueryClient().fetchQuery(trpc.sets.get.queryOptions({ id: setId }))); // an unknown id: 404
  return (
    <HydrateClient>
      <SetView setId={setId} />
    </HydrateClient>
  );
}
