'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../trpc/client';
import type { CardSummary } from '../../db/cards';

export function CardLibrary() {
  const trpc = useTRPC();
  const cards = useQuery(trpc.cards.list.queryOptions());
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => matching(cards.data ?? [], filter), [cards.data, filter]);

  if (cards.isPending) return <p className="notice">Loading cards…</p>;
  if (cards.isError) return <p className="notice notice--error">Could not load the cards: {cards.error.message}</p>;
  if (cards.data.length === 0) {
    return (
      <div className="empty-state" data-testid="library-empty">
        <h2>No cards yet</h2>
        <p>
          Card files live in <code>content/&lt;game&gt;/cards/</code>, one card per <code>.smith</code> file. Add some and
          restart the studio, or run <code>npx cardsmith db seed</code> while it is stopped.
        </p>
      </div>
    );
  }
  return (
    <section className="panel panel--flush">
      <div className="toolbar">
        <input
          className="toolbar__search"
          type="search"
          placeholder="Filter by name, id, kind or status"
          aria-label="Filter cards"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="toolbar__count" data-testid="library-count">
          {shown.length === cards.data.length ? `${cards.data.length} cards` : `${shown.length} of ${cards.data.length} cards`}
        </span>
      </div>
      <table className="data-table" data-testid="card-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Game</th>
            <th scope="col" className="data-table__num">
              Revision
            </th>
            <th scope="col">Updated (UTC)</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((card) => (
            <tr key={card.id} data-testid="card-row" data-card-id={card.id}>
              <td>
                <span className="card-name">{card.name}</span>
                <span className="card-id">{card.id}</span>
              </td>
              <td>
                <span className="kind">{card.kind}</span>
              </td>
              <td>
                <span className={`status status--${card.status}`}>{card.status}</span>
              </td>
              <td className="muted">{card.game}</td>
              <td className="data-table__num">{card.draftRevision}</td>
              <td className="muted">{utcMinute(card.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="notice">No card matches “{filter}”.</p> : null}
    </section>
  );
}

function matching(cards: CardSummary[], filter: string): CardSummary[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return cards;
  return cards.filter((card) => {
    const text = `${card.name} ${card.id} ${card.kind} ${card.status} ${card.game}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** `2026-11-22 14:05`: the same on server and client (no time zone or locale), so hydration matches. */
function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}
