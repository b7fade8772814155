'use client';
/**
 * A card's art in the editor's toolbar: upload an image (PNG, JPEG or WebP, at most 2 MiB: checked
 * again on the server by its bytes), remove it, and download the card's face as a PNG at print
 * resolution. Uploading and removing need the designer role, like editing the draft.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { MAX_ART_BYTES } from './art-image';

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function CardArtControl({ cardId, canEdit }: { cardId: string; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string>();
  const art = useQuery(trpc.cards.art.queryOptions({ id: cardId }));
  const refresh = () => queryClient.invalidateQueries(trpc.cards.pathFilter());
  const upload = useMutation(trpc.cards.uploadArt.mutationOptions({ onSuccess: () => (setMessage(undefined), refresh()), onError: (e) => setMessage(e.message) }));
  const remove = useMutation(trpc.cards.removeArt.mutationOptions({ onSuccess: () => (setMessage(undefined), refresh()), onError: (e) => setMessage(e.message) }));
  const current = art.data ?? null;

  async function chosen(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_ART_BYTES) {
      setMessage(`${file.name} is ${(file.size / 1048576).toFixed(1)} MiB; art can be at most ${MAX_ART_BYTES / 1048576} MiB`);
      return;
    }
    upload.mutate({ id: cardId, imageBase64: base64Of(new Uint8Array(await file.arrayBuffer())) });
  }

  return (
    <span className="card-art-control" data-testid="card-art">
      {current ? (
        <a href={`/api/cards/${encodeURIComponent(cardId)}/art?v=${current.id}`} target="_blank" rel="noopener" data-testid="card-art-current" title={`${current.width} × ${current.height}, ${Math.ceil(current.bytes / 1024)} KB`}>
          <img src={`/api/cards/${encodeURIComponent(cardId)}/art?v=${current.id}`} alt="The card's art" height={28} style={{ verticalAlign: 'middle', borderRadius: 3 }} />
        </a>
      ) : null}
      {canEdit ? (
        <>
          <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" hidden data-testid="card-art-file" onChange={(e) => void chosen(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
          <button type="button" className="button" onClick={() => input.current?.click()} disabled={upload.isPending} data-testid="card-art-upload" title="PNG, JPEG or WebP, at most 2 MiB">
            {upload.isPending ? 'Uploading…' : current ? 'Replace art' : 'Upload art'}
          </button>
          {current ? (
            <button type="button" className="button" onClick={() => remove.mutate({ id: cardId })} disabled={remove.isPending} data-testid="card-art-remove">
              Remove art
            </button>
          ) : null}
        </>
      ) : null}
      <a className="button" href={`/api/cards/${encodeURIComponent(cardId)}/face`} download data-testid="card-face-png" title="The card's face as PNG, 750 × 1050 (poker size at 300 dpi)">
        Face PNG
      </a>
      {message ? (
        <span className="form__error" role="alert" data-testid="card-art-error">
          {message}
        </span>
      ) : null}
    </span>
  );
}
