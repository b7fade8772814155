'use client';
/**
 * The library's actions on the selected card: duplicate it, delete it (never published), deprecate it
 * (published) or reinstate it (deprecated). Deleting and deprecating ask first. What a role cannot do is
 * disabled with the reason; the server checks the roles again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc/client';
import { Dialog } from '../ui/dialog';
import { useRoleRefusal } from '../ui/session';
import type { LibraryCard } from '../server/library';
import { forgetValidFace } from '../cards/last-valid-faces';

type Asking = 'duplicate' | 'delete' | 'deprecate' | undefined;

interface Props {
  card: LibraryCard;
  /** The copy was created: the library selects it. */
  onDuplicated(id: string): void;
}

export function CardLifecycleActions({ card, onDuplicated }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const designerRefusal = useRoleRefusal('designer');
  const publisherRefusal = useRoleRefusal('publisher');
  const [asking, setAsking] = useState<Asking>();
  const [copyName, setCopyName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cards.list.queryKey() });
  const close = () => {
    setAsking(undefined);
    for (const m of [duplicate, remove, deprecate]) m.reset();
  };
  const duplicate = useMutation(
    trpc.cards.duplicate.mutationOptions({
      onSuccess: async (copy) => {
        await refresh();
        setAsking(undefined);
        onDuplicated(copy.id);
      },
    }),
  );
  const remove = useMutation(
    trpc.cards.delete.mutationOptions({
      onSuccess: async () => {
        forgetValidFace(card.id);
        await refresh();
        setAsking(undefined);
      },
    }),
  );
  const deprecate = useMutation(
    trpc.cards.setDeprecated.mutationOptions({
      onSuccess: async () => {
        await refresh();
        setAsking(undefined);
      },
    }),
  );
  const published = card.currentVersion !== null;
  const error = duplicate.error ?? remove.error ?? deprecate.error;

  return (
    <>
      <button
        type="button"
        className="button"
        data-testid="duplicate-card"
        disabled={designerRefusal !== undefined}
        title={designerRefusal ?? 'A copy of the draft under a new name, with the same tags'}
        onClick={() => {
          setCopyName(`${card.name} copy`);
          setAsking('duplicate');
        }}
      >
        Duplicate
      </button>
      <a className="button" href={`/api/cards/${encodeURIComponent(card.id)}/face`} download data-testid="library-face-png" title="The card's face as PNG, 750 × 1050 (poker size at 300 dpi)">
        Face PNG
      </a>
      {!published ? (
        <button type="button" className="button button--danger" data-testid="delete-card" disabled={designerRefusal !== undefined} title={designerRefusal ?? 'Delete this draft (it was never published)'} onClick={() => setAsking('delete')}>
          Delete…
        </button>
      ) : card.status === 'deprecated' ? (
        <button
          type="button"
          className="button"
          data-testid="reinstate-card"
          disabled={publisherRefusal !== undefined || deprecate.isPending}
          title={publisherRefusal ?? 'Make the card published again'}
          onClick={() => deprecate.mutate({ id: card.id, deprecated: false })}
        >
          Reinstate
        </button>
      ) : (
        <button type="button" className="button button--danger" data-testid="deprecate-card" disabled={publisherRefusal !== undefined} title={publisherRefusal ?? 'Retire this published card'} onClick={() => setAsking('deprecate')}>
          Deprecate…
        </button>
      )}
      {asking === undefined && error ? <p className="form__error library__action-error">{error.message}</p> : null}

      <Dialog
        open={asking === 'duplicate'}
        title={`Duplicate ${card.name}`}
        onClose={close}
        onSubmit={() => duplicate.mutate({ id: card.id, name: copyName.trim() })}
        submitLabel={duplicate.isPending ? 'Copying…' : 'Duplicate'}
        submitDisabled={copyName.trim() === '' || duplicate.isPending}
        testId="duplicate-dialog"
      >
        <label className="form__field">
          <span className="form__label">Name of the copy (its id is made from it)</span>
          <input className="input" autoFocus value={copyName} onChange={(e) => setCopyName(e.target.value)} />
        </label>
        <p className="muted form__hint">The copy starts as a new draft with the current draft&apos;s text and the same tags; {card.name} is unchanged.</p>
        {duplicate.isError ? <p className="form__error">{duplicate.error.message}</p> : null}
      </Dialog>

      <Dialog
        open={asking === 'delete'}
        title={`Delete ${card.name}?`}
        onClose={close}
        onSubmit={() => remove.mutate({ id: card.id })}
        submitLabel={remove.isPending ? 'Deleting…' : 'Delete for good'}
        submitDisabled={remove.isPending}
        testId="delete-dialog"
      >
        <p>
          The draft <code>{card.id}</code> was never published. Deleting it removes it and its tags for good (its file in <code>content/</code> is not loaded again). This
          cannot be undone.
        </p>
        {remove.isError ? <p className="form__error">{remove.error.message}</p> : null}
      </Dialog>

      <Dialog
        open={asking === 'deprecate'}
        title={`Deprecate ${card.name}?`}
        onClose={close}
        onSubmit={() => deprecate.mutate({ id: card.id, deprecated: true })}
        submitLabel={deprecate.isPending ? 'Deprecating…' : 'Deprecate'}
        submitDisabled={deprecate.isPending}
        testId="deprecate-dialog"
      >
        <p>
          A published card is never deleted: its versions stay in its history and in the set versions that pin them. Deprecated, it is no longer offered for new
          sets. A publisher can reinstate it.
        </p>
        {deprecate.isError ? <p className="form__error">{deprecate.error.message}</p> : null}
      </Dialog>
    </>
  );
}
