'use client';
/**
 * The Balance page: start a simulation run, follow its progress, read its results as charts, and compare
 * two runs (e.g. before and after editing a card). Runs live in the database; the page polls while one
 * is playing.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc/client';
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
  const runs = useQuery({ ...trpc.balance.list.queryOptions(), refetchInterval: (q) => (q.state.data?.some((r) => isLive(r.status)) ? 1000 : false) });
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
  const shown = selected ?? runs.data?.[0]?.id;

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
      {shown && compareWith && compareWith !== shown ? <RunComparison before={compareWith} after={shown} /> : null}
      <section className="panel panel--flush" aria-label="Past runs">
        <h2 className="panel__title balance-lab__heading">Runs</h2>
        {runs.isPending ? <p className="notice">Loading runs…</p> : null}
        {runs.isError ? <p className="notice notice--error">Could not load the runs: {runs.error.message}</p> : null}
        {runs.data && runs.data.length === 0 ? <p className="notice" data-testid="no-runs">No runs yet: start one above.</p> : null}
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
                        checked={compareWith === run.id}
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
