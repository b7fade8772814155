import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { orNotFound } from '../../trpc/or-not-found';
import { DefinitionViewer } from '../../editor/definition-viewer';
import { showInItsGame, type SearchParams } from '../../ui/current-game';

type Params = { params: Promise<{ path: string[] }>; searchParams: Promise<SearchParams> };

function projectPath(segments: string[]): string {
  return ['content', ...segments.map((s) => decodeURIComponent(s))].join('/');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: projectPath((await params).path) };
}

/** A definition file (ruleset, roles, species …) read-only: where "go to definition" leads from a card. */
export default async function DefinitionPage({ params, searchParams }: Params) {
  await connection();
  const segments = (await params).path;
  const path = projectPath(segments);
  await orNotFound(getQueryClient().fetchQuery(trpc.cards.definition.queryOptions({ path }))); // an unknown file: 404
  // content/<game>/…: the file's game is its first folder.
  await showInItsGame(decodeURIComponent(segments[0] ?? ''), `/content/${segments.join('/')}`, await searchParams);
  return (
    <HydrateClient>
      <Suspense>
        <DefinitionViewer path={path} />
      </Suspense>
    </HydrateClient>
  );
}
