'use client';
/**
 * Two runs side by side ("what did my change do?"): the overall win rate and, per card, the win rate
 * when played in each run and the change. A change counts as clear only when the two 95% intervals do
 * not overlap — a conservative test, so a flagged change is a real one.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc/client';
import { compareRuns } from './compare';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export function RunComparison({ before, after }: { before: string; after: string }) {
  const trpc = useTRPC();
  const a = useQuery(trpc.balance.get.queryOptions({ id: before }));
  const b = useQuery(trpc.balance.get.queryOptions({ id: after }));
  if (!a.data?.results || !b.data?.results) return null;
  const rows = compareRuns(a.data.results, b.data.results);
  return (
    <section className="panel panel--flush" data-testid="run-comparison" aria-label="Comparison">
      <h2 className="panel__title balance-lab__heading">
        Compared with “{a.data.label}”
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Card / outcome</th>
            <th scope="col" className="data-table__num">Before</th>
            <th scope="col" className="data-table__num">After</th>
            <th scope="col" className="data-table__num">Change</th>
            <th scope="col">Clear?</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid="comparison-row">
              <td>{row.label}</td>
              <td className="data-table__num">{row.before ? `${pct(row.before.rate)} (n=${row.before.trials})` : '–'}</td>
              <td className="data-table__num">{row.after ? `${pct(row.after.rate)} (n=${row.after.trials})` : '–'}</td>
              <td className="data-table__num">{row.change === undefined ? '–' : `${row.change >= 0 ? '+' : ''}${(row.change * 100).toFixed(1)} pts`}</td>
              <td>{row.clear ? <strong>yes</strong> : <span className="muted">no</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
