'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../trpc/client';
import { ImportBundle } from './import-bundle';
import { ProblemList } from './problem-list';
import { useCurrentGame } from '../ui/current-game-context';
import { useRoleRefusal } from '../ui/session';

/** The current game's sets; a new set is created for the current game. */
export function SetsIndex() {
  const trpc = useTRPC();
  const { game } = useCurrentGame();
  const sets = useQuery(trpc.sets.list.queryOptions({ game: game.id }));
  return (
    <div className="sets-layout">
      <section className="panel panel--flush" aria-label="Sets">
        {sets.isPending ? <p className="notice">Loading sets…</p> : null}
        {sets.isError ? <p className="notice notice--error">Could not load the sets: {sets.error.message}</p> : null}
        {sets.data?.length === 0 ? <p className="notice" data-testid="sets-empty">No sets yet: create one.</p> : null}
        {sets.data && sets.data.length > 0 ? (
          <table className="data-table" data-testid="set-table">
            <thead>
              <tr>
                <th scope="col">Set</th>
                <th scope="col">Game</th>
                <th scope="col" className="data-table__num">
                  Cards
                </th>
                <th scope="col" className="data-table__num">
                  Latest version
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.data.map((s) => (
                <tr key={s.id} data-testid="set-row" data-set-id={s.id}>
                  <td>
                    <Link className="card-name" href={`/sets/${s.id}`}>
                      {s.name}
                    </Link>
                    <span className="card-id">{s.id}</span>
                  </td>
                  <td className="muted">{s.game}</td>
                  <td className="data-table__num">{s.cardCount.toLocaleString('en-US')}</td>
                  <td className="data-table__num">{s.latestVersion ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <aside className="sets-side">
        <CreateSet />
        <ImportBundle />
      </aside>
    </div>
  );
}

function CreateSet() {
  const refusal = useRoleRefusal('designer');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { game } = useCurrentGame();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation(
    trpc.sets.create.mutationOptions({
      onSuccess: async (result) => {
        await queryClient.invalidateQueries(trpc.sets.list.queryFilter());
        if (result.status === 'ok') router.push(`/sets/${result.set.id}`);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, description, game: game.id });
  };
  return (
    <form className="panel form" onSubmit={submit} aria-label="New set">
      <h2 className="panel__title">New set of {game.name}</h2>
      <label className="form__field">
        Name
        <input className="form__input" value={name} onChange={(e) => setName(e.target.value)} required placeholder="Alpha" data-testid="new-set-name" />
      </label>
      <label className="form__field">
        Description
        <input className="form__input" value={description} onChange={(e) => setDescription(e.target.value)} placeholder="The first set" />
      </label>
      <button className="button button--primary" type="submit" disabled={create.isPending || name.trim() === '' || refusal !== undefined} title={refusal} data-testid="create-set">
        Create set
      </button>
      {create.data?.status === 'problems' ? <ProblemList title="Not created:" problems={create.data.problems} /> : null}
      {create.isError ? <p className="notice notice--error">{create.error.message}</p> : null}
    </form>
  );
}
