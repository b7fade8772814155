import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { HydrateClient, getQueryClient, trpc } from '../../trpc/server';
import { DefinitionViewer } from '../../editor/definition-viewer';
import { decodedSegment } from '../../server/http/url-segment';

type Params = { params: Promise<{ path: string[] }> };

/** `content/<segments>`, or undefined when a segment is badly %-encoded. */
function projectPath(segments: string[]): string | undefined {
  const decoded = segments.map(decodedSegment);
  return decoded.every((s) => s !== undefined) ? ['content', ...decoded].join('/') : undefined;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: projectPath((await params).path) ?? 'Not found' };
}

/** A definition file (ruleset, roles, species …) read-only: where "go to definition" leads from a card. */
export default async function DefinitionPage({ params }: Params) {
  await connection();
  const path = projectPath((await params).path);
  if (path === undefined) notFound();
  await getQueryClient().prefetchQuery(trpc.cards.definition.queryOptions({ path }));
  return (
    <HydrateClient>
      <Suspense>
        <DefinitionViewer path={path} />
      </Suspense>
    </HydrateClient>
  );
}
