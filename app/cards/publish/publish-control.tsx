'use client';
/**
 * The Publish button of a card (the editor's toolbar and the history page). Disabled, with the reason
 * beside it, for a user who is not a publisher, unsaved changes, errors, or a draft that is already the
 * current version. Publishing asks for a changelog line in a dialog, says which draft revision becomes
 * which version, and shows the new version number afterwards.
 *
 * The server checks everything again. The publish names the draft revision shown in the dialog (or
 * `baseRevision`, when the host page knows exactly which revision its editor saved): if the draft
 * changed since, the server answers CONFLICT and the dialog shows the newer draft instead.
 */
import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { useSession } from '../../ui/session';
import { Dialog } from '../../ui/dialog';
import { publishBlocker } from './publish-blocker';
import './publish.css';

export interface PublishControlProps {
  cardId: string;
  /** Errors the editor shows for the current text (the server re-validates anyway). */
  errorCount: number;
  /** The editor holds changes it has not saved yet. */
  dirty: boolean;
  /** The draft revision the host's editor last saved or loaded; default: the revision the dialog shows. */
  baseRevision?: number;
  onPublished?(version: number): void;
}

export function PublishControl({ cardId, errorCount, dirty, baseRevision, onPublished }: PublishControlProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const reasonId = useId();
  const history = useQuery(trpc.cards.versions.queryOptions({ id: cardId }));
  const [open, setOpen] = useState(false);
  const [changelog, setChangelog] = useState('');
  const [published, setPublished] = useState<number | undefined>();
  const refetchHistory = history.refetch;

  // Once the editor has saved, the draft the server holds changed: refresh what the button knows of it.
  useEffect(() => {
    if (!dirty) void refetchHistory();
  }, [dirty, refetchHistory]);

  const publish = useMutation(
    trpc.cards.publish.mutationOptions({
      onSuccess: async ({ version }) => {
        setOpen(false);
        setChangelog('');
        setPublished(version);
        onPublished?.(version);
        await queryClient.invalidateQueries(trpc.cards.pathFilter());
      },
      // A conflict or a refusal: show the draft as it is now next to the message.
      onError: () => void refetchHistory(),
    }),
  );

  const data = history.data;
  const blocker = publishBlocker({
    canPublish: session.canPublish,
    role: session.user.role,
    dirty,
    errorCount,
    draft: data ? { unpublishedChanges: data.draft.unpublishedChanges, currentVersion: data.card.currentVersion } : undefined,
  });
  const nextVersion = (data?.versions[0]?.version ?? 0) + 1;
  const revision = baseRevision ?? data?.draft.revision;

  const openDialog = () => {
    publish.reset();
    setPublished(undefined);
    setOpen(true);
    void refetchHistory();
  };
  const submit = () => {
    if (revision === undefined) return;
    publish.mutate({ id: cardId, baseRevision: revision, changelog: changelog.trim() });
  };

  return (
    <div className="publish" data-testid="publish-control">
      <button type="button" className="button button--primary" disabled={blocker !== undefined} aria-describedby={blocker ? reasonId : undefined} onClick={openDialog} data-testid="publish-button">
        Publish…
      </button>
      {blocker ? (
        <span id={reasonId} className="publish__reason" data-testid="publish-reason">
          {blocker}
        </span>
      ) : null}
      {published !== undefined && !open ? (
        <span className="publish__done" role="status" data-testid="publish-result">
          Published version {published}. <Link href={`/cards/${encodeURIComponent(cardId)}/history`}>History</Link>
        </span>
      ) : null}
      <Dialog
        open={open}
        title={`Publish ${data?.card.name ?? cardId}`}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel={publish.isPending ? 'Publishing…' : `Publish version ${nextVersion}`}
        submitDisabled={changelog.trim() === '' || revision === undefined || publish.isPending}
        testId="publish-dialog"
      >
        {data ? (
          <p className="publish__what" data-testid="publish-what">
            Draft revision {revision}
            {data.draft.updatedBy ? `, saved by ${data.draft.updatedBy}` : ''} on {new Date(data.draft.updatedAt).toLocaleString()}, becomes version {nextVersion}
            {data.card.currentVersion !== null ? ` (the game now uses version ${data.card.currentVersion})` : ''}.
          </p>
        ) : null}
        <label className="form__field">
          <span className="form__label">Changelog (one line: what changed and why)</span>
          <input
            className="input"
            autoFocus
            required
            maxLength={200}
            value={changelog}
            onChange={(e) => setChangelog(e.target.value)}
            placeholder="e.g. Power 60 → 70: it lost every trade at 60"
            aria-label="Changelog"
          />
        </label>
        {publish.isError ? (
          <p className="form__error" role="alert" data-testid="publish-error">
            {publish.error.message}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
