'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../trpc/client';
import { Dialog } from '../ui/dialog';
import { useCurrentGame } from '../ui/current-game-context';
import { templateKinds } from '../cards/templates';

/**
 * "New card": a kind (the current game's card types) and a name; the card starts from that kind's
 * template, in the current game, and opens in the editor.
 */
export function NewCardButton() {
  const trpc = useTRPC();
  const router = useRouter();
  const { game } = useCurrentGame();
  const kinds = templateKinds(game.cardTypes);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState(kinds[0] ?? '');
  const [name, setName] = useState('');
  const create = useMutation(trpc.cards.create.mutationOptions({ onSuccess: (card) => router.push(`/cards/${encodeURIComponent(card.id)}`) }));
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="new-card">
        New card
      </button>
      <Dialog
        open={open}
        title="New card"
        onClose={() => setOpen(false)}
        onSubmit={() => create.mutate({ kind, name: name.trim(), game: game.id })}
        submitLabel={create.isPending ? 'Creating…' : 'Create'}
        submitDisabled={name.trim() === '' || create.isPending}
        testId="new-card-dialog"
      >
        <label className="form__field">
          <span className="form__label">Kind</span>
          <select className="select" value={kind} onChange={(e) => setKind(e.target.value)}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label className="form__field">
          <span className="form__label">Name (the id is made from it and never changes)</span>
          <input className="input" autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Frost Lance" />
        </label>
        {create.isError ? <p className="form__error">{create.error.message}</p> : null}
      </Dialog>
    </>
  );
}
