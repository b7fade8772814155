'use client';
/**
 * The Balance page: start a simulation run, follow its progress, read its results as charts, and compare
 * two runs (e.g. before and after editing a card). Runs live in the database; the page polls while one
 * is playing. The page is about the studio's current game: its runs, newest first (two games' runs cannot
 * be compared, and another game's run among them was shown unlabelled).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc/client';
import { useCurrentGame } from '../ui/current-game-context';
import type { RunListItem } from '../../db/balance-runs';
import { RunForm } from './run-form';
import { plural } from '../ui/plural';
import { RunView } from './run-view';
import { RunComparison } from './run-comparison';
import './balance-lab.css';

const isLive = (status: RunListItem['status']) => status === 'queued' || status === 'running';

export function BalanceLab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { game } = useCurrentGame();
  const runs = useQuery({ ...trpc.balance.list.queryOptions({ game: game.id }), refetchInterval: (q) => (q.state.data?.some((r) => isLive(r.status)) ? 1000 : false) });
  const [selected, setSelected] = useState<string | undefined>();
  const [compareWith, setCompareWith] = useState<string | undefined>();
  const start = useMutation(
    trpc.balance.start.mutationOptions({
      onSuccess: async ({ id }) => {
        setSelected(id);
        await queryClient.invalidateQueries({ queryKey: trpc.balance.list.queryKey() });
      },
    }),
  );
  // A run picked here stays shown while it is among this game's runs (the game may change in another tab;
  // the run just started is shown before the list has fetched it).
  const ofThisGame = (id: string | undefined) => id !== undefined && ((id === start.data?.id && start.variables?.game === game.id) || runs.data?.some((r) => r.id === id) === true);
  const shown = ofThisGame(selected) ? selected : runs.data?.[0]?.id;
  const before = ofThisGame(compareWith) ? compareWith : undefined;

  return (
    <div className="balance-lab">
      <RunForm onStart={(input) => start.mutate(input)} starting={start.isPending} error={start.error?.message} />
      {start.data?.notice ? (
        <p className="notice" role="status" data-testid="run-queued">
          {start.data.notice}
        </p>
      ) : null}
      {start.data && start.data.skipped.length > 0 ? (
        <details className="notice balance-lab__skipped" open data-testid="run-skipped">
          <summary>
            {plural(start.data.skipped.length, 'file')} left out of the run for {start.data.skipped.length === 1 ? 'its' : 'their'} errors (the run&apos;s decks do not use {start.data.skipped.length === 1 ? 'it' : 'them'})
          </summary>
          <ul>
            {start.data.skipped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {shown ? <RunView id={shown} /> : null}
      {shown && before && before !== shown ? <RunComparison before={before} after={shown} /> : null}
      <section className="panel panel--flush" aria-label="Past runs">
        <h2 className="panel__title balance-lab__heading">Runs of {game.name}</h2>
        {runs.isPending ? <p className="notice">Loading runs…</p> : null}
        {runs.isError ? <p className="notice notice--error">Could not load the runs: {runs.error.message}</p> : null}
        {runs.data && runs.data.length === 0 ? <p className="notice" data-testid="no-runs">No runs of {game.name} yet: start one above.</p> : null}
        {runs.data && runs.data.length > 0 ? (
          <table className="data-table" data-testid="run-table">
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Status</th>
                <th scope="col" className="data-table__num">Games</th>
                <th scope="col" className="data-table__num">A wins</th>
                <th scope="col">Started (UTC)</th>
                <th scope="col">Compare</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <tr key={run.id} data-testid="run-row" data-run-id={run.id} aria-selected={run.id === shown} className={run.id === shown ? 'balance-lab__row--selected' : undefined}>
                  <td>
                    <button type="button" className="balance-lab__link" onClick={() => setSelected(run.id)}>
                      {run.label}
                    </button>
                    <span className="card-id">{run.runner === 'queue' ? 'job queue' : 'studio'}</span>
                  </td>
                  <td>
                    <span className={`status balance-status--${run.status}`}>{run.status}</span>
                  </td>
                  <td className="data-table__num">
                    {run.gamesDone.toLocaleString('en-US')} / {run.games.toLocaleString('en-US')}
                  </td>
                  <td className="data-table__num">{run.summary?.winA === undefined ? '–' : `${(run.summary.winA * 100).toFixed(1)}%`}</td>
                  <td>{run.createdAt.slice(0, 19).replace('T', ' ')}</td>
                  <td>
                    <label className="balance-lab__compare">
                      <input
                        type="radio"
                        name="compare"
                        disabled={run.id === shown || run.status !== 'done'}
                        checked={before === run.id}
                        onChange={() => setCompareWith(run.id)}
                        aria-label={`compare with ${run.label}`}
                      />
                      before
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
