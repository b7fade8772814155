'use client';
/**
 * A card's history: every published version (author, time, changelog) and the draft, two of them picked
 * with the From/To radio buttons and compared side by side (rules text, then source), a Restore button
 * per version, and the Publish control. The compared pair lives in the URL (`?from=1&to=2`).
 */
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc/client';
import { useSession } from '../../../ui/session';
import { PageHeader } from '../../../ui/page-header';
import { Dialog } from '../../../ui/dialog';
import { StatusBadge } from '../../status-badge';
import { PublishControl } from '../../publish/publish-control';
import type { CardHistory } from '../../../server/routers/card-history';
import { comparePair, sideLabel, type ComparePair, type Side } from './compare-pair';
import { SideBySideView } from './side-by-side-view';
import { plural } from '../../../ui/plural';

export function HistoryView({ cardId }: { cardId: string }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.cards.versions.queryOptions({ id: cardId }));
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [restoring, setRestoring] = useState<number | undefined>();
  const [restored, setRestored] = useState<{ version: number; revision: number } | undefined>();

  if (history.isPending) return <p className="notice">Loading the history…</p>;
  if (history.isError) {
    return (
      <p className="notice notice--error" data-testid="history-error">
        {history.error.message}. <Link href="/library">Library</Link>
      </p>
    );
  }
  const h = history.data;
  const versions = h.versions.map((v) => v.version);
  const pair = comparePair({ versions, unpublishedChanges: h.draft.unpublishedChanges }, params.get('from'), params.get('to'));
  const choose = (next: ComparePair) => router.replace(`${pathname}?from=${next.from}&to=${next.to}`, { scroll: false });
  const pick = (which: 'from' | 'to', side: Side) => {
    const other: Side = which === 'from' ? (pair?.to ?? 'draft') : (pair?.from ?? versions[0] ?? 'draft');
    if (other === side) return;
    choose(which === 'from' ? { from: side, to: other } : { from: other, to: side });
  };

  return (
    <div className="history" data-testid="history">
      <PageHeader
        title={`${h.card.name}: history`}
        actions={<PublishControl cardId={cardId} errorCount={h.draft.errors} dirty={false} baseRevision={h.draft.revision} />}
      >
        <code>{h.card.id}</code> · {h.card.game} · <StatusBadge card={{ ...h.card, changedSincePublish: h.draft.unpublishedChanges }} /> ·{' '}
        <Link href={`/cards/${encodeURIComponent(cardId)}`} prefetch={false}>
          Open in the editor
        </Link> · <Link href="/library">Library</Link>
      </PageHeader>
      {restored ? (
        <p className="notice history__restored" role="status" data-testid="restore-result">
          Version {restored.version} is the draft again (revision {restored.revision}). Publish it to make it the current version.
        </p>
      ) : null}
      <div className="history__layout">
        <VersionTable history={h} pair={pair} onPick={pick} onRestore={setRestoring} />
        {pair ? (
          <DiffPanel cardId={cardId} pair={pair} onSwap={() => choose({ from: pair.to, to: pair.from })} />
        ) : (
          <p className="notice" data-testid="diff-none">
            {versions.length === 0 ? 'Nothing is published yet: publish the draft to start its history.' : 'One version, and the draft is the same: nothing to compare yet.'}
          </p>
        )}
      </div>
      <RestoreDialog
        cardId={cardId}
        history={h}
        version={restoring}
        onClose={() => setRestoring(undefined)}
        onRestored={(version, revision) => {
          setRestoring(undefined);
          setRestored({ version, revision });
          const current = h.card.currentVersion;
          if (current !== null) choose({ from: current, to: 'draft' });
        }}
      />
    </div>
  );
}

interface VersionTableProps {
  history: CardHistory;
  pair: ComparePair | undefined;
  onPick(which: 'from' | 'to', side: Side): void;
  onRestore(version: number): void;
}

function VersionTable({ history, pair, onPick, onRestore }: VersionTableProps) {
  const { canEdit } = useSession();
  const radios = (side: Side) => (
    <>
      <td className="history__pick">
        <input type="radio" name="from" aria-label={`Compare from ${sideLabel(side)}`} checked={pair?.from === side} onChange={() => onPick('from', side)} data-testid={`from-${side}`} />
      </td>
      <td className="history__pick">
        <input type="radio" name="to" aria-label={`Compare to ${sideLabel(side)}`} checked={pair?.to === side} onChange={() => onPick('to', side)} data-testid={`to-${side}`} />
      </td>
    </>
  );
  const d = history.draft;
  return (
    <section className="panel panel--flush history__versions" aria-label="Versions">
      <table className="data-table" data-testid="version-table">
        <thead>
          <tr>
            <th title="Compare from">From</th>
            <th title="Compare to">To</th>
            <th>Version</th>
            <th>Changelog</th>
            <th>By</th>
            <th>When</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="draft-row" className="history__draft">
            {radios('draft')}
            <td>
              <span className="history__version">Draft</span>
              <span className="card-id">revision {d.revision}</span>
            </td>
            <td className="muted">
              {d.unpublishedChanges ? (history.card.currentVersion === null ? 'never published' : 'unpublished changes') : `same as v${history.card.currentVersion}`}
              {d.errors > 0 ? <span className="problems__errors"> · {plural(d.errors, 'error')}</span> : null}
            </td>
            <td>{d.updatedBy ?? <span className="muted">content folder</span>}</td>
            <td className="history__time">
              <Time iso={d.updatedAt} />
            </td>
            <td />
          </tr>
          {history.versions.map((v) => (
            <tr key={v.version} data-testid="version-row" data-version={v.version}>
              {radios(v.version)}
              <td>
                <span className="history__version">v{v.version}</span>
                {v.version === history.card.currentVersion ? <span className="card-id">current</span> : null}
                {v.name !== history.card.name ? <span className="card-id">as “{v.name}”</span> : null}
              </td>
              <td className="history__changelog" data-testid="version-changelog">
                {v.changelog}
              </td>
              <td data-testid="version-author">{v.author}</td>
              <td className="history__time">
                <Time iso={v.createdAt} />
              </td>
              <td>
                <button
                  type="button"
                  className="button button--small"
                  disabled={!canEdit}
                  title={canEdit ? `Make version ${v.version} the draft again` : 'Designers and publishers can restore a version'}
                  onClick={() => onRestore(v.version)}
                  data-testid={`restore-${v.version}`}
                >
                  Restore
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A time in the viewer's locale, rendered only in the browser (the server does not know the locale). */
function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

function DiffPanel({ cardId, pair, onSwap }: { cardId: string; pair: ComparePair; onSwap(): void }) {
  const trpc = useTRPC();
  const diff = useQuery(trpc.cards.diff.queryOptions({ id: cardId, from: pair.from, to: pair.to }));
  return (
    <section className="panel history__diff" aria-label="Differences" data-testid="history-diff">
      <div className="history__diff-head">
        <h2 className="panel__title" data-testid="diff-title">
          {diff.data ? `${diff.data.from.label} → ${diff.data.to.label}` : `${sideLabel(pair.from)} → ${sideLabel(pair.to)}`}
        </h2>
        <button type="button" className="button button--small" onClick={onSwap} data-testid="diff-swap">
          Swap sides
        </button>
      </div>
      {diff.isPending ? <p className="muted">Comparing…</p> : null}
      {diff.isError ? <p className="notice notice--error">{diff.error.message}</p> : null}
      {diff.data ? (
        <>
          <SideBySideView title="Rules text" diff={diff.data.rulesText} testId="rules-diff" />
          <SideBySideView title="Source" diff={diff.data.source} testId="source-diff" mono />
        </>
      ) : null}
    </section>
  );
}

interface RestoreDialogProps {
  cardId: string;
  history: CardHistory;
  version: number | undefined;
  onClose(): void;
  onRestored(version: number, revision: number): void;
}

function RestoreDialog({ cardId, history, version, onClose, onRestored }: RestoreDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | undefined>();
  const restore = useMutation(
    trpc.cards.restore.mutationOptions({
      onSuccess: async (result, input) => {
        await queryClient.invalidateQueries(trpc.cards.pathFilter());
        if (result.status === 'saved') {
          setConflict(undefined);
          onRestored(input.version, result.card.draftRevision);
        } else if (result.status === 'conflict') {
          // Nothing was written. The refreshed history names the newer draft; restoring again replaces it.
          setConflict(`The draft changed while you looked (it is now revision ${result.current.revision}). Nothing was restored: compare it first, then restore again if you still want to.`);
        }
      },
    }),
  );
  const close = () => {
    setConflict(undefined);
    restore.reset();
    onClose();
  };
  const d = history.draft;
  return (
    <Dialog
      open={version !== undefined}
      title={`Restore version ${version ?? ''}`}
      onClose={close}
      onSubmit={() => version !== undefined && restore.mutate({ id: cardId, version, baseRevision: d.revision })}
      submitLabel={restore.isPending ? 'Restoring…' : `Restore version ${version ?? ''}`}
      submitDisabled={restore.isPending}
      testId="restore-dialog"
    >
      <p className="history__dialog-text">
        The draft (revision {d.revision}) becomes version {version}’s source, as a new draft revision. Published versions do not change; publish the draft to make it current.
      </p>
      {d.unpublishedChanges && history.card.currentVersion !== null ? (
        <p className="notice notice--error" data-testid="restore-warning">
          The draft has changes that were never published. Restoring replaces them: compare v{history.card.currentVersion} with the draft first if you may need them.
        </p>
      ) : null}
      {conflict ? (
        <p className="form__error" role="alert" data-testid="restore-conflict">
          {conflict}
        </p>
      ) : null}
      {restore.isError ? (
        <p className="form__error" role="alert">
          {restore.error.message}
        </p>
      ) : null}
    </Dialog>
  );
}
