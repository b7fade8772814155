'use client';
/**
 * A definition file of the content folder, read-only in the same editor (highlighting, hover, go to
 * definition, outline). Definitions change through the content folder and git, not the studio.
 */
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTRPC } from '../trpc/client';
import { pageOf, parseAt } from '../cards/project-paths';
import { PageHeader } from '../ui/page-header';

const SourceEditor = dynamic(() => import('./source-editor'), { ssr: false, loading: () => <div className="source-editor__loading">Loading the editor…</div> });

export function DefinitionViewer({ path }: { path: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const params = useSearchParams();
  const file = useQuery(trpc.cards.definition.queryOptions({ path }, { staleTime: Infinity, refetchOnWindowFocus: false }));
  if (file.isPending) return <p className="notice">Loading…</p>;
  if (file.isError) return <p className="notice notice--error">Could not open {path}: {file.error.message}</p>;
  return (
    <div className="card-editor" data-testid="definition-viewer">
      <PageHeader title={path}>Game definitions are read-only here: they change in the content folder.</PageHeader>
      <section className="card-editor__source panel panel--flush">
        <SourceEditor
          key={`${path}?${params.get('at') ?? ''}`}
          path={file.data.path}
          text={file.data.text}
          files={file.data.files}
          readOnly
          at={parseAt(params.get('at'))}
          onOpen={(target, at) => router.push(pageOf(target, at))}
        />
      </section>
    </div>
  );
}
