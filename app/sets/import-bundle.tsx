'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../trpc/client';
import { ProblemList } from './problem-list';
import { countProblems } from '../../sets/problem';
import { plural } from '../ui/plural';
import { useRoleRefusal } from '../ui/session';

/** Uploads a bundle zip; the server verifies it completely and imports it all or nothing. */
export function ImportBundle() {
  const refusal = useRoleRefusal('publisher');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const [unsigned, setUnsigned] = useState(false);
  const upload = useMutation(
    trpc.sets.importBundle.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.sets.pathFilter()),
    }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file === undefined) return;
    upload.mutate({ zipBase64: base64(new Uint8Array(await file.arrayBuffer())), unsigned });
  };
  const result = upload.data;
  return (
    <form className="panel form" onSubmit={submit} aria-label="Import a bundle">
      <h2 className="panel__title">Import a bundle</h2>
      <p className="muted form__hint">A .zip downloaded from a studio. Its signature, hashes, schema and every card&apos;s source are checked before anything is written.</p>
      <input className="form__file" type="file" accept=".zip,application/zip" onChange={(e) => setFile(e.target.files?.[0])} data-testid="bundle-file" />
      <label className="form__check">
        <input type="checkbox" checked={unsigned} onChange={(e) => setUnsigned(e.target.checked)} data-testid="bundle-unsigned" /> Accept an unsigned or
        untrusted bundle
      </label>
      <button className="button" type="submit" disabled={file === undefined || upload.isPending || refusal !== undefined} title={refusal} data-testid="import-bundle">
        {upload.isPending ? 'Checking…' : 'Import'}
      </button>
      {result?.status === 'problems' ? <ProblemList title={`Refused: ${countProblems(result.problems)}, nothing imported.`} problems={result.problems} /> : null}
      {result?.status === 'imported' ? (
        <p className="success" data-testid="import-result">
          Imported {result.setId} version {result.version}: {plural(result.newVersions, 'new published version')}, {plural(result.newCards.length, 'new card')}.
        </p>
      ) : null}
      {result?.status === 'already-present' ? (
        <p className="success" data-testid="import-result">
          {result.setId} version {result.version} is already here, identical.
        </p>
      ) : null}
      {upload.isError ? <p className="notice notice--error">{upload.error.message}</p> : null}
    </form>
  );
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
