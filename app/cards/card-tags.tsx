'use client';
/**
 * A card's tags as chips, and for designers a field to add one and a × on each chip to remove it.
 * Tags live beside the card (db/card-tags.ts): tagging changes neither its draft nor any version.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc/client';
import { useRoleRefusal } from '../ui/session';
import { Tag } from '../../db/card-tag-name';

export function CardTags({ cardId, tags }: { cardId: string; tags: readonly string[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refusal = useRoleRefusal('designer');
  const [text, setText] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cards.list.queryKey() });
  const add = useMutation(
    trpc.cards.addTag.mutationOptions({
      onSuccess: async () => {
        setText('');
        await refresh();
      },
    }),
  );
  const remove = useMutation(trpc.cards.removeTag.mutationOptions({ onSuccess: refresh }));
  const [invalid, setInvalid] = useState<string>();
  const error = invalid ?? (add.error ?? remove.error)?.message;
  return (
    <div className="card-tags" data-testid="card-tags">
      <div className="chips">
        {tags.length === 0 ? <span className="muted">No tags</span> : null}
        {tags.map((tag) => (
          <span key={tag} className="chip chip--tag" data-testid="card-tag">
            {tag}
            {refusal === undefined ? (
              <button type="button" className="chip__remove" aria-label={`Remove tag ${tag}`} disabled={remove.isPending} onClick={() => remove.mutate({ id: cardId, tag })}>
                ×
              </button>
            ) : null}
          </span>
        ))}
      </div>
      {refusal === undefined ? (
        <form
          className="card-tags__add"
          onSubmit={(event) => {
            event.preventDefault();
            // The API's rule, checked here so the message is the rule's, not a schema dump.
            const tag = Tag.safeParse(text);
            setInvalid(tag.success ? undefined : tag.error.issues[0]?.message);
            if (tag.success) add.mutate({ id: cardId, tag: tag.data });
          }}
        >
          <input className="input input--small" aria-label="New tag" placeholder="Add a tag" maxLength={40} value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="button button--small" disabled={text.trim() === '' || add.isPending}>
            Tag
          </button>
        </form>
      ) : null}
      {error ? <p className="form__error">{error}</p> : null}
    </div>
  );
}
