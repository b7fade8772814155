import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { orNotFound } from '../../trpc/or-not-found';
import { CardEditor } from '../../editor/card-editor';
import { showInItsGame, type SearchParams } from '../../ui/current-game';

type Params = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  return { title: decodeURIComponent(id) };
}

/** The card editor at a shareable URL: /cards/<id> (the library's Enter and click lead here). */
export default async function CardEditorPage({ params, searchParams }: Params) {
  // Per request, never at build time (the database is not open during `next build`).
  await connection();
  const id = decodeURIComponent((await params).id);
  // An unknown id answers 404 now, not a page whose client retries its query and then has nowhere to go.
  const { card } = await orNotFound(getQueryClient().fetchQuery(trpc.cards.workspace.queryOptions({ id })));
  await showInItsGame(card.game, `/cards/${encodeURIComponent(card.id)}`, await searchParams);
  return (
    <HydrateClient>
      <Suspense>
        <CardEditor key={id} id={id} />
      </Suspense>
    </HydrateClient>
  );
}
