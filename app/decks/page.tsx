import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HydrateClient, getQueryClient, trpc } from '../trpc/server';
import { PageHeader } from '../ui/page-header';
import { currentGame } from '../ui/current-game';
import { LabNav } from '../balance/lab-nav';
import { DeckBuilder } from './deck-builder';
import '../balance/lab.css';

export const metadata: Metadata = { title: 'Decks' };

export default async function DecksPage() {
  // Rendered per request: the deck list comes from the database.
  await connection();
  const game = await currentGame();
  await getQueryClient().prefetchQuery(trpc.decks.list.queryOptions({ game: game.id }));
  const lead = game.cardTypes.length > 0 ? `${game.name}'s decks: one list of its cards, checked by its deck rules as you build.` : 'Three summon slots, a main deck and an advance deck, checked by the rules as you build.';
  return (
    <>
      <PageHeader title="Decks">{lead} Simulations play the decks saved here.</PageHeader>
      <LabNav />
      <HydrateClient>
        <DeckBuilder />
      </HydrateClient>
    </>
  );
}
