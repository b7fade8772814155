import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../../../trpc/server';
import { orNotFound } from '../../../trpc/or-not-found';
import { HistoryView } from './history-view';
import { showInItsGame, type SearchParams } from '../../../ui/current-game';
import './history.css';

export const metadata: Metadata = { title: 'History' };

/** `/cards/<id>/history`: every published version of a card, side-by-side differences, restore, publish. */
export default async function CardHistoryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  await connection();
  const { id } = await params;
  const { card } = await orNotFound(getQueryClient().fetchQuery(trpc.cards.versions.queryOptions({ id }))); // an unknown id: 404
  await showInItsGame(card.game, `/cards/${encodeURIComponent(card.id)}/history`, await searchParams);
  return (
    <HydrateClient>
      <HistoryView cardId={id} />
    </HydrateClient>
  );
}
