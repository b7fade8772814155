import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { LabNav } from '../balance/lab-nav';
import { DeckBuilder } from './deck-builder';
import '../balance/lab.css';

export const metadata: Metadata = { title: 'Decks' };

export default async function DecksPage() {
  // Rendered per request: the deck list comes from the database.
  await connection();
  await getQueryClient().prefetchQuery(trpc.decks.list.queryOptions());
  return (
    <>
      <PageHeader title="Decks">Three summon slots, a main deck and an advance deck, checked by the rules as you build. Simulations play the decks saved here.</PageHeader>
      <LabNav />
      <HydrateClient>
        <DeckBuilder />
      </HydrateClient>
    </>
  );
}
