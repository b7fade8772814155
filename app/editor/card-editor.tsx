'use client';
/**
 * The card editor (/cards/<id>): the card's draft in Monaco with live diagnostics from the language
 * worker, the card face rendered from the same analysis, the problems and the outline beside it.
 * Drafts autosave (draft-saver.ts); a stale save opens the conflict view, which shows both versions and
 * lets the user keep theirs-on-top-of-latest or take the latest (with theirs one click away).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC, useTRPCClient } from '../trpc/client';
import { useSession } from '../ui/session';
import { DraftFaceView, useShownFace } from '../cards/draft-face-view';
import { cardIdOf, pageOf, parseAt } from '../cards/project-paths';
import type { Analysis, FileRename } from './language/protocol';
import type { SourceEditorHandle } from './source-editor';
import { DraftSaver, type SaveState } from './draft-saver';
import { EditorToolbar } from './editor-toolbar';
import { ProblemsList } from './problems-list';
import { OutlineList } from './outline-list';
import { ConflictPanel } from './conflict-panel';
import { draftChanged } from '../cards/card-state';
import { plural } from '../ui/plural';
import { countDiagnostics } from '../../dsl/diagnostics';

const SourceEditor = dynamic(() => import('./source-editor'), { ssr: false, loading: () => <div className="source-editor__loading">Loading the editor…</div> });

export function CardEditor({ id }: { id: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const params = useSearchParams();
  const { canEdit } = useSession();
  // The editor owns the text once open: never refetch the workspace under it.
  const workspace = useQuery(trpc.cards.workspace.queryOptions({ id }, { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false }));
  const [analysis, setAnalysis] = useState<Analysis>();
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved', revision: 0 });
  /** The draft as last saved: the status badge compares it with the published source. */
  const [savedText, setSavedText] = useState<string>();
  const [handle, setHandle] = useState<SourceEditorHandle>();
  /** My text after I took theirs in a conflict, until I put it back or save something new. */
  const [setAside, setSetAside] = useState<string>();
  const saver = useRef<DraftSaver | undefined>(undefined);
  const card = workspace.data?.card;

  useEffect(() => {
    if (!card || !canEdit) return;
    const created = new DraftSaver({
      revision: card.draftRevision,
      text: card.draftSource,
      save: (input) => client.cards.saveDraft.mutate({ id: card.id, ...input }),
      onState: (state) => {
        setSaveState(state);
        if (state.kind === 'saved') {
          setSavedText(created.savedText);
          void queryClient.invalidateQueries({ queryKey: trpc.cards.list.queryKey() });
        }
      },
    });
    saver.current = created;
    setSaveState(created.status);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void created.flush();
    };
    const onLeave = (event: BeforeUnloadEvent) => {
      if (created.dirty) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('beforeunload', onLeave);
      // Leaving the page inside the studio: save what is pending.
      void created.flush();
      created.dispose();
      saver.current = undefined;
    };
    // One saver per opened card (the draft it starts from is the one loaded with the page).
  }, [card?.id, canEdit]);

  const onChange = useCallback((text: string) => saver.current?.edit(text), []);
  // With errors the face shows the card as it last was without errors, marked out of date (face-to-show.ts).
  const counts = countDiagnostics(analysis?.diagnostics ?? []);
  const analysisErrors = counts.errors;
  const shownFace = useShownFace(id, analysis?.face, analysisErrors, analysis !== undefined);
  const onOpen = useCallback((path: string, at: { line: number; column: number }) => router.push(pageOf(path, at)), [router]);
  const reveal = useCallback((range: Parameters<SourceEditorHandle['reveal']>[0]) => handle?.reveal(range), [handle]);
  /** A rename's part in other files: the other cards' drafts, all or none; definition files are read-only here. */
  const renameElsewhere = useCallback(
    async (files: FileRename[]): Promise<string | null> => {
      const definitions = files.filter((f) => cardIdOf(f.path) === undefined).map((f) => f.path);
      if (definitions.length > 0) return `This name is also used in ${definitions.join(', ')}, which the studio does not change: rename it in the content folder (cardsmith lsp renames across files).`;
      const changes = files.map((f) => ({ id: cardIdOf(f.path) ?? '', expected: f.text, edits: f.edits.map((e) => ({ start: e.range.start.offset, end: e.range.end.offset, newText: e.newText })) }));
      const result = await client.cards.editDrafts.mutate({ changes });
      if (result.status === 'refused') return result.message;
      void queryClient.invalidateQueries({ queryKey: trpc.cards.list.queryKey() });
      return null;
    },
    [client, queryClient, trpc],
  );

  if (workspace.isPending) return <p className="notice">Loading the card…</p>;
  if (workspace.isError) return <p className="notice notice--error">Could not open this card: {workspace.error.message}</p>;
  const { path, files } = workspace.data;
  const loaded = workspace.data.card;
  const diagnostics = analysis?.diagnostics ?? [];
  const { errors, warnings } = counts;
  const conflict = saveState.kind === 'conflict' ? saveState : undefined;

  const keepMine = async () => {
    setSetAside(undefined);
    await saver.current?.keepMine();
  };
  const takeTheirs = () => {
    const taken = saver.current?.takeTheirs();
    if (!taken || !handle) return;
    setSetAside(taken.mine);
    handle.replaceAll(taken.theirs);
  };
  const putMineBack = () => {
    if (setAside === undefined) return;
    handle?.replaceAll(setAside);
    setSetAside(undefined);
  };

  return (
    <div className="card-editor" data-testid="card-editor" data-card-id={loaded.id}>
      <EditorToolbar
        cardId={loaded.id}
        game={loaded.game}
        name={analysis?.face?.name ?? loaded.name}
        card={{ status: loaded.status, currentVersion: loaded.currentVersion, changedSincePublish: draftChanged(savedText ?? loaded.draftSource, workspace.data.publishedSource) }}
        saveState={saveState}
        canEdit={canEdit}
        errors={errors}
        warnings={warnings}
        dirty={saveState.kind !== 'saved'}
        savedRevision={saveState.kind === 'saved' && saveState.revision > 0 ? saveState.revision : undefined}
        onRename={async (name) => (handle ? handle.rename(name) : 'The editor is still loading.')}
        onFormat={() => handle?.format()}
        currentText={() => handle?.text() ?? loaded.draftSource}
      />
      {conflict ? <ConflictPanel mine={conflict.mine} theirs={conflict.theirs} onKeepMine={() => void keepMine()} onTakeTheirs={takeTheirs} /> : null}
      {setAside !== undefined && !conflict ? (
        <div className="notice notice--warning editor__set-aside" data-testid="set-aside">
          You took the latest draft; your version is set aside.{' '}
          <button type="button" className="button button--small" onClick={putMineBack}>
            Put my version back
          </button>
        </div>
      ) : null}
      <div className="card-editor__body" hidden={conflict !== undefined}>
        <section className="card-editor__source panel panel--flush" aria-label="Source">
          <SourceEditor
            path={path}
            text={loaded.draftSource}
            files={files}
            readOnly={!canEdit}
            at={parseAt(params.get('at'))}
            onReady={setHandle}
            onChange={onChange}
            onAnalysis={setAnalysis}
            onOpen={onOpen}
            onRenameElsewhere={canEdit ? renameElsewhere : undefined}
          />
        </section>
        <aside className="card-editor__side" aria-label="Preview and problems">
          <section className="card-editor__face" data-testid="editor-face">
            {analysis ? (
              <DraftFaceView cardId={loaded.id} game={loaded.game} shown={shownFace} errors={errors} noCard={<p className="notice">This draft declares no card yet.</p>} />
            ) : (
              <p className="notice">Reading the card…</p>
            )}
          </section>
          <section className="panel card-editor__problems" aria-label="Problems">
            <h2 className="panel__title">
              Problems <span className="count" data-testid="problem-count">{analysis ? `${plural(errors, 'error')}, ${plural(warnings, 'warning')}` : ''}</span>
            </h2>
            {analysis ? <ProblemsList diagnostics={diagnostics} onSelect={(d) => reveal(d.range)} /> : null}
          </section>
          <section className="panel card-editor__outline" aria-label="Outline">
            <h2 className="panel__title">Outline</h2>
            <OutlineList symbols={analysis?.symbols ?? []} onSelect={(s) => reveal(s.selectionRange)} />
          </section>
        </aside>
      </div>
    </div>
  );
}
