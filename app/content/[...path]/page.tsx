import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { orNotFound } from '../../trpc/or-not-found';
import { DefinitionViewer } from '../../editor/definition-viewer';

type Params = { params: Promise<{ path: string[] }> };

function projectPath(segments: string[]): string {
  return ['content', ...segments.map((s) => decodeURIComponent(s))].join('/');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: projectPath((await params).path) };
}

/** A definition file (ruleset, roles, species …) read-only: where "go to definition" leads from a card. */
export default async function DefinitionPage({ params }: Params) {
  await connection();
  const path = projectPath((await params).path);
  await orNotFound(getQueryClient().fetchQuery(trpc.cards.definition.queryOptions({ path }))); // an unknown file: 404
  return (
    <HydrateClient>
      <Suspense>
        <DefinitionViewer path={path} />
      </Suspense>
    </HydrateClient>
  );
}
