import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../../../trpc/server';
import { HistoryView } from './history-view';
import './history.css';

export const metadata: Metadata = { title: 'History' };

/** `/cards/<id>/history`: every published version of a card, side-by-side differences, restore, publish. */
export default async function CardHistoryPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  await getQueryClient()
    .prefetchQuery(trpc.cards.versions.queryOptions({ id }))
    .catch(() => undefined); // an unknown id shows the client's not-found message
  return (
    <HydrateClient>
      <HistoryView cardId={id} />
    </HydrateClient>
  );
}
